// Old changes of the feed are pruned by the API processes themselves: each asks when it starts and
// every hour after; the database runs it at most hourly whoever asks
// (server/db/peticiones/changeFeed.ts).
import type { FastifyBaseLogger } from 'fastify';
import { pruneChanges, PRUNE_INTERVAL_MS } from '../db/peticiones/changeFeed';
import type { Database } from '../db/engine/open';

/**
 * Starts pruning; returns the function that stops it. A prune under way then is not waited for: a
 * stopping server must not wait on a database that no longer answers, and a prune cut short by the
 * database closing is rolled back and done by the next one.
 */
export function startFeedPruning(db: Database, log: FastifyBaseLogger): () => void {
  const prune = () =>
    void pruneChanges(db).catch((error: unknown) =>
      log.warn({ err: error }, 'cannot prune old changes'),
    );
  prune();
  const timer = setInterval(prune, PRUNE_INTERVAL_MS);
  // A timer must not keep the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
