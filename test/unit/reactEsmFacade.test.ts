import { facadeCode, takesFacade } from '../../scripts/build/reactEsmFacade';

test('our modules and ES module packages import React through the facade; CommonJS ones do not', () => {
  expect(takesFacade('react', '/p/src/features/x/Page.tsx')).toBe(true);
  expect(takesFacade('react/jsx-runtime', '/p/src/components/Link.tsx')).toBe(true);
  expect(takesFacade('react', '/p/node_modules/react-redux/dist/react-redux.mjs')).toBe(true);
  expect(takesFacade('react', '/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
    false,
  );
  expect(takesFacade('react', '\0vasos-esm:react')).toBe(false);
  expect(takesFacade('react', undefined)).toBe(false);
  expect(takesFacade('react-dom/client', '/p/src/app/startApp.tsx')).toBe(false);
});

test('the facade re-exports every export of the CommonJS module, read from it', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const names = Object.keys(require('react') as object);
  const code = facadeCode('react', names);
  expect(code.split('\n').slice(0, 3)).toEqual([
    'import * as cjs from "react";',
    'import cjsDefault from "react";',
    'export default cjsDefault;',
  ]);
  for (const name of ['useState', 'useEffect', 'memo', 'lazy', 'Suspense', 'createContext']) {
    expect(code).toContain(`\nexport const ${name} = cjs.${name};`);
  }
  expect(code.split('\n')).toHaveLength(names.length + 3);
});
