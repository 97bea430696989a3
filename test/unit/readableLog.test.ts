import { setImmediate } from 'node:timers';
import { batchedLog, readableLine, readableLog } from '../../server/http/logs/readableLog';

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

describe('batchedLog', () => {
  const collector = () => {
    const writes: string[] = [];
    return { writes, out: { write: (text: string) => writes.push(text) } };
  };

  test('the lines of one turn of the event loop leave in one write, once the turn ends', async () => {
    const { writes, out } = collector();
    const log = batchedLog(out as unknown as NodeJS.WritableStream);
    log.write('{"msg":"a"}\n');
    log.write('{"msg":"b"}\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n']);
    log.write('{"msg":"c"}\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n', '{"msg":"c"}\n']);
  });

  test('flush writes what is held at once, and calls back', () => {
    const { writes, out } = collector();
    const log = batchedLog(out as unknown as NodeJS.WritableStream);
    log.write('{"msg":"last"}\n');
    const done = jest.fn();
    log.flush(done);
    expect(writes).toEqual(['{"msg":"last"}\n']);
    expect(done).toHaveBeenCalledTimes(1);
    log.flush();
    expect(writes).toHaveLength(1);
  });

  test('readableLog batches its readable lines alike', async () => {
    const { writes, out } = collector();
    const log = readableLog(out as unknown as NodeJS.WritableStream);
    log.write(`${line({ msg: 'one' })}\n`);
    log.write(`${line({ msg: 'two' })}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([`${clock} INFO  one\n${clock} INFO  two\n`]);
  });
});
