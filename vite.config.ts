import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  enlacePageInDev,
  hostingHeadersInPreview,
  readHostingConfig,
} from './scripts/hosting/hostingHeaders.ts';
import { previewApiProxy } from './scripts/hosting/apiProxy.ts';
import { pagePolicyMeta } from './scripts/hosting/pagePolicy.ts';
import { classStaticsInBody } from './scripts/build/classStaticsInBody.ts';
import { enlaceImports } from './scripts/build/enlaceImports.ts';
import { initialModules } from './scripts/build/initialModules.ts';
import { prerenderSignIn } from './scripts/build/prerenderSignIn.ts';
import { reactEsmFacade } from './scripts/build/reactEsmFacade.ts';
import { reactRouterProduction } from './scripts/build/reactRouterProduction.ts';

const root = dirname(fileURLToPath(import.meta.url));

/** A chunk group's test: the module is one of `files` (paths that end as given, with `/`). */
const pathEndsWithOneOf = (files: string[]) => (id: string) =>
  files.some((file) => id.replaceAll('\\', '/').endsWith(`/${file}`));

/** What goes with the signed-in layout into the first chunk (the startApp group below). */
const signedInShell = [
  'src/app/ProtectedLayout.tsx',
  'src/components/NotFoundPage.tsx',
  'src/components/WindowedTable.tsx',
  'src/components/TableHead.tsx',
  'src/components/NumberCell.tsx',
  'src/components/TileMenu.tsx',
  'src/components/peticion.ts',
  'src/components/csv.ts',
  'src/components/saveFile.ts',
  'src/components/formatDate.ts',
  'src/components/formatEuro.ts',
  'src/components/isRepeatClick.ts',
  'src/components/useNarrowScreen.ts',
  'src/components/DangerButton.tsx',
  'src/components/SubmitButton.tsx',
  'src/components/MostrarMas.tsx',
  'src/components/ReadOnlyMark.tsx',
  'contract/clienteDatos.ts',
  'src/features/peticiones/peticionOpener.ts',
  'src/features/peticiones/AsignarButton.tsx',
  'src/features/misPeticiones/etapaLabels.ts',
  'src/features/misPeticiones/cardFocus.ts',
  'src/features/precios/PreciosMenuPage.tsx',
  'src/features/precios/TablasMenuPage.tsx',
  // The requests' list: the page at `/`, where every session starts (sign-in leads there), and
  // which the layout loaded at once beside it.
  'src/features/peticiones/PeticionesPage.tsx',
  // The sidebar's count, with the live stream the lists follow (the shell loaded it anyway).
  'src/features/misPeticiones/ParaHoyCounter.tsx',
  // Shared by two or three pages each, a few hundred bytes to 1.5 KB gzip apiece.
  'src/components/EventoPasado.tsx',
  'src/features/clientes/clientesApi.ts',
  'src/features/clientes/liveClientes.ts',
  'src/features/misPeticiones/writes/index.ts',
  'src/features/ajustes/ajustesApi.ts',
  'contract/presupuestoInput.ts',
  // A request's dialogs, opened from the lists a session starts at.
  'src/components/PeticionFormFields.tsx',
  'src/components/PeticionFields.tsx',
  'src/features/peticiones/PeticionDialog.tsx',
  'src/features/misPeticiones/nueva/NuevaPeticionForm.tsx',
  'src/features/presupuestos/presupuestoPeticion.ts',
  'src/features/presupuestos/peticionPresupuestos/index.ts',
];

/** What the customer's page (src/enlace/) imports from outside its folder, read from each build. */
const enlaceShared = enlaceImports();

/** What index.html's script (src/main.tsx) imports, however indirectly, read from each build. */
const indexLoads = initialModules(/[\\/]src[\\/]main\.tsx$/);
const inSignedInShell = pathEndsWithOneOf(signedInShell);

// Code that always loads together goes into one chunk: a dozen small files cost more than one
// (gzip starts each file with an empty dictionary, and each file imports the others by name).
// Highest priority first; a group also takes what its modules import, unless a group above has it.
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The customer's page (enlace.html) shares a few modules with the app: they go in a chunk of
  // their own, so that the page never loads the app's (docs/decisions.md, "The customer's link").
  // The list is the module graph's (scripts/build/enlaceImports.ts), and the build fails if the
  // page would still load any other module.
  { name: 'enlaceShared', test: enlaceShared.test, priority: 4 },
  // What signin.html loads for its first paint besides its own script (src/boot/): it stays on
  // its own, so that the sign-in page never waits for the app's code.
  {
    name: 'styles',
    test: /[\\/]src[\\/](styles\.css|services[\\/]sessionHint\.ts)$|vite[\\/]preload-helper/,
    priority: 3,
  },
  // Everything index.html loads at once (the app: React, the router, the store), in one chunk;
  // signin.html fetches the same chunk once the form is used. The two pages' own scripts stay
  // out: each runs when loaded.
  // With it, the signed-in layout, with what every signed-in page loads with it and the small
  // modules the pages share (signedInShell, above): `/`, where every session starts, loaded both
  // at once anyway, and one chunk weighs less than two that import each other by name
  // (docs/decisions.md, "Few chunks, by what loads together"). The other pages stay out, alone or
  // with those opened with them (below): each loads when opened.
  {
    name: 'startApp',
    test: (id) =>
      !/[\\/]src[\\/](main\.tsx$|boot[\\/]|enlace[\\/])|\.html$/.test(id) &&
      (indexLoads.has(id) || inSignedInShell(id)),
    priority: 2,
  },
  // Every other page, in one chunk fetched when the first of them opens: the board with a
  // request's dialog, the quotes, a price table with its chart, the customers, the team, the
  // settings and the reports. Apart, each gzip stream started empty and each chunk named what it
  // imports from the first one: together they weigh 3.9 KB gzip less (docs/decisions.md, "Few
  // chunks, by what loads together"), for about 20 KB more on the first page opened after `/`.
  {
    name: 'pages',
    test: pathEndsWithOneOf([
      'misPeticiones/tablero/index.ts',
      'misPeticiones/dialog/index.ts',
      'presupuestos/presupuestoPages.ts',
      'precios/TablaRoute.tsx',
      'precios/chart/index.ts',
      'clientes/ClientesPage.tsx',
      'clientes/ClientePage.tsx',
      'usuarios/UsuariosPage.tsx',
      'ajustes/AjustesPage.tsx',
      'informes/InformesPage.tsx',
    ]),
    priority: 1,
  },
];

// The dashboard builds into the directory Firebase Hosting publishes (firebase.json's
// hosting.public), so nothing of the server's build is ever published.
const dashboard: UserConfig = {
  plugins: [
    // Before React's own plugin: our imports of React resolve to an ES module (reactEsmFacade.ts).
    reactEsmFacade(),
    react(),
    reactRouterProduction(),
    classStaticsInBody(),
    prerenderSignIn(),
    pagePolicyMeta(),
    hostingHeadersInPreview(root),
    enlacePageInDev(),
    enlaceShared.plugin,
    indexLoads.plugin,
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true, proxy: previewApiProxy(process.env) },
  // Source maps would publish the whole source next to the site.
  build: {
    outDir: readHostingConfig(root).public,
    sourcemap: false,
    // Every browser the dashboard supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Three pages: /signin (signin.html, the sign-in page rendered ahead, firebase.json's rewrites
    // send /signin there), /c/{token} (enlace.html, the customer's link, none of the app's code)
    // and every other path (index.html).
    rolldownOptions: {
      input: { index: 'index.html', signin: 'signin.html', enlace: 'enlace.html' },
      // contract/ runs nothing when loaded, it only declares (README.md): told so, the bundler
      // gives a chunk only what it uses of contract/index.ts, and the quotes' pricing stays in
      // the quotes' own chunk instead of the first load's.
      treeshake: { moduleSideEffects: (id) => !/[\\/]contract[\\/]/.test(id) },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
};

// `vite build --ssr`: the API as plain JavaScript for Node, one file per entry plus shared chunks.
// Vite's own SSR build rather than tsc's emit: the sources import without file extensions (the
// bundler resolution every project here uses), which Node's ES modules cannot load as tsc writes
// them; bundled, our code (contract/ included) is resolved once, and the packages stay external,
// loaded from node_modules as installed. Type checking stays with `tsc -b`.
const api: UserConfig = {
  publicDir: false,
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: {
        // The server (production unless NODE_ENV says otherwise), and `db:migrate` and
        // `db:retention` without tsx.
        main: 'server/production.ts',
        migrate: 'server/migrateCli.ts',
        retention: 'server/retentionCli.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? api : dashboard));
