import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycles } from './scripts/lint/importCycles.js';

const featuresDir = new URL('./src/features/', import.meta.url);
const foldersIn = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The dashboard's features: every folder of src/features, so a new one is fenced in at once. */
const features = foldersIn(featuresDir);

/**
 * Each feature's own sub-folders (src/features/precios/drafts, …/save…), read the same way: every
 * sub-folder is fenced in as soon as it exists.
 */
const featureFolders = features.flatMap((feature) =>
  foldersIn(new URL(`${feature}/`, featuresDir)).map((folder) => ({ feature, folder })),
);

/**
 * Who may import whom (import-x/no-restricted-paths: `target` may not import `from`). The arrows
 * go one way: contract/ ← src/ and server/; within src/, components/ and services/ ← features ←
 * app/ and main.tsx. Each feature shows two faces: `index.ts` for the app (routes, components,
 * what other features' pages use) and `state.ts` for the store (slices, listeners, middleware,
 * and what other features' state code uses). app/store.ts imports only the `state.ts` faces, the
 * rest of app/ only the `index.ts` faces, another feature either. Inside a feature, a sub-folder
 * is reached from the feature's own files (its floor and the other sub-folders) only through the
 * sub-folder's `index.ts`. Tests may reach anything they test.
 * test/unit/lintFences.test.ts shows each fence, and the cycle rule below, firing.
 */
const boundaries = [
  {
    target: ['./server', './scripts', './bench'],
    from: './src',
    message: 'The server and the tools share only contract/ with the dashboard.',
  },
  {
    target: './src',
    from: ['./server', './scripts', './bench', './test'],
    message: 'The dashboard shares only contract/ with the server.',
  },
  {
    target: './contract',
    from: ['./src', './server', './scripts', './bench', './test'],
    message: 'contract/ is what both programs import: it imports neither.',
  },
  {
    target: ['./src/components', './src/services'],
    from: ['./src/features', './src/app'],
    message: 'components/ and services/ are shared: they import no feature and nothing of app/.',
  },
  {
    // app/ composes the features; a feature uses only the typed hooks, the route paths and the
    // store's types (type-only: see the rule on app/store below).
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './paths.ts', './store.ts'],
    message: 'A feature may use only app/hooks, app/paths and the types of app/store.',
  },
  ...features.flatMap((feature) => [
    {
      target: features
        .filter((other) => other !== feature)
        .map((other) => `./src/features/${other}`),
      from: `./src/features/${feature}`,
      except: ['./index.ts', './state.ts'],
      message: `Import the ${feature} feature from its index.ts, or its state.ts for its state.`,
    },
    {
      target: './src/app/store.ts',
      from: `./src/features/${feature}`,
      except: ['./state.ts'],
      message: `The store imports the ${feature} feature’s state.ts only, never its pages.`,
    },
    {
      target: ['./src/app/!(store).{ts,tsx}', './src/main.tsx'],
      from: `./src/features/${feature}`,
      except: ['./index.ts'],
      message: `Import the ${feature} feature from its index.ts.`,
    },
  ]),
  ...featureFolders.map(({ feature, folder }) => ({
    target: [
      `./src/features/${feature}/*.{ts,tsx}`,
      ...featureFolders
        .filter((other) => other.feature === feature && other.folder !== folder)
        .map((other) => `./src/features/${feature}/${other.folder}`),
    ],
    from: `./src/features/${feature}/${folder}`,
    except: ['./index.ts'],
    message: `Import ${feature}/${folder} from its index.ts.`,
  })),
];

const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks of src/app/hooks.ts.',
};

const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use src/components/Link.tsx: React Router's Link and NavLink bring code only its framework mode runs.",
};

/** The code linted with its types (strictTypeChecked); tests and tools keep the syntactic rules. */
const typeChecked = ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      // Written by openapi-typescript from the API document (npm run api:types), never by hand.
      'src/services/wire/apiTypes.generated.ts',
      // Stryker's copies of the project and its reports (npm run test:mutation).
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The two programs and what they share are linted with their types too: each file is read by
    // the TypeScript project that owns it (tsconfig.json's references), so contract/ sees neither
    // DOM nor Node.
    files: typeChecked,
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Counts, amounts in cents and ids are numbers, and a message shows them as written: only
      // what would print as "[object Object]", "undefined" or "null" is refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is how React handlers are written: an arrow's body may
      // be a call that returns nothing; a void call used as a value anywhere else is still refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Fastify takes a plugin, a hook or a route handler either as an async function or with a
    // `done` callback: an async function with nothing to await is how a synchronous one is written.
    files: ['server/app.ts', 'server/routes/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Redux Toolkit's own idioms: an endpoint or thunk without an argument takes `void`
    // (`build.query<Data, void>`); the store and the listener API hand out `dispatch` and
    // `getState` as functions that need no `this`, though typed as methods; and the state is plain
    // records (what Redux stores and Immer drafts), from which an edit is removed with `delete`.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    // A request's fields are shown "as received" (docs/screens.md, the requests' columns): these
    // turn a value the API sent, of whatever type, into text to show or to order by.
    files: [
      'src/components/peticion.ts',
      'src/features/misPeticiones/etapaLabels.ts',
      'src/features/peticiones/liveCache.ts',
      'src/features/precios/drafts/draftValues.ts',
      'src/features/precios/history/HistorialPanel.tsx',
    ],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
  {
    // The quote's PDF is drawn one code point at a time on purpose: WinAnsi and the fallback fonts
    // cover code points, and the bidirectional order is resolved per code point.
    files: ['server/presupuestos/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-spread': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports through these files, parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // In the dashboard a cycle through type-only imports counts too (import-x/no-cycle skips them,
    // with no option to count them): the store's types must not reach back into the features
    // built with them. scripts/lint/importCycles.js checks src/ alone, dynamic imports included.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'import-cycles': importCycles } } },
    rules: {
      'import-x/no-cycle': 'off',
      'local/import-cycles': ['error', { root: 'src' }],
    },
  },
  // Each kind of code sees only its own globals (the TypeScript projects give the same split).
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,js}', '*.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Node, plus the code it sends into the page (Playwright's evaluate and init scripts).
    files: ['bench/**/*.ts', 'test/e2e/**/*.ts', 'test/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Jest runs the dashboard in jsdom.
    files: ['test/setup.ts', 'test/{unit,ui,support}/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
  {
    // Plain TypeScript for both programs: no Node module, and (with its TypeScript project) no DOM.
    files: ['contract/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [rawReduxHooks, routerLinks] },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [rawReduxHooks, routerLinks],
          patterns: [
            {
              group: ['**/app/store'],
              allowTypeImports: true,
              message: 'A feature takes only the types of the store: app/ builds it.',
            },
          ],
        },
      ],
    },
  },
);
