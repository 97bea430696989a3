// Writes the sign-in page into signin.html at build time, rendered by the app's own components
// (src/app/signInMarkup.tsx): /signin paints from its HTML and CSS alone, and the app hydrates it
// once it has loaded (src/boot/signInBoot.ts says when).
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const PLACEHOLDER = '<!--sign-in page-->';

type SignInMarkupModule = { renderSignInMarkup(): string };

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vasos:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!html.includes(PLACEHOLDER)) return html;
        // A throwaway server only to load the component tree in Node, with this build's mode and
        // environment (the same VITE_* values the browser code is built with).
        const server = await createServer({
          root: config.root,
          mode: config.mode,
          configFile: false,
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        try {
          const module = (await server.ssrLoadModule(
            '/src/app/signInMarkup.tsx',
          )) as SignInMarkupModule;
          const markup = module.renderSignInMarkup();
          if (!markup.includes('<form')) throw new Error(`${filename}: no form was rendered`);
          return html.replace(PLACEHOLDER, markup);
        } finally {
          await server.close();
        }
      },
    },
  };
}
