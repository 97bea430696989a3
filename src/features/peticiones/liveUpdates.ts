// The requests list follows the API's changes while it is in the cache: each change is applied to
// the cached list, and a lost stream, once back, reloads the list once. Sign-out and a session that
// ends clear the cache, which stops the stream.
import type { UnknownAction } from '@reduxjs/toolkit';
import { apiPaths, type PeticionEvent } from '../../../contract';
import { api } from '../../services/api';
import { config } from '../../services/config';
import { getIdToken } from '../../services/firebase';
import {
  applyPeticionEvents,
  createChangeLog,
  type ChangeLog,
  type PeticionRows,
} from './liveCache';
import { followLiveStream } from './liveStream';

/** What RTK Query hands the list's lifecycle hooks, as far as they are used here. */
type ListLifecycle = {
  dispatch(action: UnknownAction): unknown;
  getCacheEntry(): { data?: PeticionRows };
  updateCachedData(recipe: (rows: PeticionRows) => PeticionRows): unknown;
};

type CacheLifecycle = ListLifecycle & { cacheEntryRemoved: Promise<unknown> };
type QueryLifecycle = ListLifecycle & { queryFulfilled: Promise<unknown> };

// One log per store (its dispatch stands for it): tests build many stores.
const logs = new WeakMap<object, ChangeLog>();
function changeLogOf(dispatch: object): ChangeLog {
  let log = logs.get(dispatch);
  if (!log) logs.set(dispatch, (log = createChangeLog()));
  return log;
}

/** Applies changes to the cached list, if it has one yet (a reload replays what it missed). */
function applyToCache(lifecycle: ListLifecycle, events: readonly PeticionEvent[]) {
  const rows = lifecycle.getCacheEntry().data;
  if (!rows) return;
  const next = applyPeticionEvents(rows, events);
  if (next !== rows) lifecycle.updateCachedData(() => next);
}

const reload = (lifecycle: ListLifecycle) =>
  lifecycle.dispatch(api.util.invalidateTags(['Peticiones']));

/**
 * onCacheEntryAdded of the list: the stream opens together with the first load rather than after
 * it, so that a change made while the list travels is heard (and, arriving while a load is under
 * way, applied again over its answer: see replayDuringLoad).
 */
export async function followPeticionChanges(_arg: void, lifecycle: CacheLifecycle) {
  const abort = new AbortController();
  const log = changeLogOf(lifecycle.dispatch);
  const following = followLiveStream({
    url: config.apiUrl + apiPaths.peticionesEventos,
    getToken: () => getIdToken(),
    signal: abort.signal,
    onEvent(event) {
      log.record(event);
      applyToCache(lifecycle, [event]);
    },
    onOpen(again) {
      // Changes made while the stream was away reached nobody: the list is loaded again, once.
      if (again) reload(lifecycle);
    },
    onRefused: () => reload(lifecycle),
  });
  await lifecycle.cacheEntryRemoved;
  abort.abort();
  logs.delete(lifecycle.dispatch);
  await following;
}

/**
 * onQueryStarted of the list: a load answers with the list as the server read it, which may be
 * before changes that arrived while it was under way; those are applied again over the answer.
 */
export async function replayDuringLoad(_arg: void, lifecycle: QueryLifecycle) {
  const log = changeLogOf(lifecycle.dispatch);
  const start = log.last();
  try {
    await lifecycle.queryFulfilled;
  } catch {
    return; // A failed load changes nothing in the cache.
  }
  const missed = log.since(start);
  if (missed.length) applyToCache(lifecycle, missed);
}
