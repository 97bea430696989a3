import { execFile } from 'node:child_process';
import path from 'node:path';

// Each fence of eslint.config.js, shown firing on an import that crosses it (and not on its
// allowed neighbour): the fences are what keeps the parts of the dashboard apart.
const ROOT = path.resolve(__dirname, '../..');
const FENCE = 'import-x/no-restricted-paths';
const CYCLE = 'local/import-cycles';

type LintCase = {
  name: string;
  filePath: string;
  code: string;
  /** The rule that must fire, and a part of what it must say; none for an allowed import. */
  fires?: { rule: typeof FENCE | typeof CYCLE; saying: string };
};
type Message = { ruleId: string | null; message: string };

const cases: LintCase[] = [
  {
    name: 'a feature reaching into another feature’s files',
    filePath: 'src/features/usuarios/UsuariosPage.tsx',
    code: "export { tablaView } from '../precios/catalog';\n",
    fires: { rule: FENCE, saying: 'Import the precios feature from its index.ts, or its state.ts' },
  },
  {
    name: 'a feature using another feature’s faces',
    filePath: 'src/features/usuarios/UsuariosPage.tsx',
    code: "export { preciosRoutes } from '../precios';\nexport { signOut } from '../auth/state';\n",
  },
  {
    name: 'a precios sub-folder reaching into another sub-folder’s files',
    filePath: 'src/features/precios/grid/PriceRowView.tsx',
    code: "export { cellEdited } from '../drafts/draftsSlice';\n",
    fires: { rule: FENCE, saying: 'Import precios/drafts from its index.ts.' },
  },
  {
    name: 'the precios pages reaching into a sub-folder’s files',
    filePath: 'src/features/precios/TablaPage.tsx',
    code: "export { saveDraftRows } from './save/saveDraftRows';\n",
    fires: { rule: FENCE, saying: 'Import precios/save from its index.ts.' },
  },
  {
    name: 'precios sub-folders and pages using each other’s index.ts',
    filePath: 'src/features/precios/grid/PriceRowView.tsx',
    code: "export { cellEdited } from '../drafts';\nexport { tablaView } from '../catalog';\n",
  },
  {
    name: 'a cycle between precios sub-folders (the drafts importing the grid built on them)',
    filePath: 'src/features/precios/drafts/draftValues.ts',
    code: "export { PriceGrid } from '../grid';\n",
    fires: { rule: CYCLE, saying: 'drafts/draftValues.ts → features/precios/grid/index.ts' },
  },
  {
    name: 'a shared component importing a feature',
    filePath: 'src/components/Sidebar.tsx',
    code: "export { authRoutes } from '../features/auth';\n",
    fires: { rule: FENCE, saying: 'components/ and services/ are shared' },
  },
  {
    name: 'a service importing a feature’s state',
    filePath: 'src/services/api.ts',
    code: "export { draftsSlice } from '../features/precios/state';\n",
    fires: { rule: FENCE, saying: 'components/ and services/ are shared' },
  },
  {
    name: 'the store importing a feature’s app face',
    filePath: 'src/app/store.ts',
    code: "export { preciosRoutes } from '../features/precios';\n",
    fires: { rule: FENCE, saying: 'The store imports the precios feature’s state.ts only' },
  },
  {
    name: 'the app shell importing a feature’s state face',
    filePath: 'src/app/ProtectedLayout.tsx',
    code: "export { draftsSlice } from '../features/precios/state';\n",
    fires: { rule: FENCE, saying: 'Import the precios feature from its index.ts.' },
  },
  {
    name: 'the store importing the features’ state faces',
    filePath: 'src/app/store.ts',
    code: "export { draftsSlice } from '../features/precios/state';\nexport { authSlice } from '../features/auth/state';\n",
  },
  {
    name: 'a cycle through a type-only import (the store’s types, from a slice it is built with)',
    filePath: 'src/features/auth/authSlice.ts',
    code: "import type { RootState } from '../../app/store';\nexport type Root = RootState;\n",
    fires: {
      rule: CYCLE,
      saying: 'features/auth/authSlice.ts → app/store.ts → features/auth/state.ts',
    },
  },
];

function lint(texts: readonly LintCase[]): Promise<Message[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, 'test/support/lintTexts.js')],
      { cwd: ROOT, maxBuffer: 1 << 24 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Message[][])),
    );
    child.stdin!.end(JSON.stringify(texts.map(({ code, filePath }) => ({ code, filePath }))));
  });
}

let results: Message[][];
beforeAll(async () => {
  results = await lint(cases);
}, 60_000);

describe('the lint fences', () => {
  it.each(cases.map((lintCase, index) => [lintCase.name, lintCase, index] as const))(
    '%s',
    (_name, { fires }, index) => {
      const fired = results[index]!.filter((m) => m.ruleId === FENCE || m.ruleId === CYCLE);
      if (!fires) expect(fired).toEqual([]);
      else
        expect(fired).toContainEqual({
          ruleId: fires.rule,
          message: expect.stringContaining(fires.saying),
        });
    },
  );
});
