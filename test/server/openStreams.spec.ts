import { expect, test } from '@playwright/test';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountStanding, TokenVerifier } from '../../server/deps';
import { SESSION_MAX_MS } from '../../server/http/access/sessionAge';
import { ACCESS_RECHECK_MS, openStreams, type OpenStream } from '../../server/live/openStreams';

// The open events streams of one instance, checked again by driving the check itself: no timers.
const NOW = Date.UTC(2026, 10, 25, 12);
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const staff: AccountStanding = { disabled: false, staff: true };
const failure = (code: string) => Object.assign(new Error(code), { code });

/** A provider answering from a table of accounts, recording what it was asked and forgot. */
function provider(accounts: Record<string, AccountStanding>) {
  const asked: (readonly string[])[] = [];
  const forgotten: string[] = [];
  let unreachable = false;
  const tokens: TokenVerifier = {
    verify: () => Promise.reject(failure('auth/argument-error')),
    forget: (uid) => void forgotten.push(uid),
    async standings(uids) {
      asked.push(uids);
      if (unreachable) throw failure('app/network-error');
      return new Map(uids.flatMap((uid) => (accounts[uid] ? [[uid, accounts[uid]]] : [])));
    },
  };
  return { tokens, asked, forgotten, goOffline: () => (unreachable = true) };
}

/** A stream of a sign-in a minute ago, its token valid for the hour. */
function stream(uid: string, token: OpenStream['token'] = {}) {
  const opened = {
    uid,
    token: { authTime: NOW - 60_000, expiresAt: NOW + 3_600_000, ...token },
    ended: 0,
    end: () => void opened.ended++,
  } satisfies OpenStream & { ended: number };
  return opened;
}

test('a recheck asks the provider once for every account with a stream open, however many streams and tokens, and ends only those it refuses', async () => {
  const { tokens, asked, forgotten } = provider({
    ana: staff,
    pepe: { ...staff, disabled: true },
    luis: { ...staff, staff: false },
    rosa: { ...staff, validSince: NOW - 30_000 },
  });
  const streams = openStreams(tokens, silent, () => NOW);
  // Ana in three tabs and on her phone (another token); the others in one each.
  const ana = [stream('ana'), stream('ana'), stream('ana'), stream('ana', { authTime: NOW - 5 })];
  const disabled = stream('pepe');
  const noClaim = stream('luis');
  const deleted = stream('eva');
  // Rosa's sessions were revoked 30 s ago: the one before it ends, the sign-in after it goes on.
  const revoked = stream('rosa');
  const signedInAgain = stream('rosa', { authTime: NOW - 10_000 });
  const all = [...ana, disabled, noClaim, deleted, revoked, signedInAgain];
  for (const each of all) streams.add(each);

  await streams.recheck();

  expect(asked).toHaveLength(1);
  expect([...asked[0]!].sort()).toEqual(['ana', 'eva', 'luis', 'pepe', 'rosa']);
  expect([disabled, noClaim, deleted, revoked].map((each) => each.ended)).toEqual([1, 1, 1, 1]);
  expect([...ana, signedInAgain].map((each) => each.ended)).toEqual([0, 0, 0, 0, 0]);
  expect(streams.size()).toBe(5);
  // Their other calls are refused at once too: the remembered verdicts are dropped.
  expect(forgotten.sort()).toEqual(['eva', 'luis', 'pepe', 'rosa']);

  // Ended streams are not asked about again.
  await streams.recheck();
  expect([...asked[1]!].sort()).toEqual(['ana', 'rosa']);
});

test('a token past its expiry or a session past 12 hours ends its stream, the provider out of reach or not; nothing else does then', async () => {
  const { tokens, goOffline, forgotten } = provider({ ana: staff, eva: staff });
  const streams = openStreams(tokens, silent, () => NOW);
  const expired = stream('ana', { expiresAt: NOW });
  const old = stream('eva', { authTime: NOW - SESSION_MAX_MS - 1 });
  const current = stream('ana');
  const unknown = stream('nadie');
  [expired, old, current, unknown].forEach((each) => streams.add(each));
  goOffline();

  await streams.recheck();

  expect([expired, old].map((each) => each.ended)).toEqual([1, 1]);
  // The provider out of reach says nothing about the people: their streams go on.
  expect([current, unknown].map((each) => each.ended)).toEqual([0, 0]);
  // A token that only expired says nothing about the account either.
  expect(forgotten).toEqual([]);
});

test('a stream opened while the provider answers waits for the next recheck', async () => {
  let answer!: () => void;
  const tokens: TokenVerifier = {
    ...provider({}).tokens,
    standings: (uids) =>
      new Promise((resolve) => (answer = () => resolve(new Map(uids.map((u) => [u, staff]))))),
  };
  const streams = openStreams(tokens, silent, () => NOW);
  streams.add(stream('ana'));
  const checking = streams.recheck();
  const late = stream('luis');
  streams.add(late);
  answer();
  await checking;
  expect(late.ended).toBe(0);
});

test('the accounts are asked about again often enough to end a stream within 5 s', () => {
  // Every ACCESS_RECHECK_MS, plus the provider's answer (docs/access.md).
  expect(ACCESS_RECHECK_MS).toBeLessThanOrEqual(4_000);
});

test('endFor ends at once every open stream of that person, and nobody else’s', () => {
  const streams = openStreams(provider({}).tokens, silent, () => NOW);
  const mine = [stream('ana'), stream('ana')];
  const theirs = stream('luis');
  [...mine, theirs].forEach((each) => streams.add(each));
  streams.endFor('ana');
  expect(mine.map((each) => each.ended)).toEqual([1, 1]);
  expect(theirs.ended).toBe(0);
  expect(streams.size()).toBe(1);
  // A stream that ended on its own is forgotten: nothing to end later.
  const remove = streams.add(stream('eva'));
  remove();
  expect(streams.size()).toBe(1);
});
