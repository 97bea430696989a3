import { staticallyImported } from '../../scripts/build/initialModules';

const graph: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/app/startApp.tsx', '/p/src/styles.css'],
  '/p/src/app/startApp.tsx': ['/p/node_modules/react/index.js', '/p/contract/index.ts'],
  '/p/contract/index.ts': ['/p/contract/tablas.ts', '/p/contract/pricing.ts'],
  '/p/contract/tablas.ts': [],
  '/p/contract/pricing.ts': [],
  '/p/node_modules/react/index.js': ['/p/node_modules/react/cjs/react.production.js'],
  '/p/node_modules/react/cjs/react.production.js': [],
  '/p/src/styles.css': [],
  // Loaded on demand (a dynamic import is not in importedIds): never reached.
  '/p/src/features/tablero/TableroPage.tsx': ['/p/contract/pricing.ts'],
};
const importedIds = (id: string) => graph[id];

test('what the entry imports, however indirectly, and nothing it loads on demand', () => {
  expect([...staticallyImported(['/p/src/main.tsx'], { importedIds })].sort()).toEqual([
    '/p/contract/index.ts',
    '/p/node_modules/react/cjs/react.production.js',
    '/p/node_modules/react/index.js',
    '/p/src/app/startApp.tsx',
    '/p/src/main.tsx',
    '/p/src/styles.css',
  ]);
});

test("contract/index.ts is reached but not followed: its files are not all the entry's", () => {
  const reached = staticallyImported(['/p/src/main.tsx'], { importedIds });
  expect(reached.has('/p/contract/index.ts')).toBe(true);
  expect(reached.has('/p/contract/pricing.ts')).toBe(false);
  // Imported by name, a contract file is reached as any other module.
  const byName: Record<string, string[]> = {
    ...graph,
    '/p/src/main.tsx': ['/p/contract/tablas.ts'],
  };
  expect(
    staticallyImported(['/p/src/main.tsx'], { importedIds: (id) => byName[id] }).has(
      '/p/contract/tablas.ts',
    ),
  ).toBe(true);
});
