import { readableLine } from '../../server/http/readableLog';

const time = Date.UTC(2026, 10, 22, 9, 30, 5);
const clock = new Date(time).toTimeString().slice(0, 8);
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time, pid: 7, hostname: 'vm', ...fields });

test('a request line reads as time, level, message and its own fields only', () => {
  const json = line({
    reqId: 'req-1',
    method: 'GET',
    url: '/x',
    statusCode: 200,
    ms: 3,
    msg: 'request',
  });
  expect(readableLine(json)).toBe(`${clock} INFO  request method=GET url=/x statusCode=200 ms=3`);
});

test('an error shows its level and, below the line, its stack', () => {
  const json = line({
    level: 50,
    msg: 'request failed',
    err: { message: 'boom', stack: 'Error: boom\n    at here' },
  });
  expect(readableLine(json)).toBe(
    `${clock} ERROR request failed\n    Error: boom\n        at here`,
  );
});

test('fields that are not text are written as JSON; a line that is not JSON is kept as it is', () => {
  expect(readableLine(line({ msg: 'ready', corsOrigins: ['http://a'], authEmulator: null }))).toBe(
    `${clock} INFO  ready corsOrigins=["http://a"] authEmulator=null`,
  );
  expect(readableLine('plain text\n')).toBe('plain text');
});
