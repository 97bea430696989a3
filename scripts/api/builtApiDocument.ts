// The API's OpenAPI document as the server builds it, without serving anything: the app is built on
// an empty database in memory and asked for its document (server/http/openapi/apiDocument.ts).
import { buildApp } from '../../server/app';
import type { TokenVerifier, UsuariosAdmin } from '../../server/deps';
import { openDatabase } from '../../server/db/engine/open';

/** The document's shape as far as the tools here read it. */
export type ApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string }>>;
};

// Nobody signs in to an app that is only asked for its document.
const noIdentityProvider = new Proxy(
  {},
  {
    get: () => () =>
      Promise.reject(new Error('No identity provider: the app only describes itself')),
  },
) as TokenVerifier & UsuariosAdmin;

export async function builtApiDocument(): Promise<ApiDocument> {
  const db = await openDatabase('memory');
  try {
    const app = await buildApp({
      db,
      tokens: noIdentityProvider,
      users: noIdentityProvider,
      corsOrigins: [],
    });
    try {
      await app.ready();
      return app.swagger() as unknown as ApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
