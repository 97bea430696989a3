import { expect, test } from '@playwright/test';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { SESSION_MAX_MS } from '../../server/http/sessionAge';
import { openStreams, type OpenStream } from '../../server/live/openStreams';

// The open events streams of one instance, checked again by driving the check itself: no timers.
const NOW = Date.UTC(2026, 10, 25, 12);
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const staff = (uid: string): VerifiedToken => ({
  uid,
  email: `${uid}@vasos.test`,
  staff: true,
  authTime: NOW - 60_000,
});
const failure = (code: string) => Object.assign(new Error(code), { code });

/** A verifier answering from a table, recording what it was asked and what it forgot. */
function verifier(answers: Record<string, VerifiedToken | Error>) {
  const asked: { token: string; fresh: boolean }[] = [];
  const forgotten: string[] = [];
  const tokens: TokenVerifier = {
    async verify(token, options) {
      asked.push({ token, fresh: options?.fresh === true });
      const answer = answers[token];
      if (!answer || answer instanceof Error) throw answer ?? failure('auth/argument-error');
      return answer;
    },
    forget: (uid) => void forgotten.push(uid),
  };
  return { tokens, asked, forgotten };
}

function stream(uid: string, token: string) {
  const opened = { uid, token, ended: 0, end: () => void opened.ended++ } satisfies OpenStream & {
    ended: number;
  };
  return opened;
}

test('a recheck asks Firebase afresh, once per token, and ends only the streams it refuses', async () => {
  const { tokens, asked, forgotten } = verifier({
    'ok-token': staff('ana'),
    'revoked-token': failure('auth/id-token-revoked'),
    'no-claim-token': { ...staff('luis'), staff: false },
    'old-token': { ...staff('eva'), authTime: NOW - SESSION_MAX_MS - 1 },
    'offline-token': failure('app/network-error'),
  });
  const streams = openStreams(tokens, silent, () => NOW);
  const ana = [stream('ana', 'ok-token'), stream('ana', 'ok-token')];
  const revoked = stream('pepe', 'revoked-token');
  const noClaim = stream('luis', 'no-claim-token');
  const old = stream('eva', 'old-token');
  const offline = stream('rosa', 'offline-token');
  for (const each of [...ana, revoked, noClaim, old, offline]) streams.add(each);

  await streams.recheck();

  expect(asked.filter(({ token }) => token === 'ok-token')).toEqual([
    { token: 'ok-token', fresh: true },
  ]);
  expect(asked.every(({ fresh }) => fresh)).toBe(true);
  expect([revoked, noClaim, old].map((each) => each.ended)).toEqual([1, 1, 1]);
  // Firebase out of reach says nothing about the person: the stream goes on.
  expect([...ana, offline].map((each) => each.ended)).toEqual([0, 0, 0]);
  expect(streams.size()).toBe(3);
  // Their other calls are refused at once too: the remembered verdicts are dropped.
  expect(forgotten.sort()).toEqual(['eva', 'luis', 'pepe']);

  // Ended streams are not asked about again.
  asked.length = 0;
  await streams.recheck();
  expect(asked.map(({ token }) => token).sort()).toEqual(['offline-token', 'ok-token']);
});

test('endFor ends at once every open stream of that person, and nobody else’s', () => {
  const streams = openStreams(verifier({}).tokens, silent, () => NOW);
  const mine = [stream('ana', 't1'), stream('ana', 't2')];
  const theirs = stream('luis', 't3');
  [...mine, theirs].forEach((each) => streams.add(each));
  streams.endFor('ana');
  expect(mine.map((each) => each.ended)).toEqual([1, 1]);
  expect(theirs.ended).toBe(0);
  expect(streams.size()).toBe(1);
  // A stream that ended on its own is forgotten: nothing to end later.
  const remove = streams.add(stream('eva', 't4'));
  remove();
  expect(streams.size()).toBe(1);
});
