// `npm start` on an installed clone, timed from the spawn of the command to all three services
// answering: npm + tsx boot, then scripts/stack.ts in dev mode (Auth Emulator, API, Vite dev
// server). Free ports and a fresh data directory per run, so a running `npm start` is never touched.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/stack';

export type StartupSample = {
  /** Spawn of `npm exec tsx bench/startOnce.ts` → its READY line (all three answered). */
  totalMs: number;
  /** The part inside startStack (what `npm start` prints as "ready in"). */
  stackMs: number;
};

type Urls = { web: string; api: string; authEmulator: string };

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await response.body?.cancel();
  return response.status < 500;
}

export async function startOnce(
  track: (kill: (() => void) | undefined) => void,
): Promise<StartupSample> {
  const dir = await mkdtemp(join(tmpdir(), 'vasos-bench-start-'));
  const started = performance.now();
  const child = spawn('npm', ['exec', '--no', '--', 'tsx', 'bench/startOnce.ts', dir], {
    cwd: ROOT,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  };
  track(killGroup);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Our stdout closes once every process holding it has exited: npm, tsx and the stack's parent,
  // which exits only after stopping the three servers (npm itself may exit before that).
  const released = new Promise<void>((resolve) => child.stdout.once('close', () => resolve()));
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const ready = await new Promise<{ urls: Urls; startupMs: number; at: number }>(
      (resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('npm start did not answer in 90 s')),
          90_000,
        );
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (!line.startsWith('READY ')) return;
          clearTimeout(timer);
          resolve({ ...JSON.parse(line.slice(6)), at: performance.now() });
        });
        void exited.then(() => reject(new Error(`The start exited early:\n${output.join('')}`)));
      },
    );
    const { urls } = ready;
    const checks = await Promise.all([
      answers(urls.web),
      answers(`${urls.api}/healthz`),
      answers(`${urls.authEmulator}/`),
    ]);
    if (!checks.every(Boolean)) throw new Error(`Not all three answered: ${checks.join(', ')}`);
    return { totalMs: ready.at - started, stackMs: ready.startupMs };
  } finally {
    try {
      // The whole group: npm, tsx and the stack's parent, which stops the three servers.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
    // The emulator may take a while to save its accounts on the way out.
    const stopped = await Promise.race([
      released.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 40_000)),
    ]);
    if (!stopped) killGroup();
    track(undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
