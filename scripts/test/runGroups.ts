// `npm test`'s tests (`npm run test:groups`): the lanes of scripts/test/groups.ts side by side, every line prefixed with
// its group's name, then each group's result and duration. Fails if any group fails; Ctrl-C or
// SIGTERM stops every group (Playwright then stops the stack it started).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from '../stack';
import { testLanes, type Step } from './groups';

type Outcome = { name: string; code: number | null; signal: NodeJS.Signals | null; ms: number };

// Time a group gets to stop its stack after Ctrl-C before it is killed.
const STOP_GRACE_MS = 30_000;
const running = new Set<ChildProcess>();
let stopping = false;

const seconds = (ms: number) =>
  `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0)} s`;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // Each step leads a process group of its own (its workers, Chromium, the stack's servers).
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules', '.bin', step.bin), ...step.args],
    {
      cwd: ROOT,
      env: { ...process.env, ...step.env },
      // Its own process group: Ctrl-C reaches it through stopAll, once, whatever sent it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  const prefix = `[${step.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream!, crlfDelay: Infinity }).on('line', (line) =>
      process.stdout.write(`${prefix}${line}\n`),
    );
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(`${prefix}${String(error)}\n`);
    });
    // 'close': after its output has been read to the end, so its last lines are printed first.
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ name: step.name, code, signal, ms: Date.now() - started });
    });
  });
}

async function runLane(lane: readonly Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    if (stopping) break;
    outcomes.push(await runStep(step));
  }
  return outcomes;
}

function stopAll(reason: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping every group…`);
  // SIGINT, as Ctrl-C in a terminal: Playwright stops its workers and runs its teardown.
  for (const child of running) signalGroup(child, 'SIGINT');
  // Still there: a second SIGINT, on which Playwright exits at once, killing its stack's servers
  // (their process groups are their own: a SIGKILL to the runner's group would leave them).
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGINT');
    setTimeout(() => {
      for (const child of running) signalGroup(child, 'SIGKILL');
    }, STOP_GRACE_MS).unref();
  }, STOP_GRACE_MS).unref();
}
process.on('SIGINT', () => stopAll('Ctrl-C'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// If this process dies without the handlers above running, leave no group behind.
process.on('exit', () => running.forEach((child) => signalGroup(child, 'SIGKILL')));

// `npm run test:groups -- api browser`: only the groups named (all when none is).
const only = process.argv.slice(2);
const lanes = testLanes().map((lane) =>
  lane.filter((step) => !only.length || only.includes(step.name)),
);
const unknown = only.filter((name) => !lanes.flat().some((step) => step.name === name));
if (unknown.length) {
  console.error(
    `No group named ${unknown.join(', ')}: ${testLanes()
      .flat()
      .map((s) => s.name)
      .join(', ')}`,
  );
  process.exit(2);
}

const started = Date.now();
const outcomes = (await Promise.all(lanes.map(runLane))).flat();
const passed = (outcome: Outcome) => outcome.code === 0;
console.log('\nGroups:');
for (const outcome of outcomes) {
  const result = passed(outcome)
    ? 'passed'
    : `FAILED (${outcome.signal ?? `exit ${outcome.code}`})`;
  console.log(`  ${outcome.name.padEnd(8)} ${result.padEnd(18)} ${seconds(outcome.ms)}`);
}
console.log(`  ${'all'.padEnd(8)} ${''.padEnd(18)} ${seconds(Date.now() - started)}`);
process.exit(!stopping && outcomes.every(passed) ? 0 : 1);
