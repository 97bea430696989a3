// In development the log is read by a person in a terminal, next to the emulator's and Vite's
// lines; in production it is read by a log collector, which wants pino's JSON lines as they are.
// Either way the lines of a turn of the event loop leave in one write (batchedLog).
import { setImmediate } from 'node:timers';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// What every line carries and a person does not need to read each time.
const ROUTINE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

type LogEntry = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
};

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One pino JSON line as one readable line (plus the stack of an error, indented below it). */
export function readableLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.trimEnd();
  }
  const clock = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const details = Object.entries(entry)
    .filter(([key]) => !ROUTINE.has(key))
    .map(([key, value]) => `${key}=${show(value)}`);
  const line = [clock, level.padEnd(5), entry.msg ?? '', ...details].join(' ');
  const stack = entry.err?.stack ?? entry.err?.message;
  return stack ? `${line}\n    ${stack.split('\n').join('\n    ')}` : line;
}

/** A pino destination that writes each line readable to `out` (batched, as below). */
export function readableLog(out: NodeJS.WritableStream): BatchedLog {
  return batchedLog(out, (json) => `${readableLine(json)}\n`);
}

export type BatchedLog = {
  write(line: string): void;
  /** Writes what is held now (pino's `logger.flush(callback)` passes a callback). */
  flush(done?: (error?: Error) => void): void;
};

/**
 * A pino destination that writes to `out` the lines logged in one turn of the event loop together,
 * in one write once the turn's callbacks have run (`setImmediate`): one system call for all the
 * requests a turn completes instead of one each, which cost a loaded API a fifth of its CPU time
 * (docs/server.md, "Headers, CORS, rate limit, logs"). A quiet server writes each line as soon as its turn ends. What is
 * held when the process exits is written then (stdout to a pipe or a file writes synchronously).
 */
export function batchedLog(
  out: NodeJS.WritableStream,
  shape: (json: string) => string = (json) => json,
): BatchedLog {
  let held: string[] = [];
  let scheduled = false;
  const flush = (done?: (error?: Error) => void) => {
    scheduled = false;
    if (held.length > 0) {
      const text = held.join('');
      held = [];
      out.write(text);
    }
    done?.();
  };
  return {
    write(line) {
      held.push(shape(line));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => flush());
      }
    },
    flush,
  };
}
