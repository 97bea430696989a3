// React Router's package exports only its development build (warnings, invariant messages and
// checks meant for a developer); its production build ships beside it, with the same API, but no
// export condition selects it. The build takes that one; `vite` (dev server) and the tests keep the
// development build and its warnings. Its components are made tree-shakable on the way
// (componentsTreeShakable.ts).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';
import { componentsTreeShakable } from './componentsTreeShakable.ts';

export function reactRouterProduction(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const build = (file: string) => `${packageDir}/dist/production/${file}`;
  return {
    name: 'vasos:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const shakable = componentsTreeShakable(code);
        // `map: null`: the file's mapping is kept; only annotations and whole lines changed.
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}
