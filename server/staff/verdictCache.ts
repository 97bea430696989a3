// Remembers what the token check said about each ID token for a short while. The check calls
// Firebase (revocation and disabled account); a dashboard sends several calls per screen with the
// same token, and each must not cost a round trip to Google, nor wait for one while it is in use
// (docs/server.md, "Access").
import { hash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from '../deps';

export const VERDICT_TTL_MS = 60_000;
/** From this age on, a verdict still in use is checked again in the background. */
export const VERDICT_REFRESH_AFTER_MS = 30_000;
export const MAX_VERDICTS = 10_000;

export type VerdictCacheOptions = {
  /** How long a verdict is reused at most (never past the token's own expiry). */
  ttlMs?: number;
  /** The age from which a call that reuses a verdict also has it checked again, unawaited. */
  refreshAfterMs?: number;
  /** The oldest verdict makes room beyond this many. */
  maxEntries?: number;
  now?: () => number;
};

/** `checkedAt`: when the check that gave the verdict started, which its age counts from. */
type Entry = { verdict: VerifiedToken; checkedAt: number; until: number };
/** A check under way, and the forget generation it started in. */
type Check = { verdict: Promise<VerifiedToken>; generation: number };

// Keyed by a hash: the memory of the server never holds a usable token. Taken on every call: the
// one-shot `hash` costs half of a Hash object's update and digest (docs/server.md, "Access").
export const keyOf = (idToken: string) => hash('sha256', idToken, 'base64url');

/**
 * Wraps a verifier. Only accepted tokens are remembered (a rejection is rare and must not stick
 * when Firebase was only briefly unreachable). A verdict reused after `refreshAfterMs` is checked
 * again in the background: the check's answer replaces it (a refusal drops it, so the next call
 * is refused), and each verdict still counts from the start of the check that gave it, so none is
 * ever older than `ttlMs`. Calls for a token whose check is under way wait for that one check.
 * `forget(uid)` drops that account's verdicts at once. `standings` is never remembered: the open
 * streams' recheck asks it to learn what changed.
 */
export function cachingVerifier(
  inner: TokenVerifier,
  {
    ttlMs = VERDICT_TTL_MS,
    refreshAfterMs = VERDICT_REFRESH_AFTER_MS,
    maxEntries = MAX_VERDICTS,
    now = Date.now,
  }: VerdictCacheOptions = {},
): TokenVerifier {
  const entries = new Map<string, Entry>();
  const checks = new Map<string, Check>();
  const stats = { hits: 0, misses: 0 };
  const keysByUid = new Map<string, Set<string>>();
  // Bumped by every forget: a check that started before it must not store a now-stale verdict,
  // nor answer a call that came after it.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUid.get(entry.verdict.uid);
    keys?.delete(key);
    if (keys?.size === 0) keysByUid.delete(entry.verdict.uid);
  };

  const store = (key: string, verdict: VerifiedToken, checkedAt: number) => {
    const until = Math.min(checkedAt + ttlMs, verdict.expiresAt ?? Infinity);
    if (until <= now()) return;
    drop(key);
    // Map order is insertion order: the first key is the oldest verdict.
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries) break;
      drop(oldest);
    }
    entries.set(key, { verdict, checkedAt, until });
    const keys = keysByUid.get(verdict.uid) ?? new Set<string>();
    keys.add(key);
    keysByUid.set(verdict.uid, keys);
  };

  /** One check per token at a time; its verdict stored unless a forget came meanwhile. */
  const check = (key: string, idToken: string): Promise<VerifiedToken> => {
    const running = checks.get(key);
    if (running && running.generation === generation) return running.verdict;
    const startedIn = generation;
    const checkedAt = now();
    const verdict = inner.verify(idToken).then(
      (answer) => {
        if (generation === startedIn) store(key, answer, checkedAt);
        return answer;
      },
      (error: unknown) => {
        // Whatever went wrong, the last verdict is not trusted any longer: the next call asks.
        drop(key);
        throw error;
      },
    );
    const own: Check = { verdict, generation: startedIn };
    checks.set(key, own);
    const done = () => {
      if (checks.get(key) === own) checks.delete(key);
    };
    verdict.then(done, done);
    return verdict;
  };

  /** Worth checking again: old enough, and a new check would keep it longer than it is kept. */
  const dueForRefresh = (entry: Entry, at: number) =>
    at - entry.checkedAt >= refreshAfterMs &&
    Math.min(at + ttlMs, entry.verdict.expiresAt ?? Infinity) > entry.until;

  return {
    async verify(idToken) {
      const key = keyOf(idToken);
      const cached = entries.get(key);
      const at = now();
      if (cached && cached.until > at) {
        stats.hits++;
        // Not awaited: this call goes on with the verdict it has, which is still within its time.
        if (dueForRefresh(cached, at)) check(key, idToken).catch(() => {});
        return cached.verdict;
      }
      stats.misses++;
      if (cached) drop(key);
      return check(key, idToken);
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
