import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { cachingVerifier } from '../../server/staff/verdictCache';

// A verifier that counts its calls and answers from a table, with a clock the test moves.
function setup(options: { maxEntries?: number } = {}) {
  let clock = 1_000_000;
  const answers = new Map<string, VerifiedToken | Error>();
  const calls: string[] = [];
  const standingsAsked: (readonly string[])[] = [];
  const inner: TokenVerifier = {
    async verify(token) {
      calls.push(token);
      const answer = answers.get(token);
      if (!answer || answer instanceof Error) throw answer ?? new Error('unknown token');
      return answer;
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
  return { cache, calls, standingsAsked, answers, token, advance: (ms: number) => (clock += ms) };
}

test('a token is checked once and its verdict reused for 60 s, then checked again', async () => {
  const { cache, calls, token, advance } = setup();
  const t = token('t', 'ana');
  await cache.verify(t);
  advance(59_999);
  expect((await cache.verify(t)).uid).toBe('ana');
  expect(calls).toEqual(['t']);
  advance(1);
  await cache.verify(t);
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
  answers.set('bad', Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }));
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
