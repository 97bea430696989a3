import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../src/app/store';
import { rowsSaved } from '../../src/features/precios/drafts/draftsSlice';
import {
  createSavedRowsBatch,
  SAVED_ROWS_FLUSH_MS,
} from '../../src/features/precios/save/savedRowsBatch';
import { SERIGRAFIA_KEY } from '../support/preciosFixtures';

const T = SERIGRAFIA_KEY;
const row = (id: number) => ({ id, cantidad: id * 100, coste: id, venta_real: id * 2 });

function recordingDispatch() {
  const actions: UnknownAction[] = [];
  const dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return action;
  }) as unknown as AppDispatch;
  return { actions, dispatch };
}

const closePage = () => window.dispatchEvent(new Event('pagehide'));

function hidePage() {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a save’s batch of saved rows', () => {
  it('holds rows and progress, then dispatches them as one action after the interval', () => {
    const { actions, dispatch } = recordingDispatch();
    const batch = createSavedRowsBatch(dispatch, T);
    batch.progressed(1);
    batch.saved(1, row(1), 1);
    batch.progressed(2);
    batch.saved(2, row(2), 2);
    jest.advanceTimersByTime(SAVED_ROWS_FLUSH_MS - 1);
    expect(actions).toEqual([]);

    jest.advanceTimersByTime(1);
    expect(actions).toEqual([
      rowsSaved({
        table: T,
        saved: [
          { id: 1, stored: row(1) },
          { id: 2, stored: row(2) },
        ],
        done: 2,
      }),
    ]);
    batch.drop();
  });

  it('dispatches progress alone, and nothing when nothing changed', () => {
    const { actions, dispatch } = recordingDispatch();
    const batch = createSavedRowsBatch(dispatch, T);
    batch.progressed(3);
    jest.advanceTimersByTime(SAVED_ROWS_FLUSH_MS);
    batch.progressed(2); // a late count never moves the progress back
    jest.advanceTimersByTime(SAVED_ROWS_FLUSH_MS);
    expect(actions).toEqual([rowsSaved({ table: T, saved: [], done: 3 })]);
    batch.drop();
  });

  it('on close dispatches what it holds at once, and nothing after', () => {
    const { actions, dispatch } = recordingDispatch();
    const batch = createSavedRowsBatch(dispatch, T);
    batch.saved(1, row(1), 1);
    batch.close();
    expect(actions).toEqual([rowsSaved({ table: T, saved: [{ id: 1, stored: row(1) }], done: 1 })]);
    closePage();
    jest.advanceTimersByTime(SAVED_ROWS_FLUSH_MS * 2);
    expect(actions).toHaveLength(1);
  });

  it('on drop forgets what it holds', () => {
    const { actions, dispatch } = recordingDispatch();
    const batch = createSavedRowsBatch(dispatch, T);
    batch.saved(1, row(1), 1);
    batch.drop();
    closePage();
    jest.advanceTimersByTime(SAVED_ROWS_FLUSH_MS * 2);
    expect(actions).toEqual([]);
  });

  it('hands what every open batch holds to the store at once when the page is closed', () => {
    const { actions, dispatch } = recordingDispatch();
    const serigrafia = createSavedRowsBatch(dispatch, T);
    const vaso = createSavedRowsBatch(dispatch, 'vasos/200');
    serigrafia.saved(1, row(1), 1);
    vaso.progressed(4);
    closePage();
    expect(actions).toEqual([
      rowsSaved({ table: T, saved: [{ id: 1, stored: row(1) }], done: 1 }),
      rowsSaved({ table: 'vasos/200', saved: [], done: 4 }),
    ]);
    serigrafia.drop();
    vaso.drop();
  });

  it('hands what it holds to the store at once when the page is hidden, not when shown', () => {
    const { actions, dispatch } = recordingDispatch();
    const batch = createSavedRowsBatch(dispatch, T);
    batch.saved(1, row(1), 1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(actions).toEqual([]);
    hidePage();
    expect(actions).toEqual([rowsSaved({ table: T, saved: [{ id: 1, stored: row(1) }], done: 1 })]);
    batch.close();
  });
});
