// React and its JSX runtime ship as CommonJS. Imported by name from our modules, each call goes
// through the interop namespace: `(0,o.useState)(…)`, `(0,s.jsx)(…)`, in every chunk, some 1,200
// times in all. Our modules get an ES module in their place that re-exports each of React's exports
// as a constant, read once from the same CommonJS module: the calls become `u(…)` and the bundler
// drops the constants nobody imports (docs/decisions.md, "Few chunks, by what loads together").
// The packages built as ES modules (`.mjs`: React Router, React Redux, RTK Query's hooks) get it
// too; CommonJS ones (React DOM) keep `require`-ing React itself, the same module underneath. Its
// default export is React's, as the bundler gives it to an ES module. `vite` (dev server) and the
// tests are not affected.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const FACADE = '\0vasos-esm:';
const PACKAGES = new Set(['react', 'react/jsx-runtime']);

/** Whether the facade stands in for `source` imported from `importer`: ours, or an ES module's. */
export function takesFacade(source: string, importer: string | undefined): boolean {
  return (
    PACKAGES.has(source) &&
    importer !== undefined &&
    !importer.startsWith(FACADE) &&
    (!/[\\/]node_modules[\\/]/.test(importer) || /\.mjs$/.test(importer))
  );
}

/** The facade of `source`: every export of the CommonJS module as a constant, and its default. */
export function facadeCode(source: string, exportNames: readonly string[]): string {
  return [
    `import * as cjs from ${JSON.stringify(source)};`,
    `import cjsDefault from ${JSON.stringify(source)};`,
    `export default cjsDefault;`,
    ...exportNames.map((name) => `export const ${name} = cjs.${name};`),
  ].join('\n');
}

export function reactEsmFacade(): Plugin {
  let load = createRequire(join(process.cwd(), 'package.json'));
  return {
    name: 'vasos:react-esm-facade',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      load = createRequire(join(config.root, 'package.json'));
    },
    resolveId(source, importer) {
      return takesFacade(source, importer) ? FACADE + source : null;
    },
    load(id) {
      if (!id.startsWith(FACADE)) return null;
      const source = id.slice(FACADE.length);
      return facadeCode(source, Object.keys(load(source) as object));
    },
  };
}
