import { createHash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { cachingVerifier, keyOf } from '../../server/staff/verdictCache';

// A verifier that counts its calls and answers from a table, with a clock the test moves.
function setup(options: { maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const answers = new Map<string, VerifiedToken | Error>();
  const calls: string[] = [];
  // While held, each check waits for release() before it answers.
  let gate: Promise<void> | undefined;
  const checks: Promise<unknown>[] = [];
  const standingsAsked: (readonly string[])[] = [];
  const inner: TokenVerifier = {
    verify(token) {
      calls.push(token);
      const held = gate;
      const answered = (async () => {
        if (held) await held;
        const answer = answers.get(token);
        if (!answer || answer instanceof Error) throw answer ?? new Error('unknown token');
        return answer;
      })();
      // The cache hangs its handlers on this promise before the test can: once it settles and
      // the test's turn comes, the cache has stored or dropped the verdict.
      checks.push(answered);
      return answered;
    },
    forget() {},
    async standings(uids) {
      standingsAsked.push(uids);
      return new Map();
    },
  };
  const cache = cachingVerifier(inner, { ttlMs: 60_000, now: () => clock, ...options });
  const token = (name: string, uid: string, expiresAt = clock + 3_600_000) => {
    answers.set(name, { uid, email: `${uid}@vasos.test`, staff: true, expiresAt });
    return name;
  };
  const holdChecks = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return {
      release: () => {
        gate = undefined;
        release();
      },
      // Every check has answered, and its verdict is stored or dropped.
      settled: () => Promise.allSettled(checks),
    };
  };
  const advance = (ms: number) => (clock += ms);
  return { cache, calls, standingsAsked, answers, token, advance, holdChecks };
}

test('a verdict not reused after its first 30 s is kept 60 s, then the token is checked again', async () => {
  const { cache, calls, token, advance } = setup();
  const t = token('t', 'ana');
  await cache.verify(t);
  advance(29_999);
  expect((await cache.verify(t)).uid).toBe('ana');
  expect(calls).toEqual(['t']);
  advance(30_001);
  await cache.verify(t);
  expect(calls).toEqual(['t', 't']);
});

test('a verdict in use is checked again in the background from 30 s: no call waits for the provider', async () => {
  const { cache, calls, token, advance, holdChecks } = setup();
  const t = token('t', 'ana');
  await cache.verify(t);
  advance(30_000);
  const held = holdChecks();
  // Answered at once from the verdict it has, while the new check is under way.
  expect((await cache.verify(t)).uid).toBe('ana');
  expect((await cache.verify(t)).uid).toBe('ana');
  expect(calls).toEqual(['t', 't']);
  held.release();
  await held.settled();
  // The new verdict counts from that check: 60 s after the first one, the call is answered at
  // once again (the checks held), and the token checked once more behind it.
  advance(30_000);
  const heldAgain = holdChecks();
  expect((await cache.verify(t)).uid).toBe('ana');
  expect(calls).toEqual(['t', 't', 't']);
  heldAgain.release();
});

/** The provider's refusal of a token revoked. */
const revoked = () => Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });

/**
 * A verdict on token `t` 30 s old, the token revoked since, and a call that answered from the
 * verdict while its background check is held.
 */
async function revokedWhileInUse() {
  const checked = setup();
  const t = checked.token('t', 'ana');
  await checked.cache.verify(t);
  checked.advance(30_000);
  checked.answers.set('t', revoked());
  const held = checked.holdChecks();
  await checked.cache.verify(t);
  return { ...checked, t, held };
}

test('a background check that finds the token revoked drops the verdict: the next call is refused', async () => {
  const { cache, calls, t, held } = await revokedWhileInUse();
  held.release();
  await held.settled();
  await expect(cache.verify(t)).rejects.toThrow('revoked');
  expect(calls).toEqual(['t', 't', 't']);
});

test('a background check slower than the verdict leaves no verdict past 60 s: the call waits for it', async () => {
  const { cache, calls, advance, t, held } = await revokedWhileInUse();
  advance(30_000);
  // The verdict is 60 s old: this call joins the check under way and gets its refusal.
  const late = cache.verify(t);
  held.release();
  await expect(late).rejects.toThrow('revoked');
  expect(calls).toEqual(['t', 't']);
});

test('a verdict is never reused past the token expiry', async () => {
  const { cache, calls, token, advance } = setup();
  const t = token('t', 'ana', 1_000_000 + 10_000);
  await cache.verify(t);
  advance(9_999);
  await cache.verify(t);
  expect(calls).toHaveLength(1);
  advance(1);
  await cache.verify(t);
  expect(calls).toHaveLength(2);
});

test('a rejection is not remembered: the next call asks again', async () => {
  const { cache, calls, answers } = setup();
  answers.set('bad', revoked());
  await expect(cache.verify('bad')).rejects.toThrow('revoked');
  await expect(cache.verify('bad')).rejects.toThrow('revoked');
  expect(calls).toEqual(['bad', 'bad']);
});

test('forget(uid) drops every verdict of that account and no other', async () => {
  const { cache, calls, token } = setup();
  const [a1, a2, b] = [token('a1', 'ana'), token('a2', 'ana'), token('b', 'bea')];
  for (const t of [a1, a2, b]) await cache.verify(t);
  cache.forget('ana');
  for (const t of [a1, a2, b]) await cache.verify(t);
  expect(calls).toEqual(['a1', 'a2', 'b', 'a1', 'a2']);
});

test('a check that was under way when the account was forgotten does not store its verdict', async () => {
  const { cache, calls, token } = setup();
  const t = token('t', 'ana');
  const pending = cache.verify(t);
  cache.forget('ana');
  await pending;
  await cache.verify(t);
  expect(calls).toEqual(['t', 't']);
});

test('the cache holds at most maxEntries verdicts, dropping the oldest first', async () => {
  const { cache, calls, token } = setup({ maxEntries: 2 });
  const [t1, t2, t3] = [token('t1', 'u1'), token('t2', 'u2'), token('t3', 'u3')];
  for (const t of [t1, t2, t3]) await cache.verify(t);
  await cache.verify(t3);
  await cache.verify(t2);
  expect(calls).toEqual(['t1', 't2', 't3']);
  await cache.verify(t1);
  expect(calls).toEqual(['t1', 't2', 't3', 't1']);
});

test('how accounts stand is asked of the provider every time, never remembered', async () => {
  const { cache, standingsAsked } = setup();
  await cache.standings(['ana', 'luis']);
  await cache.standings(['ana']);
  expect(standingsAsked).toEqual([['ana', 'luis'], ['ana']]);
});

test('a call after forget(uid) does not join a check that began before it', async () => {
  const { cache, calls, token, holdChecks } = setup();
  const t = token('t', 'ana');
  const held = holdChecks();
  const before = cache.verify(t);
  cache.forget('ana');
  const after = cache.verify(t);
  held.release();
  await Promise.all([before, after]);
  expect(calls).toEqual(['t', 't']);
});

test("a verdict's key is the token's SHA-256 in base64url, never the token", () => {
  const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJhbmEifQ.c2lnbmF0dXJl';
  const key = keyOf(idToken);
  expect(key).toBe(createHash('sha256').update(idToken).digest('base64url'));
  expect(key).not.toContain(idToken.slice(0, 20));
});
