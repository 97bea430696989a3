import { waitFor } from '@testing-library/react';
import { apiPaths, type Peticion } from '../../contract';
import { makeStore } from '../../src/app/store';
import { peticionesApi } from '../../src/features/peticiones/peticionesApi';
import { api } from '../../src/services/api';
import { DEMO_USER, fakeAuth } from '../support/fakeFirebase';
import { eventStreams, lastEventId } from '../support/eventStreams';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const peticion = (id: number, createdAt: string): Peticion => ({
  id,
  estado: 'nueva',
  asignado: false,
  peticiones: `Pedido ${id}`,
  cliente: { nombre: 'Lucía', telefono: '600 000 000' },
  fecha_evento: '2027-01-01',
  pais: 'España',
  codigo_postal: '28013',
  correo: null,
  origen: 'web',
  createdAt,
});

const loaded = [peticion(2, '2026-11-20T10:00:00.000Z'), peticion(1, '2026-11-19T10:00:00.000Z')];
const newest = peticion(3, '2026-11-21T10:00:00.000Z');

/** The list endpoint, answering `answers` in turn (the last one again after them). */
function serveList(...answers: Peticion[][]) {
  let calls = 0;
  server.use(
    http.get(apiUrl(apiPaths.peticionesSinAsignar), () =>
      HttpResponse.json({ data: answers[Math.min(calls++, answers.length - 1)] }),
    ),
  );
  return { calls: () => calls };
}

/** The list endpoint answering with positions: `answers` in turn (the last one again after). */
function servePositionedList(...answers: { data: Peticion[]; position: number }[]) {
  let calls = 0;
  server.use(
    http.get(apiUrl(apiPaths.peticionesSinAsignar), () =>
      HttpResponse.json(answers[Math.min(calls++, answers.length - 1)]),
    ),
  );
  return { calls: () => calls };
}

function followedList() {
  fakeAuth.setUser(DEMO_USER);
  const store = makeStore();
  const subscription = store.dispatch(
    peticionesApi.endpoints.getPeticionesSinAsignar.initiate(undefined),
  );
  const rows = () =>
    peticionesApi.endpoints.getPeticionesSinAsignar.select()(store.getState()).data;
  return { store, subscription, rows };
}

describe('the requests list follows the events stream', () => {
  it('applies `added` and `removed` to the cached list, other rows keeping their identity', async () => {
    serveList(loaded);
    const stream = eventStreams();
    const { rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const { request } = stream.connections[0]!;
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.url).toBe(apiUrl(apiPaths.peticionesEventos));
    const before = rows()!;

    stream.send({ type: 'added', peticion: newest });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 2, 1]));
    expect(rows()![1]).toBe(before[0]);
    expect(rows()![2]).toBe(before[1]);

    // Comments and events of other kinds change nothing; a change cut across chunks still counts.
    const removed = `event: peticion\r\ndata: ${JSON.stringify({ type: 'removed', id: 2, asignado: 'maria@vasos.test' })}\r\n\r\n`;
    stream.send(
      newest as never,
      ': keepalive\n\nevent: other\ndata: {}\n\n' + removed.slice(0, 20),
    );
    stream.send(newest as never, removed.slice(20));
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 1]));
    expect(rows()![1]).toBe(before[1]);
    subscription.unsubscribe();
  });

  it('applies again a change that arrived while a reload was under way, over its answer', async () => {
    let answerReload: (() => void) | undefined;
    let calls = 0;
    server.use(
      http.get(apiUrl(apiPaths.peticionesSinAsignar), async () => {
        if (++calls === 2) await new Promise<void>((resolve) => (answerReload = resolve));
        // The reload's answer was read before the change below: it still has request 2.
        return HttpResponse.json({ data: loaded });
      }),
    );
    const stream = eventStreams();
    const { store, rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    const reloading = store.dispatch(
      peticionesApi.endpoints.getPeticionesSinAsignar.initiate(undefined, { forceRefetch: true }),
    );
    await waitFor(() => expect(answerReload).toBeDefined());
    stream.send({ type: 'removed', id: 2, asignado: 'maria@vasos.test' });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([1]));
    answerReload!();
    await reloading.unwrap();
    expect(rows()!.map((row) => row.id)).toEqual([1]);
    reloading.unsubscribe();
    subscription.unsubscribe();
  });

  it('reconnects after a lost stream and then reloads the list once', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // the shortest wait: half a second
    const list = serveList(loaded, [newest, ...loaded]);
    const stream = eventStreams();
    const { rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(list.calls()).toBe(1);

    stream.end();
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 2, 1]));
    expect(list.calls()).toBe(2);
    // The new stream is followed as the first was.
    stream.send({ type: 'removed', id: 3, asignado: 'carlos@vasos.test' });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([2, 1]));
    expect(list.calls()).toBe(2);
    subscription.unsubscribe();
  });

  it('a stream refused twice (401) is given up; the list reload decides about the session', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const list = serveList(loaded);
    const stream = eventStreams(401);
    const requests = recordRequests();
    const { subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    // After the first refusal the list was loaded again through the app's usual call.
    expect(list.calls()).toBe(2);
    expect(requests.every((request) => request.url.endsWith(apiPaths.peticionesSinAsignar))).toBe(
      true,
    );
    subscription.unsubscribe();
  });

  it('stops following when the session is cleared (sign-out empties the cache)', async () => {
    serveList(loaded);
    const stream = eventStreams();
    const { store, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    const { signal } = stream.connections[0]!.request;
    expect(signal.aborted).toBe(false);
    store.dispatch(api.util.resetApiState());
    await waitFor(() => expect(signal.aborted).toBe(true));
    subscription.unsubscribe();
  });
});

describe('the requests list on an API that tells positions', () => {
  it("opens the stream from the answer's position: a change made before the stream opened still arrives", async () => {
    servePositionedList({ data: loaded, position: 40 });
    const stream = eventStreams();
    const { rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(lastEventId(stream.connections[0]!)).toBe('40');
    // Made after the list was read and before the stream opened: the API sends it on resuming.
    stream.sendAt(41, { type: 'removed', id: 2, asignado: 'maria@vasos.test' });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([1]));
    subscription.unsubscribe();
  });

  it('a lost stream resumes from the last change received and reloads nothing', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const list = servePositionedList({ data: loaded, position: 7 });
    const stream = eventStreams();
    const { rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.sendAt(8, { type: 'added', peticion: newest });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 2, 1]));
    stream.end();
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(lastEventId(stream.connections[1]!)).toBe('8');
    // Sent again by a resumed stream: applied once.
    stream.sendAt(8, { type: 'added', peticion: newest });
    stream.sendAt(9, { type: 'removed', id: 1, asignado: 'maria@vasos.test' });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 2]));
    expect(list.calls()).toBe(1);
    subscription.unsubscribe();
  });

  it('a reset reloads the list once, and the changes after its new answer are applied', async () => {
    const list = servePositionedList(
      { data: loaded, position: 900 },
      { data: [newest, ...loaded], position: 3 },
    );
    const stream = eventStreams();
    const { rows, subscription } = followedList();
    await subscription.unwrap();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.reset();
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([3, 2, 1]));
    expect(list.calls()).toBe(2);
    stream.sendAt(4, { type: 'removed', id: 3, asignado: 'maria@vasos.test' });
    await waitFor(() => expect(rows()!.map((row) => row.id)).toEqual([2, 1]));
    expect(list.calls()).toBe(2);
    expect(stream.connections).toHaveLength(1);
    subscription.unsubscribe();
  });
});
