import type { PeticionEvent } from '../../contract';
import { KEPT_CHANGES } from '../../src/services/live/changeLog';
import { createLiveHub, type StreamOpener } from '../../src/services/live/liveHub';

type Handlers = Parameters<StreamOpener>[0];

/** The hub's stream, played by the test: each connection and where it resumed from. */
function fakeStream() {
  const connections: { handlers: Handlers; from: number | undefined }[] = [];
  const open: StreamOpener = (handlers) => {
    connections.push({ handlers, from: handlers.resumeFrom() });
    handlers.onOpen(false, handlers.resumeFrom() !== undefined);
    return new Promise<void>((resolve) =>
      handlers.signal.addEventListener('abort', () => resolve()),
    );
  };
  const current = () => connections.at(-1)!.handlers;
  return {
    open,
    connections,
    send: (event: PeticionEvent, position?: number) => current().onEvent(event, position),
    /** Lost and opened again, resuming from where the hub says. */
    reconnect() {
      const handlers = current();
      handlers.onOpen(true, handlers.resumeFrom() !== undefined);
    },
  };
}

const released = (id: number): PeticionEvent => ({ type: 'released', id });

/** A list on the hub that records what it is given. */
function list() {
  const applied: number[] = [];
  const types: string[] = [];
  let reloads = 0;
  return {
    applied,
    types,
    reloads: () => reloads,
    handle: {
      apply: (events: readonly PeticionEvent[]) =>
        events.forEach((event) => {
          applied.push('peticion' in event ? event.peticion.id : event.id);
          types.push(event.type);
        }),
      reload: () => void reloads++,
    },
  };
}

/** A request taken, told as the API tells it: two events under one position. */
const takenPair = (id: number): PeticionEvent[] => [
  { type: 'removed', id, asignado: 'maria@vasos.test' },
  { type: 'assigned', peticion: { id } as never },
];

describe('one events stream for every list of the tab', () => {
  it('opens from the first answer, and gives each list the changes after its own position, once', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    hub.join('home', home.handle);
    expect(stream.connections).toHaveLength(0);
    hub.loaded('home', hub.loadStarted(), 10);
    expect(stream.connections.map((c) => c.from)).toEqual([10]);

    stream.send(released(11), 11);
    stream.send(released(11), 11); // the same change again: applied once
    stream.send(released(9), 9); // already in the answer
    stream.send(released(12), 12);
    expect(home.applied).toEqual([11, 12]);
  });

  it('a change told as two events under one position reaches each list whole, and once', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    const board = list();
    const late = list();
    hub.join('home', home.handle);
    hub.join('board', board.handle);
    hub.join('late', late.handle);
    hub.loaded('home', hub.loadStarted(), 10);
    const pair = takenPair(11);
    pair.forEach((event) => stream.send(event, 11));
    // Sent again (a stream started again from further back): nothing more.
    pair.forEach((event) => stream.send(event, 11));
    expect(home.types).toEqual(['removed', 'assigned']);
    // An answer at 11 holds the whole change; one at 10 takes both events from the log.
    hub.loaded('board', hub.loadStarted(), 11);
    hub.loaded('late', hub.loadStarted(), 10);
    expect(board.types).toEqual(['removed', 'assigned']); // as they arrived, before its answer
    board.types.length = 0;
    expect(late.types).toEqual(['removed', 'assigned', 'removed', 'assigned']);
    takenPair(12).forEach((event) => stream.send(event, 12));
    expect(board.types).toEqual(['removed', 'assigned']);
  });

  it('a list loaded while the stream runs gets, from the log, the changes after its answer', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    const board = list();
    hub.join('home', home.handle);
    hub.join('board', board.handle);
    const ticket = hub.loadStarted();
    hub.loaded('home', ticket, 10);
    // Arrives while the board's list is still on its way: it has no data yet.
    stream.send(released(11), 11);
    stream.send(released(12), 12);
    board.applied.length = 0;
    // Its answer was read after change 11 and before change 12.
    hub.loaded('board', ticket, 11);
    expect(board.applied).toEqual([12]);
    stream.send(released(13), 13);
    expect(board.applied).toEqual([12, 13]);
    expect(home.applied).toEqual([11, 12, 13]);
    expect(stream.connections).toHaveLength(1);
  });

  it('an answer older than where the stream began starts the stream again from it', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    const board = list();
    hub.join('home', home.handle);
    hub.join('board', board.handle);
    hub.loaded('home', hub.loadStarted(), 10);
    stream.send(released(11), 11);
    hub.loaded('board', hub.loadStarted(), 8);
    expect(stream.connections.map((c) => c.from)).toEqual([10, 8]);
    // The new connection sends 9, 10 and 11 again: the board takes them, home only what is new.
    board.applied.length = 0;
    [9, 10, 11, 12].forEach((position) => stream.send(released(position), position));
    expect(board.applied).toEqual([9, 10, 11, 12]);
    expect(home.applied).toEqual([11, 12]);
  });

  it('resumes a lost stream from the last change received, without reloading anything', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    hub.join('home', home.handle);
    hub.loaded('home', hub.loadStarted(), 3);
    stream.send(released(4), 4);
    stream.reconnect();
    expect(stream.connections[0]!.handlers.resumeFrom()).toBe(4);
    expect(home.reloads()).toBe(0);
  });

  it('a reset reloads every list once, and changes from then on reach each until its answer', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    const board = list();
    hub.join('home', home.handle);
    hub.join('board', board.handle);
    hub.loaded('home', hub.loadStarted(), 50);
    hub.loaded('board', hub.loadStarted(), 50);
    stream.connections[0]!.handlers.onReset();
    expect([home.reloads(), board.reloads()]).toEqual([1, 1]);
    // The feed starts again lower (the API lost its positions): nothing is taken as already seen.
    stream.send(released(2), 2);
    expect(home.applied).toEqual([2]);
    // Home's reload answers at 2, the board's at 1: each takes only what is after its answer.
    hub.loaded('home', hub.loadStarted(), 2);
    hub.loaded('board', hub.loadStarted(), 1);
    stream.send(released(3), 3);
    expect(home.applied).toEqual([2, 3]);
    expect(board.applied).toEqual([2, 2, 3]);
    expect(stream.connections).toHaveLength(1);
  });

  it('without positions (an older API): replays what arrived during a load, and a lost stream reloads', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    hub.join('home', home.handle);
    hub.loaded('home', hub.loadStarted(), undefined);
    expect(stream.connections.map((c) => c.from)).toEqual([undefined]);
    const ticket = hub.loadStarted();
    stream.send(released(1));
    hub.loaded('home', ticket, undefined);
    expect(home.applied).toEqual([1, 1]);
    stream.reconnect();
    expect(home.reloads()).toBe(1);
  });

  it('a log that no longer reaches back to an answer starts the stream again from it', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    hub.join('home', list().handle);
    hub.loaded('home', hub.loadStarted(), 0);
    for (let position = 1; position <= KEPT_CHANGES * 2 + 1; position++) {
      stream.send(released(position), position);
    }
    const board = list();
    hub.join('board', board.handle);
    hub.loaded('board', hub.loadStarted(), 5);
    expect(stream.connections.map((c) => c.from)).toEqual([0, 5]);
  });

  it('a refused stream reloads every list; the last list to leave closes the stream', () => {
    const stream = fakeStream();
    const hub = createLiveHub(stream.open);
    const home = list();
    const board = list();
    const leaveHome = hub.join('home', home.handle);
    const leaveBoard = hub.join('board', board.handle);
    hub.loaded('home', hub.loadStarted(), 1);
    stream.connections[0]!.handlers.onRefused();
    expect([home.reloads(), board.reloads()]).toEqual([1, 1]);
    const { signal } = stream.connections[0]!.handlers;
    leaveHome();
    expect(signal.aborted).toBe(false);
    leaveBoard();
    expect(signal.aborted).toBe(true);
  });
});
