import {
  headersForPath,
  readHostingConfig,
  rewriteForPath,
  sourcePattern,
} from '../../scripts/hosting/hostingHeaders';
import { appConnections, pagePolicy } from '../../scripts/hosting/pagePolicy';

test('header sources match request paths as Firebase Hosting globs do', () => {
  const matches = (glob: string, path: string) => sourcePattern(glob).test(path);
  expect(matches('**', '/')).toBe(true);
  expect(matches('**', '/precios/vasos/200')).toBe(true);
  expect(matches('/assets/**', '/assets/index-1.js')).toBe(true);
  expect(matches('/assets/**', '/precios')).toBe(false);
  expect(matches('*.txt', '/robots.txt')).toBe(true);
  expect(matches('*.txt', '/a/robots.txt')).toBe(false);
  expect(matches('**/*.js', '/a.js')).toBe(true);
  expect(matches('**/*.js', '/a/b/c.js')).toBe(true);
  expect(matches('/index.html', '/indexXhtml')).toBe(false);
  // Syntax the preview does not understand fails loudly instead of matching differently.
  expect(() => sourcePattern('**/*.@(js|css)')).toThrow(/only \*\*, \* and \?/);
});

test('every matching rule applies, in order; a later one replaces an earlier value', () => {
  const rules = [
    {
      source: '**',
      headers: [
        { key: 'A', value: '1' },
        { key: 'B', value: '1' },
      ],
    },
    { source: '/assets/**', headers: [{ key: 'B', value: '2' }] },
  ];
  expect([...headersForPath('/assets/x.js', rules)]).toEqual([
    ['A', '1'],
    ['B', '2'],
  ]);
  expect([...headersForPath('/precios', rules)]).toEqual([
    ['A', '1'],
    ['B', '1'],
  ]);
});

test("the page may call the API's origin, Firebase Auth and, without a project, the emulator", () => {
  const google = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  expect(appConnections({})).toEqual(['http://localhost:4000', ...google, 'http://127.0.0.1:9099']);
  expect(
    appConnections({
      VITE_API_URL: 'https://api.example.com/v1/',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'vasos',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    }),
  ).toEqual(['https://api.example.com', ...google]);
  // An API on the site's own origin, as a path, is 'self'.
  expect(
    appConnections({
      VITE_API_URL: '/api',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
    }),
  ).toEqual(google);
  expect(() => appConnections({ VITE_API_URL: 'api.example.com' })).toThrow(/VITE_API_URL/);
  expect(pagePolicy(['https://api.example.com'])).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
      "connect-src 'self' https://api.example.com",
  );
});

test('rewrites: the first matching source gives the page; none matching gives none', () => {
  const rules = [
    { source: '/signin', destination: '/signin.html' },
    { source: '**', destination: '/index.html' },
  ];
  expect(rewriteForPath('/signin', rules)).toBe('/signin.html');
  expect(rewriteForPath('/signin/x', rules)).toBe('/index.html');
  expect(rewriteForPath('/precios/vasos/200', rules)).toBe('/index.html');
  expect(rewriteForPath('/a', [{ source: '/b', destination: '/b.html' }])).toBeUndefined();
});

test("firebase.json sends /signin to the page the build renders, every other page to the app's", () => {
  const { rewrites = [] } = readHostingConfig(process.cwd());
  expect(rewriteForPath('/signin', rewrites)).toBe('/signin.html');
  expect(rewriteForPath('/', rewrites)).toBe('/index.html');
  expect(rewriteForPath('/precios/vasos/200', rewrites)).toBe('/index.html');
});
