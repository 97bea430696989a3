// A cached list that follows the requests' changes: RTK Query's lifecycle hooks for it, over the
// tab's one events stream (liveHub.ts). Sign-out and a session that ends clear the cache, which
// takes every list off the hub and so closes the stream.
import type { UnknownAction } from '@reduxjs/toolkit';
import { apiPaths, type PeticionEvent } from '../../../contract';
import { api } from '../api';
import type { AnswerMeta } from '../baseQuery';
import { config } from '../config';
import { getIdToken } from '../firebase';
import { followEventStream } from './eventStream';
import { createLiveHub, type LiveHub } from './liveHub';

type TagType = Parameters<typeof api.util.invalidateTags>[0][number];

// One hub per store (its dispatch stands for it): tests build many stores.
const hubs = new WeakMap<object, LiveHub>();
function hubOf(dispatch: object): LiveHub {
  let hub = hubs.get(dispatch);
  if (!hub) {
    hub = createLiveHub((handlers) =>
      followEventStream({
        ...handlers,
        url: config.apiUrl + apiPaths.peticionesEventos,
        getToken: () => getIdToken(),
      }),
    );
    hubs.set(dispatch, hub);
  }
  return hub;
}

/** What RTK Query hands a list's lifecycle hooks, as far as they are used here. */
type CacheLifecycle<Data> = {
  dispatch(action: UnknownAction): unknown;
  getCacheEntry(): { data?: Data };
  updateCachedData(recipe: (data: Data) => Data): unknown;
  cacheEntryRemoved: Promise<unknown>;
};
type QueryLifecycle<Fulfilled = { meta?: unknown }> = {
  dispatch(action: UnknownAction): unknown;
  queryFulfilled: Promise<Fulfilled>;
};

/**
 * Tells the hub a load of the list `name` started and, once it answers, the feed's position the
 * answer reflects (`positionOf` reads it): the hub then applies over it the changes it may miss.
 */
async function followLoad<Fulfilled>(
  name: string,
  lifecycle: QueryLifecycle<Fulfilled>,
  positionOf: (fulfilled: Fulfilled) => number | undefined,
) {
  const hub = hubOf(lifecycle.dispatch);
  const ticket = hub.loadStarted();
  let fulfilled: Fulfilled;
  try {
    fulfilled = await lifecycle.queryFulfilled;
  } catch {
    return; // A failed load changes nothing in the cache.
  }
  hub.loaded(name, ticket, positionOf(fulfilled));
}

export type ListFollowing<Data> = {
  /** The list's name on the hub: one cache entry per name. */
  name: string;
  /** The list after changes, or the very same list when they change nothing in it. */
  applyEvents(data: Data, events: readonly PeticionEvent[]): Data;
  /** The list's tag: invalidating it loads the list again. */
  tag: TagType;
};

/** `onCacheEntryAdded` and `onQueryStarted` for a list that follows the changes. */
export function followList<Data>({ name, applyEvents, tag }: ListFollowing<Data>) {
  return {
    async onCacheEntryAdded(_arg: unknown, lifecycle: CacheLifecycle<Data>) {
      const leave = hubOf(lifecycle.dispatch).join(name, {
        apply(events) {
          const data = lifecycle.getCacheEntry().data;
          if (data === undefined) return;
          const next = applyEvents(data, events);
          if (next !== data) lifecycle.updateCachedData(() => next);
        },
        reload: () => lifecycle.dispatch(api.util.invalidateTags([tag])),
      });
      await lifecycle.cacheEntryRemoved;
      leave();
    },
    onQueryStarted: (_arg: unknown, lifecycle: QueryLifecycle) =>
      followLoad(name, lifecycle, ({ meta }) => (meta as AnswerMeta | undefined)?.position),
  };
}

/**
 * `onCacheEntryAdded` and `onQueryStarted` for what no change can be applied to in place (sums,
 * an order over every request): any change loads it again, through its tag. Only the cache
 * entries `follows` picks join (one is enough: the tag reloads every entry).
 */
export function followByReload<Arg>({
  name,
  tag,
  follows,
}: {
  name: string;
  tag: TagType;
  follows: (arg: Arg) => boolean;
}) {
  const following = followList<unknown>({
    name,
    tag,
    applyEvents: (data, events) => {
      const reload = reloads.values().next().value;
      if (events.length && reload) queueMicrotask(reload);
      return data;
    },
  });
  // The tag reloads every entry: the reload of any entry still in the cache will do.
  const reloads = new Set<() => void>();
  return {
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheLifecycle<unknown>) {
      if (!follows(arg)) return;
      const reload = () => void lifecycle.dispatch(api.util.invalidateTags([tag]));
      reloads.add(reload);
      await following.onCacheEntryAdded(arg, lifecycle);
      reloads.delete(reload);
    },
    async onQueryStarted(arg: Arg, lifecycle: QueryLifecycle) {
      if (follows(arg)) await following.onQueryStarted(arg, lifecycle);
    },
  };
}

/**
 * `onCacheEntryAdded` and `onQueryStarted` for an answer read again only when a change concerns
 * it (`concerns`, given the entry's argument, its data and the changes). Its data carries the
 * feed's `position` it reflects, as the lists' answers do.
 */
export function followByReloadWhen<Arg, Data extends { position?: number }>({
  name,
  tag,
  concerns,
}: {
  name: string;
  tag: TagType;
  concerns: (arg: Arg, data: Data, events: readonly PeticionEvent[]) => boolean;
}) {
  return {
    async onCacheEntryAdded(arg: Arg, lifecycle: CacheLifecycle<Data>) {
      const reload = () => void lifecycle.dispatch(api.util.invalidateTags([tag]));
      const leave = hubOf(lifecycle.dispatch).join(name, {
        apply(events) {
          const data = lifecycle.getCacheEntry().data;
          if (data !== undefined && concerns(arg, data, events)) reload();
        },
        reload,
      });
      await lifecycle.cacheEntryRemoved;
      leave();
    },
    onQueryStarted: (_arg: Arg, lifecycle: QueryLifecycle<{ data: Data }>) =>
      followLoad(name, lifecycle, ({ data }) => data.position),
  };
}
