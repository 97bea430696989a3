// In development the log is read by a person in a terminal, next to the emulator's and Vite's
// lines; in production it is read by a log collector, which wants pino's JSON lines as they are.

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

/** A pino destination that writes each line readable to `out`. */
export function readableLog(out: NodeJS.WritableStream): { write(json: string): void } {
  return { write: (json) => void out.write(`${readableLine(json)}\n`) };
}
