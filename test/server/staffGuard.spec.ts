import { expect, test } from '@playwright/test';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/db/prepare';
import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { fakeUsers } from '../support/stack/fakeServerAuth';

// The guard alone, in process: what each kind of verifier answer becomes.
const answers: Record<string, VerifiedToken | { code: string }> = {
  staff: { uid: 'u-staff', email: 'staff@vasos.test', staff: true },
  stranger: { uid: 'u-stranger', email: 'x@example.com', staff: false },
  revoked: { code: 'auth/id-token-revoked' },
  offline: { code: 'app/network-error' },
};

const verifier: TokenVerifier = {
  async verify(token) {
    const answer = answers[token];
    if (!answer) throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
    if ('code' in answer) throw Object.assign(new Error(answer.code), answer);
    return answer;
  },
  forget() {},
  standings: async () => new Map(),
};

test('staff 200, no claim 403, revoked 401, Firebase unreachable 503: always { error }', async () => {
  const db = await prepareDatabase('memory');
  const app = await buildApp({ db, tokens: verifier, users: fakeUsers(), corsOrigins: [] });
  try {
    const call = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/peticiones/sinasignar',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call('staff')).statusCode).toBe(200);
    for (const [token, status] of [
      ['stranger', 403],
      ['revoked', 401],
      ['offline', 503],
    ] as const) {
      const response = await call(token);
      expect(response.statusCode, token).toBe(status);
      expect(response.json(), token).toEqual({ error: expect.any(String) });
      if (status === 503) expect(response.headers['retry-after'], token).toBe('2');
    }
  } finally {
    await app.close();
    await db.close();
  }
});
