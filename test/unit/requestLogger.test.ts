import pino from 'pino';
import { RequestLogger } from '../../server/http/logs/requestLogger';

/** A pino logger as the API's (redaction included), writing its lines into `lines`. */
function logger(lines: string[], level = 'info') {
  return pino(
    {
      level,
      timestamp: () => ',"time":1',
      redact: ['req.headers.authorization', 'headers.authorization'],
    },
    { write: (line: string) => lines.push(line) },
  );
}

const fields = { method: 'GET', url: '/api/admin/tablas/vasos/200', statusCode: 200, ms: 3 };

test("a request's line written without its child logger has the child's bytes", () => {
  const viaChild: string[] = [];
  const lazy: string[] = [];
  logger(viaChild).child({ reqId: 'req-1' }, {}).info(fields, 'request');
  const requestLogger = new RequestLogger(logger(lazy), { reqId: 'req-1' }, {});
  requestLogger.parentForLines?.info({ reqId: 'req-1', ...fields }, 'request');
  expect(lazy).toEqual(viaChild);
  expect(JSON.parse(lazy[0]) as unknown).toMatchObject({ reqId: 'req-1', ...fields });
});

test("a route's own level keeps its lines on its child", () => {
  const lines: string[] = [];
  const quiet = new RequestLogger(logger(lines), { reqId: 'req-2' }, { level: 'warn' });
  expect(quiet.parentForLines).toBeUndefined();
  quiet.info(fields, 'request');
  expect(lines).toEqual([]);
  quiet.warn({ reason: 'x' }, 'slow');
  expect(JSON.parse(lines[0]) as unknown).toMatchObject({ reqId: 'req-2', reason: 'x' });
});

test('once a line went through the child, every line does', () => {
  const lines: string[] = [];
  const requestLogger = new RequestLogger(logger(lines), { reqId: 'req-3' }, {});
  expect(requestLogger.parentForLines).toBeDefined();
  requestLogger.info({ uid: 'u1' }, 'rejected ID token');
  expect(requestLogger.parentForLines).toBeUndefined();
  expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
    expect.objectContaining({ reqId: 'req-3', uid: 'u1', msg: 'rejected ID token' }),
  ]);
  expect(requestLogger.level).toBe('info');
});
