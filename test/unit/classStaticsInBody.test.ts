import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { moveClassStaticsIntoBody } from '../../scripts/build/classStaticsInBody';

const firebaseLike = [
  'class GoogleAuthProvider extends BaseOAuthProvider {',
  '    constructor() {',
  '        super("google.com");',
  '    }',
  '}',
  '/** Always set to {@link SignInMethod}.GOOGLE. */',
  'GoogleAuthProvider.GOOGLE_SIGN_IN_METHOD = "google.com" /* SignInMethod.GOOGLE */;',
  'PopupOperation.currentPopupAction = null;',
  'class Receiver {',
  '}',
  'Receiver.receivers = [];',
  'Receiver.instances = new Map();',
  '',
].join('\n');

test("a class's constant set after it moves into its body as a static field", () => {
  const moved = moveClassStaticsIntoBody(firebaseLike);
  expect(moved).toContain(
    'class GoogleAuthProvider extends BaseOAuthProvider {\n    static GOOGLE_SIGN_IN_METHOD = "google.com";\n    constructor() {',
  );
  expect(moved).toContain('class Receiver {\n    static receivers = [];\n}');
  expect(moved).not.toContain('GoogleAuthProvider.GOOGLE_SIGN_IN_METHOD =');
  expect(moved).not.toContain('Receiver.receivers =');
});

test('a write whose class is not in the file, or whose value is not a plain constant, stays', () => {
  const moved = moveClassStaticsIntoBody(firebaseLike);
  expect(moved).toContain('\nPopupOperation.currentPopupAction = null;\n');
  expect(moved).toContain('\nReceiver.instances = new Map();\n');
});

test('the moved class behaves as before: the static is an own, writable, enumerable property', () => {
  const run = (source: string) =>
    new Function(
      `class BaseOAuthProvider {}\n${source}\nreturn [GoogleAuthProvider, Receiver];`,
    )() as [Record<string, unknown>, Record<string, unknown>];
  const withoutPopup = firebaseLike.replace('PopupOperation.currentPopupAction = null;\n', '');
  const [before, after] = [run(withoutPopup), run(moveClassStaticsIntoBody(withoutPopup))];
  for (const index of [0, 1] as const) {
    const names = Object.keys(before[index]);
    expect(Object.keys(after[index])).toEqual(names);
    for (const name of names) {
      expect(Object.getOwnPropertyDescriptor(after[index], name)).toEqual(
        Object.getOwnPropertyDescriptor(before[index], name),
      );
    }
  }
});

test('the installed Firebase Auth still sets its constants in the form the move knows', () => {
  const authEntry = require.resolve('@firebase/auth', {
    paths: [dirname(require.resolve('firebase/package.json'))],
  });
  const esmDir = join(dirname(authEntry), '..', 'esm');
  const bundle = readdirSync(esmDir).find((file) => /^index-[\w-]+\.js$/.test(file));
  const source = readFileSync(join(esmDir, bundle ?? 'index.js'), 'utf8');
  const moved = moveClassStaticsIntoBody(source);
  expect(source).toContain('GoogleAuthProvider.PROVIDER_ID =');
  expect(moved).not.toContain('GoogleAuthProvider.PROVIDER_ID =');
  expect(moved).not.toMatch(/^PopupOperation\.currentPopupAction =/m);
  expect(moved).not.toMatch(/^BrowserLocalPersistence\.type =/m);
});
