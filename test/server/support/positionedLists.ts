// The requests' two kept lists (docs/server.md, "Lists read once per change"), as the API answers
// them and as a whole read of the database gives them: what the list specs compare.
import { expect, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  type Peticion,
  type PositionedAnswer,
  type TableroPeticion,
} from '../../../contract';
import type { Database } from '../../../server/db/engine/open';
import { listUnassigned } from '../../../server/db/peticiones/peticiones';
import { listTablero } from '../../../server/db/peticionesAsignadas/read';
import type { ApiTarget } from '../../support/stack/apiTarget';
import { goodAuth } from '../../support/stack/fakeServerAuth';

export type ListRow = Peticion | TableroPeticion;

/** The unassigned queue and the board. */
export const LISTS = [apiPaths.peticionesSinAsignar, apiPaths.peticionesAsignadas] as const;
export type ListPath = (typeof LISTS)[number];

/** The list as the API answers it now (signed in with GOOD_TOKEN), `headers` added. */
export async function listAnswer<Row = ListRow>(
  api: ApiTarget,
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<PositionedAnswer<Row[]>> {
  const response = await request.get(api.url(path), { headers: { ...goodAuth, ...headers } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PositionedAnswer<Row[]>;
}

/** The list as a whole read of the database gives it now, as it goes on the wire. */
export async function readWholeList(db: Database, path: ListPath): Promise<ListRow[]> {
  const rows =
    path === apiPaths.peticionesSinAsignar ? await listUnassigned(db) : await listTablero(db);
  return JSON.parse(JSON.stringify(rows.map(({ listOrder: _, ...row }) => row))) as ListRow[];
}
