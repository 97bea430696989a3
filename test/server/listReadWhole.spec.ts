import { expect, test } from '@playwright/test';
import { apiPaths } from '../../contract';
import { COMPARED_CHANGES_MAX } from '../../server/db/peticiones/listChanges';
import { CHANGE_FEED_LOCK_KEY } from '../../server/db/peticiones/peticionChanges';
import { NEW_PETICION_ESTADO } from '../../server/db/peticiones/peticiones';
import { listCacheCounts } from '../../server/http/positionedCache';
import { useOwnApi } from './support/ownApi';
import { listAnswer, readWholeList } from './support/positionedLists';

// A kept list is patched row by row while at most COMPARED_CHANGES_MAX (200) requests changed
// since it was kept, and read whole past that (docs/server.md, "Lists read once per change"):
// either way the answer is the list a whole read gives.
const api = useOwnApi({ auth: 'fake' });
const QUEUE = apiPaths.peticionesSinAsignar;

/**
 * `count` new orders on the queue in one transaction, each with its change in the feed, as the
 * order form leaves them (createPeticion), in two statements: one read of the list can then see
 * them all at once. All share one `created_at`, so their order in the list is their ids'.
 * Returns the feed's position after them.
 */
async function newOrders(count: number): Promise<number> {
  return api.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO peticiones (estado, peticiones, fecha_evento, pais, codigo_postal)
       SELECT $1, jsonb_build_array('Vasos 330 ml, pedido ' || n), '2027-07-01', 'España', '31001'
       FROM generate_series(1, $2::int) AS n
       RETURNING id`,
      [NEW_PETICION_ESTADO, count],
    );
    // The lock recordChange takes: positions in commit order.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_FEED_LOCK_KEY]);
    const { rows: changes } = await tx.query<{ position: number | string }>(
      `INSERT INTO peticion_changes (peticion_id)
       SELECT id FROM unnest($1::int[]) AS id
       RETURNING position`,
      [rows.map((row) => row.id)],
    );
    expect(changes).toHaveLength(count);
    return Math.max(...changes.map((change) => Number(change.position)));
  });
}

for (const [count, outcome] of [
  [COMPARED_CHANGES_MAX, 'patched without a whole read'],
  [COMPARED_CHANGES_MAX + 1, 'read whole'],
] as const) {
  test(`a kept list after ${count} changed requests is ${outcome}, as a whole read gives it`, async ({
    request,
  }) => {
    const before = await listAnswer(api, request, QUEUE);
    const { wholeReads, patches } = listCacheCounts;

    const position = await newOrders(count);
    const after = await listAnswer(api, request, QUEUE);

    expect(after.position).toBe(position);
    expect(after.data).toHaveLength(before.data.length + count);
    expect(after.data).toEqual(await readWholeList(api.db, QUEUE));
    const readWhole = count > COMPARED_CHANGES_MAX;
    expect(listCacheCounts.wholeReads).toBe(wholeReads + (readWhole ? 1 : 0));
    expect(listCacheCounts.patches).toBe(patches + (readWhole ? 0 : 1));
  });
}
