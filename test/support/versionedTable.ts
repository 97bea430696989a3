// A price table on the fake network that keeps row versions as the reference API does: every
// write that changes a row raises its version (named in the answer's Row-Version header, beside
// the row in its body), and an update naming a stale version is a 409 carrying the row as it is now.
import { ROW_VERSION_HEADER } from '../../contract';
import { http, HttpResponse, server } from './server';
import { serigrafiaRows, tableUrl, updateUrl } from './preciosFixtures';

type Row = { id: number; version: number } & Record<string, number>;
type Body = { id: number; version?: number } & Record<string, number>;

export function serveVersionedTable(key: string, rows = serigrafiaRows(3)) {
  const stored = new Map<number, Row>(rows.map((row) => [row.id, { ...row, version: 1 } as Row]));
  const posts: Body[] = [];
  const failing = new Set<number>();
  let acceptedBody: 'row' | 'unreadable' = 'row';

  function write(id: number, values: Record<string, number>): Row {
    const row = stored.get(id)!;
    const changed = Object.entries(values).some(([field, value]) => row[field] !== value);
    if (!changed) return row;
    const next = { ...row, ...values, version: row.version + 1 } as Row;
    stored.set(id, next);
    return next;
  }

  server.use(
    http.get(tableUrl(key), () => HttpResponse.json({ data: [...stored.values()] })),
    http.post(updateUrl(key), async ({ request }) => {
      const body = (await request.json()) as Body;
      posts.push(body);
      const row = stored.get(body.id);
      if (!row) return HttpResponse.json({ error: 'No such row' }, { status: 404 });
      if (failing.has(body.id)) return HttpResponse.json({ error: 'Down' }, { status: 500 });
      if (body.version !== undefined && body.version !== row.version) {
        return HttpResponse.json({ error: 'Stale version', data: row }, { status: 409 });
      }
      const { id, ...values } = body;
      delete values.version;
      const written = write(id, values);
      const headers = { [ROW_VERSION_HEADER]: String(written.version) };
      return acceptedBody === 'row'
        ? HttpResponse.json({ data: written }, { headers })
        : new HttpResponse('{cut', {
            headers: { ...headers, 'Content-Type': 'application/json' },
          });
    }),
  );

  return {
    /** Every update body received, in order. */
    posts,
    row: (id: number) => stored.get(id)!,
    /** Another member of staff saves this row. */
    colleagueSaves: (id: number, values: Record<string, number>) => write(id, values),
    /** Updates of this row answer 500 from now on. */
    failOn: (id: number) => failing.add(id),
    /** Accepted updates answer a body nobody can read from now on: only their header tells. */
    cutAcceptedBodies: () => {
      acceptedBody = 'unreadable';
    },
  };
}
