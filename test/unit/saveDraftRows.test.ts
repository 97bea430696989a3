import { waitFor } from '@testing-library/react';
import {
  selectDraftRow,
  selectHasUnsavedEdits,
  selectSaveProgress,
} from '../../src/features/precios/drafts/draftsSelectors';
import { saveDraftRows } from '../../src/features/precios/save/saveDraftRows';
import { SAVED_ROWS_FLUSH_MS } from '../../src/features/precios/save/savedRowsBatch';
import {
  acceptUpdates,
  SERIGRAFIA_KEY,
  serigrafiaRows,
  serveTable,
  updateUrl,
} from '../support/preciosFixtures';
import { closeOpenTables, editCell, storeWithOpenTable } from '../support/priceStores';
import { HttpResponse, recordRequests, server } from '../support/server';

const T = SERIGRAFIA_KEY;
const OK = 'Datos guardados con éxito';
const FAILED = 'Error al guardar los datos';

afterEach(closeOpenTables);

/** Requests and alerts in the order they happened. */
function timeline() {
  const events: string[] = [];
  server.events.on('request:start', ({ request }) => {
    events.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  jest.mocked(window.alert).mockImplementation((message) => {
    events.push(`alert ${String(message)}`);
  });
  return events;
}

const POST = `POST /api/admin/tablas/${T}/update`;
const GET = `GET /api/admin/tablas/${T}`;

describe('saveDraftRows', () => {
  it('posts every row in table order, strictly one at a time, with the whole row as body', async () => {
    const store = await storeWithOpenTable();
    editCell(store, 2, 'coste', '2.5');
    const stats = acceptUpdates(T, { latencyMs: 15 });
    serveTable(T, serigrafiaRows(3));
    const requests = recordRequests();

    const result = await store.dispatch(saveDraftRows(T));

    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(stats.maxInFlight).toBe(1);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(Array(3).fill(updateUrl(T)));
    expect(posts.map((r) => r.body)).toEqual([
      { id: 1, cantidad: 100, coste: 1, venta_real: 2 },
      { id: 2, cantidad: 200, coste: 2.5, venta_real: 4 },
      { id: 3, cantidad: 300, coste: 3, venta_real: 6 },
    ]);
  });

  it('reports its progress row by row, at most a batch interval after each answer', async () => {
    const store = await storeWithOpenTable();
    const step = () => {
      const { status, done, total } = selectSaveProgress(store.getState(), T);
      return `${status} ${done}/${total}`;
    };
    // Read as each row is answered, a batch interval after it reached the server: the rows before
    // it are counted. (The store hears of saved rows in batches, not once per row.)
    const stepsWhenSent: string[] = [];
    acceptUpdates(T, {
      latencyMs: SAVED_ROWS_FLUSH_MS + 50,
      answer: () => {
        stepsWhenSent.push(step());
        return HttpResponse.json({ ok: true });
      },
    });
    serveTable(T, serigrafiaRows(3));
    expect(step()).toBe('idle 0/0');

    await store.dispatch(saveDraftRows(T));

    expect(stepsWhenSent).toEqual(['saving 0/3', 'saving 1/3', 'saving 2/3']);
    expect(step()).toBe('succeeded 3/3');
  });

  it('on success alerts, marks the drafts saved, then reloads the table exactly once', async () => {
    const store = await storeWithOpenTable();
    editCell(store, 1, 'coste', '4');
    acceptUpdates(T);
    let unsavedWhenReloaded: boolean | undefined;
    serveTable(T, () => {
      unsavedWhenReloaded = selectHasUnsavedEdits(store.getState(), T);
      return HttpResponse.json({ data: [{ id: 1, cantidad: 100, coste: 4, venta_real: 2 }] });
    });
    const events = timeline();

    await store.dispatch(saveDraftRows(T));

    expect(selectDraftRow(store.getState(), T, 1)).toEqual({
      id: 1,
      loaded: { id: 1, cantidad: 100, coste: 4, venta_real: 2 },
      edits: {},
    });
    await waitFor(() => expect(selectDraftRow(store.getState(), T, 2)).toBeUndefined());
    // Give a second, unwanted reload every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual([POST, POST, POST, `alert ${OK}`, GET]);
    expect(unsavedWhenReloaded).toBe(false);
    expect(selectSaveProgress(store.getState(), T).status).toBe('succeeded');
  });

  it('stops at the first failure, keeps every unsaved draft and alerts once, without reloading', async () => {
    const store = await storeWithOpenTable();
    editCell(store, 1, 'coste', '7');
    editCell(store, 3, 'venta_real', '9');
    const stats = acceptUpdates(T, {
      answer: (n) => (n === 2 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({})),
    });
    const events = timeline();

    const result = await store.dispatch(saveDraftRows(T));

    expect(result.meta.requestStatus).toBe('rejected');
    expect(stats.received).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([POST, POST, `alert ${FAILED}`]);
    const state = store.getState();
    // Row 1 was stored before row 2 failed: it is saved, no longer unsaved; row 3 still is.
    expect(selectDraftRow(state, T, 1)).toMatchObject({ loaded: { coste: 7 }, edits: {} });
    expect(selectDraftRow(state, T, 3)?.edits).toEqual({ venta_real: '9' });
    expect(selectSaveProgress(state, T)).toEqual({ status: 'failed', done: 1, total: 3 });

    // Guardar again retries every row.
    const retry = acceptUpdates(T);
    serveTable(T, serigrafiaRows(3));
    await store.dispatch(saveDraftRows(T));
    expect(retry.received).toBe(3);
    expect(window.alert).toHaveBeenLastCalledWith(OK);
  });

  it('counts a network error as a failure', async () => {
    const store = await storeWithOpenTable();
    acceptUpdates(T, { answer: () => HttpResponse.error() });
    await store.dispatch(saveDraftRows(T));
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith(FAILED);
  });

  it('accepts a plain-text success answer', async () => {
    const store = await storeWithOpenTable();
    acceptUpdates(T, { answer: () => HttpResponse.text('OK') });
    serveTable(T, serigrafiaRows(3));
    await store.dispatch(saveDraftRows(T));
    expect(window.alert).toHaveBeenCalledWith(OK);
  });
});
