import { Writable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { REQUEST_ID_HEADER } from '../../server/http/requestId';
import { stackApi } from '../support/stack/apiTarget';
import { authHeaders } from '../support/stack/auth';
import { GOOD_TOKEN, goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';
import { stackUrls } from '../support/stack/stackEnv';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const header = REQUEST_ID_HEADER.toLowerCase();

test("a proxy's X-Request-Id is kept when safe, replaced when not; the answer and the request's one JSON log line carry it", async ({
  request,
}) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const api = await startInProcessApi({ logger: { level: 'info', stream } });
  const answered: { sent: string | undefined; got: string; status: number }[] = [];
  try {
    const calls: [string | undefined, string, Record<string, string>][] = [
      ['lb-7f3a.9:2', '/api/admin/tablas/vasos/200', goodAuth],
      [undefined, '/api/admin/tablas/vasos/200', goodAuth],
      ['has spaces', '/api/admin/tablas/vasos/200', {}],
      ['x'.repeat(129), '/api/admin/no-existe', goodAuth],
      ['<script>alert(1)</script>', '/healthz', {}],
      ['a"},{"fake":1', '/api/admin/tablas/vasos/200', goodAuth],
    ];
    for (const [sent, path, headers] of calls) {
      const response = await request.get(api.url(path), {
        headers: { ...headers, ...(sent === undefined ? {} : { [REQUEST_ID_HEADER]: sent }) },
      });
      answered.push({ sent, got: response.headers()[header] ?? '', status: response.status() });
    }
  } finally {
    await api.close();
  }

  expect(answered.map(({ status }) => status)).toEqual([200, 200, 401, 404, 200, 200]);
  expect(answered[0]!.got).toBe('lb-7f3a.9:2');
  for (const { sent, got } of answered.slice(1)) {
    expect(got, String(sent)).toMatch(UUID);
  }
  // One line per request (the probe logs only failures), each with its answer's id.
  const requestLines = lines.filter((line) => line.msg === 'request');
  expect(requestLines.map((line) => line.reqId)).toEqual(
    answered.filter((_, i) => i !== 4).map(({ got }) => got),
  );
  expect(JSON.stringify(lines)).not.toContain(GOOD_TOKEN);
});

test("the dashboard's origin may read X-Request-Id (CORS exposes it)", async ({ request }) => {
  const origin = stackUrls().web;
  const response = await request.get(stackApi.url('/api/admin/tablas/vasos/200'), {
    headers: { ...(await authHeaders()), Origin: origin },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()[header]).toMatch(UUID);
  const exposed = response.headers()['access-control-expose-headers']?.toLowerCase() ?? '';
  expect(exposed.split(/,\s*/)).toContain(header);
});
