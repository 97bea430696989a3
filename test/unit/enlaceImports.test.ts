import { foreignModulesOfEnlace, importedOutsideEnlace } from '../../scripts/build/enlaceImports';

const graph: Record<string, string[]> = {
  '/p/enlace.html': ['/p/src/enlace/enlaceBoot.ts'],
  '/p/src/enlace/enlaceBoot.ts': ['/p/src/enlace/enlacePage.ts', '/p/src/services/config.ts'],
  '/p/src/enlace/enlacePage.ts': ['/p/contract/enlaces.ts'],
  '/p/src/services/config.ts': ['/p/contract/demoProject.ts'],
  '/p/contract/enlaces.ts': [],
  '/p/contract/demoProject.ts': [],
  '/p/src/main.tsx': ['/p/node_modules/react/index.js', '/p/contract/enlaces.ts'],
  '/p/node_modules/react/index.js': [],
};
const importedIds = (id: string) => graph[id];

test('what the link page imports from outside src/enlace/, however indirectly, and nothing else', () => {
  const shared = importedOutsideEnlace(Object.keys(graph), { importedIds });
  expect([...shared].sort()).toEqual([
    '/p/contract/demoProject.ts',
    '/p/contract/enlaces.ts',
    '/p/src/services/config.ts',
  ]);
});

test('a chunk the link page loads that holds the app’s code is named; its own and shared ones pass', () => {
  const shared = importedOutsideEnlace(Object.keys(graph), { importedIds });
  const page = { fileName: 'enlace.js', imports: ['shared.js'], moduleIds: ['/p/enlace.html'] };
  const sharedChunk = {
    fileName: 'shared.js',
    imports: [],
    moduleIds: ['/p/contract/enlaces.ts', '/p/src/services/config.ts'],
  };
  const app = {
    fileName: 'startApp.js',
    imports: ['shared.js'],
    moduleIds: ['/p/src/main.tsx', '/p/node_modules/react/index.js'],
  };
  expect(foreignModulesOfEnlace([page, sharedChunk, app], 'enlace.js', shared)).toEqual([]);
  // A shared module left to the app's chunk: the page now imports that chunk, React and all.
  const leaky = { ...page, imports: ['shared.js', 'startApp.js'] };
  expect(foreignModulesOfEnlace([leaky, sharedChunk, app], 'enlace.js', shared)).toEqual([
    '/p/src/main.tsx',
    '/p/node_modules/react/index.js',
  ]);
});
