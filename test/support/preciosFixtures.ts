// Price tables on the fake network: rows to serve, and handlers for loads and row updates.
import { delay } from 'msw';
import {
  findTablaByKey,
  tablePath,
  updatePath,
  type Tabla,
} from '../../src/features/precios/catalog';
import { apiUrl, http, HttpResponse, server } from './server';

export const SERIGRAFIA_KEY = 'serigrafia_1_color_vf';
/** The screen-print table's page. */
export const SERIGRAFIA_PAGE = `/precios/serigrafias/${SERIGRAFIA_KEY}`;

export function tablaFor(key: string): Tabla {
  const table = findTablaByKey(key);
  if (!table) throw new Error(`No table ${key} in the catalogue`);
  return table;
}

export const tableUrl = (key: string) => apiUrl(tablePath(tablaFor(key)));
export const updateUrl = (key: string) => apiUrl(updatePath(tablaFor(key)));

/** Screen-print rows: coste 1, 2, 3… so Mark-up is 1,538 €, 3,077 €… */
export function serigrafiaRows(count = 3) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    cantidad: (index + 1) * 100,
    coste: index + 1,
    venta_real: (index + 1) * 2,
  }));
}

/** Cup rows with the table's own value field (a whole quantity) and a QCajas that must come back unchanged. */
export function vasoRows(key: string, count = 2) {
  const valueField = tablaFor(key).columns[0].field;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 10,
    [valueField]: 250 * (index + 1),
    cv: index + 2,
    QCajas: 1000 + index,
    Euro: 5 + index,
    Metalicos: 7 + index,
  }));
}

/** GET of a table answers `{ data: rows }` (the reference server's shape), or what `answer` returns. */
export function serveTable(key: string, answer: unknown[] | (() => Response | Promise<Response>)) {
  server.use(
    http.get(tableUrl(key), () =>
      typeof answer === 'function' ? answer() : HttpResponse.json({ data: answer }),
    ),
  );
}

type UpdateOptions = {
  /** Answers the n-th update (from 1); default 200 with `{ ok: true }`. */
  answer?: (n: number) => Response | Promise<Response>;
  /** Time each answer takes, so overlapping requests would show. */
  latencyMs?: number;
};

/** Accepts row updates and counts how many were ever in flight at once. */
export function acceptUpdates(key: string, { answer, latencyMs = 5 }: UpdateOptions = {}) {
  const stats = { received: 0, inFlight: 0, maxInFlight: 0 };
  server.use(
    http.post(updateUrl(key), async () => {
      stats.received += 1;
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        await delay(latencyMs);
        return answer ? await answer(stats.received) : HttpResponse.json({ ok: true });
      } finally {
        stats.inFlight -= 1;
      }
    }),
  );
  return stats;
}

/** A promise a test resolves by hand: holds a request open until the test lets it answer. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Accepts row updates, holding the first one open until `release()`: a save caught mid-way. */
export function holdFirstUpdate(key: string) {
  const first = deferred();
  acceptUpdates(key, {
    latencyMs: 0,
    answer: async (n) => {
      if (n === 1) await first.promise;
      return HttpResponse.json({});
    },
  });
  return { release: () => first.resolve() };
}
