// Remembers what the token check said about each ID token for a short while. The check calls
// Firebase (revocation and disabled account); a dashboard sends several calls per screen with the
// same token, and each must not cost a round trip to Google.
import { createHash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from '../deps';

export const VERDICT_TTL_MS = 60_000;
export const MAX_VERDICTS = 10_000;

export type VerdictCacheOptions = {
  /** How long a verdict is reused at most (never past the token's own expiry). */
  ttlMs?: number;
  /** The oldest verdict makes room beyond this many. */
  maxEntries?: number;
  now?: () => number;
};

type Entry = { verdict: VerifiedToken; until: number };

// Keyed by a hash: the memory of the server never holds a usable token.
const keyOf = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');

/**
 * Wraps a verifier. Only accepted tokens are remembered (a rejection is rare and must not stick
 * when Firebase was only briefly unreachable). `forget(uid)` drops that account's verdicts at once.
 * `standings` is never remembered: the open streams' recheck asks it to learn what changed.
 */
export function cachingVerifier(
  inner: TokenVerifier,
  { ttlMs = VERDICT_TTL_MS, maxEntries = MAX_VERDICTS, now = Date.now }: VerdictCacheOptions = {},
): TokenVerifier {
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };
  const keysByUid = new Map<string, Set<string>>();
  // Bumped by every forget: a check that started before it must not store a now-stale verdict.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUid.get(entry.verdict.uid);
    keys?.delete(key);
    if (keys?.size === 0) keysByUid.delete(entry.verdict.uid);
  };

  const store = (key: string, verdict: VerifiedToken) => {
    const until = Math.min(now() + ttlMs, verdict.expiresAt ?? Infinity);
    if (until <= now()) return;
    drop(key);
    // Map order is insertion order: the first key is the oldest verdict.
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries) break;
      drop(oldest);
    }
    entries.set(key, { verdict, until });
    const keys = keysByUid.get(verdict.uid) ?? new Set<string>();
    keys.add(key);
    keysByUid.set(verdict.uid, keys);
  };

  return {
    async verify(idToken) {
      const key = keyOf(idToken);
      const cached = entries.get(key);
      if (cached && cached.until > now()) {
        stats.hits++;
        return cached.verdict;
      }
      stats.misses++;
      if (cached) drop(key);
      const startedAt = generation;
      const verdict = await inner.verify(idToken);
      if (generation === startedAt) store(key, verdict);
      return verdict;
    },
    forget(uid) {
      generation++;
      for (const key of [...(keysByUid.get(uid) ?? [])]) drop(key);
      inner.forget(uid);
    },
    standings: (uids) => inner.standings(uids),
    cacheStats: () => ({ ...stats }),
  };
}
