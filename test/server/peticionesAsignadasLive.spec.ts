import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type Peticion } from '../../contract';
import { pruneChanges } from '../../server/db/peticiones/changeFeed';
import { signIn } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { asMember, newColleague, type Member } from './support/colleague';
import { openEventStream, type OpenStream, type StreamChange } from './support/eventStream';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Every write of a taken request reaches open streams as the pair of events of the request as it
// now is, under its feed position; a stream resumed from a position misses nothing and repeats
// nothing. An API of this file's own (it writes), on the run's Auth Emulator: two staff members.
const START_TIMEOUT_MS = 90_000;

let api: InProcessApi;
let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  api = await startInProcessApi({ auth: 'emulator' });
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});
test.afterAll(async () => {
  await api?.close();
});

const calls = () => peticionesAsignadasCalls(api);

const streams: OpenStream[] = [];
async function openStream(lastEventId?: number | string): Promise<OpenStream> {
  const headers: Record<string, string> = { ...me.headers };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((block) => block.comment === 'connected');
  return stream;
}
test.afterEach(() => {
  streams.splice(0).forEach((stream) => stream.close());
});

async function written<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>) {
  const answer = await response;
  expect(answer.status()).toBeLessThan(300);
  return ((await answer.json()) as { data: T }).data;
}

/** The pair that says the request is taken, as it is. */
const takenPair = (peticion: AssignedPeticion) => [
  { type: 'removed', id: peticion.id, asignado: peticion.asignado },
  { type: 'assigned', peticion },
];

test('each write is the pair of the request as it now is, in position order', async ({
  request,
}) => {
  const stream = await openStream();
  const { post } = calls();
  const heard: StreamChange[] = [];
  const expectNext = async (events: unknown[]) => {
    const change = await stream.nextChange();
    expect(change.events).toEqual(events);
    if (heard.length) expect(change.position).toBeGreaterThan(heard.at(-1)!.position);
    heard.push(change);
  };

  const taken = await calls().takeOne(request, me.headers);
  await expectNext(takenPair(taken));

  const moved = await written<AssignedPeticion>(
    post(request, me.headers, apiPaths.etapa, taken.id, {
      etapa: 'presupuestada',
      version: taken.version,
    }),
  );
  await expectNext(takenPair(moved));

  // A note raises no version, but the request changed: its dialog shows one note more.
  await written(post(request, colleague.headers, apiPaths.notas, taken.id, { texto: 'Ojo' }));
  await expectNext(takenPair(moved));

  const followed = await written<AssignedPeticion>(
    post(request, me.headers, apiPaths.seguimiento, taken.id, {
      fecha: '2027-01-15',
      version: moved.version,
    }),
  );
  await expectNext(takenPair(followed));

  const handed = await written<AssignedPeticion>(
    post(request, me.headers, apiPaths.reasignar, taken.id, {
      asignado: colleague.email,
      version: followed.version,
    }),
  );
  await expectNext(takenPair(handed));

  const released = await written<Peticion>(
    post(request, colleague.headers, apiPaths.liberar, taken.id, { version: handed.version }),
  );
  await expectNext([
    { type: 'added', peticion: released },
    { type: 'released', id: taken.id },
  ]);
});

/** Moves a taken request one stage on, answering it as it is then. */
const moveOn = (request: APIRequestContext, peticion: AssignedPeticion, etapa: string) =>
  written<AssignedPeticion>(
    calls().post(request, me.headers, apiPaths.etapa, peticion.id, {
      etapa,
      version: peticion.version,
    }),
  );

test("a stream resumed from a list's position first sends the change made after the list was read, then the live ones, none twice", async ({
  request,
}) => {
  const taken = await calls().takeOne(request, me.headers);
  const { position } = await calls().assigned(request, me.headers);

  // Made while no stream follows: held by the feed until a stream resumes from the list.
  const moved = await moveOn(request, taken, 'presupuestada');
  const stream = await openStream(position);
  const missed = await stream.nextChange();
  expect(missed.position).toBeGreaterThan(position);
  expect(missed.events).toEqual(takenPair(moved));

  const live = await moveOn(request, moved, 'aceptada');
  const next = await stream.nextChange();
  expect(next.events).toEqual(takenPair(live));
  expect(next.position).toBeGreaterThan(missed.position);
  const ids = stream.blocks.filter((block) => block.id).map((block) => Number(block.id));
  expect(ids).toEqual([missed.position, missed.position, next.position, next.position]);
});

test('a resumed stream sends each request once, at its latest change, in position order', async ({
  request,
}) => {
  const [first, second] = [
    await calls().takeOne(request, me.headers),
    await calls().takeOne(request, me.headers),
  ];
  const { position } = await calls().unassigned(request, me.headers);
  const firstMoved = await moveOn(request, first, 'presupuestada');
  const secondMoved = await moveOn(request, second, 'presupuestada');
  const firstAgain = await moveOn(request, firstMoved, 'aceptada');

  const stream = await openStream(position);
  const [one, two] = [await stream.nextChange(), await stream.nextChange()];
  expect(one.events).toEqual(takenPair(secondMoved));
  expect(two.events).toEqual(takenPair(firstAgain));
  expect(two.position).toBeGreaterThan(one.position);
});

test('a position older than the changes kept, newer than any given, or no position at all: `reset`, then live', async ({
  request,
}) => {
  const { position } = await calls().assigned(request, me.headers);
  let current = await calls().takeOne(request, me.headers);
  // Every change so far a week old, and pruned: the list's position is before what is kept.
  await api.db.query(`UPDATE peticion_changes SET at = at - interval '8 days'`);
  await api.db.query(`UPDATE peticion_feed SET pruned_at = '-infinity'`);
  await pruneChanges(api.db);

  for (const lastEventId of [position, position + 1_000_000, 'ayer']) {
    const stream = await openStream(lastEventId);
    const first = await stream.next((block) => block.event !== undefined);
    expect(first, String(lastEventId)).toEqual({ event: 'reset', data: '{}' });
    current = await moveOn(
      request,
      current,
      current.estado === 'asignada' ? 'presupuestada' : 'asignada',
    );
    expect((await stream.nextChange()).events).toEqual(takenPair(current));
  }
});
