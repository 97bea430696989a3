// Entry point of the built API (`npm run build` makes it dist/server/main.js). Built means deployed:
// without a NODE_ENV of its own it runs as production (JSON logs, the Auth Emulator refused).
// `npm run server` runs server/main.ts directly, in development.
process.env.NODE_ENV ??= 'production';

// Imported only now: a static import would run main.ts before the line above.
await import('./main');

// An ES module (for the await above), though it exports nothing.
export {};
