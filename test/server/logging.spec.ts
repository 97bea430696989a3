import { Writable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { GOOD_TOKEN, goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';

test('one log line per request, and the token never in the log', async ({ request }) => {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const api = await startInProcessApi({ logger: { level: 'info', stream } });
  try {
    await request.get(api.url('/api/admin/tablas/vasos/200'), { headers: goodAuth });
    await request.get(api.url('/api/admin/tablas/vasos/200'), {
      headers: { Authorization: 'Bearer not-the-good-one' },
    });
    await request.post(api.url('/api/admin/tablas/vasos/200/update'), {
      headers: goodAuth,
      data: { id: 1, cv: -1 },
    });
  } finally {
    await api.close();
  }

  const requestLines = lines.filter((line) => line.msg === 'request');
  expect(requestLines.map((line) => [line.method, line.statusCode])).toEqual([
    ['GET', 200],
    ['GET', 401],
    ['POST', 400],
  ]);
  expect(
    lines.filter((line) => /incoming request|request completed/.test(String(line.msg))),
  ).toEqual([]);
  const everything = raw.join('\n');
  expect(everything).not.toContain(GOOD_TOKEN);
  expect(everything).not.toContain('not-the-good-one');
  expect(everything.toLowerCase()).not.toContain('bearer');
});
