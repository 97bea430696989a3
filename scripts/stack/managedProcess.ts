import { spawn, type ChildProcess } from 'node:child_process';

export type ExitInfo = { name: string; code: number | null; signal: NodeJS.Signals | null };

export type ManagedProcess = {
  name: string;
  /** The process id (undefined if it could not be started), e.g. to read its memory in /proc. */
  pid: number | undefined;
  /** Settles when the process exits, for whatever reason. */
  exited: Promise<ExitInfo>;
  /** Last lines of output, for error messages. */
  tail(): string;
  /** SIGTERM to the whole process group, then SIGKILL if it is still there after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Last resort when the parent is exiting and cannot wait. */
  killNow(): void;
};

export type SpawnOptions = {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  onLine?: (name: string, line: string) => void;
};

const TAIL_LINES = 60;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // Negative pid: the process group the child leads (it may have spawned children of its own).
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts `command` as the leader of its own process group, so stopping it stops its children. */
export function spawnManaged(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const record = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      options.onLine?.(name, line);
    }
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  let done = false;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('error', (error) => {
      lines.push(String(error));
      done = true;
      resolve({ name, code: null, signal: null });
    });
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ name, code, signal });
    });
  });

  return {
    name,
    pid: child.pid,
    exited,
    tail: () => lines.join('\n'),
    async stop(graceMs = 5000) {
      if (done) return;
      signalGroup(child, 'SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
      ]);
      if (timedOut) {
        signalGroup(child, 'SIGKILL');
        await exited;
      }
    },
    killNow() {
      if (!done) signalGroup(child, 'SIGKILL');
    },
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export async function runToCompletion(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<void> {
  const proc = spawnManaged(name, command, args, options);
  const { code, signal } = await proc.exited;
  if (code !== 0) {
    throw new Error(`${name} failed (${signal ?? `exit ${code}`}):\n${proc.tail()}`);
  }
}
