import { expect, test } from '@playwright/test';
import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { recheckAccess } from '../../server/live/accessRecheck';

// An open events stream checks its token again as time goes by: the person's later calls would
// be refused, so the stream must end too. No database: the checking alone.
const EVERY_MS = 20;

function verifier(answer: () => Promise<VerifiedToken>) {
  const calls: string[] = [];
  const tokens: TokenVerifier = {
    verify: (token) => (calls.push(token), answer()),
    forget: () => {},
  };
  return { tokens, calls };
}

const staff: VerifiedToken = { uid: 'u1', email: 'a@vasos.test', staff: true };
const failure = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

test('a stream whose token is still a staff member’s goes on, its token checked again and again', async () => {
  const { tokens, calls } = verifier(async () => staff);
  let refused = 0;
  const stop = recheckAccess('token-1', tokens, () => refused++, EVERY_MS);
  try {
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls)).toEqual(new Set(['token-1']));
    expect(refused).toBe(0);
  } finally {
    stop();
  }
});

test('a token revoked or expired, or the staff claim removed, ends the stream', async () => {
  for (const answer of [
    () => failure('auth/id-token-revoked'),
    () => failure('auth/id-token-expired'),
    async () => ({ ...staff, staff: false }),
  ]) {
    let refused = 0;
    const stop = recheckAccess('token-1', verifier(answer).tokens, () => refused++, EVERY_MS);
    try {
      await expect.poll(() => refused).toBeGreaterThan(0);
    } finally {
      stop();
    }
  }
});

test('Firebase out of reach says nothing about the person: the stream goes on', async () => {
  const { tokens, calls } = verifier(() => failure('app/network-error'));
  let refused = 0;
  const stop = recheckAccess('token-1', tokens, () => refused++, EVERY_MS);
  try {
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(3);
    expect(refused).toBe(0);
  } finally {
    stop();
  }
});
