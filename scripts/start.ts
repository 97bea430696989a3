// `npm start`: Auth Emulator + API + dashboard on this machine, stopped together with Ctrl-C.
import { dataDirOf } from '../server/dataDir';
import { DEMO_ACCOUNT, PERSONAL_ACCOUNT, startStack, type StackHandle } from './stack';

const colours: Record<string, string> = { auth: '33', api: '36', web: '35', build: '35' };
const prefix = (name: string) => `\x1b[${colours[name] ?? '0'}m[${name}]\x1b[0m`;

const cancelStart = new AbortController();
let stack: StackHandle | undefined;
let stopRequested = false;

async function shutDown(reason: string, code: number): Promise<never> {
  console.log(`\n${reason}: stopping the emulator, the API and the dashboard…`);
  await stack?.stop();
  process.exit(code);
}

function onSignal(name: string) {
  if (stopRequested) return;
  stopRequested = true;
  // While starting, cancelling makes startStack stop what it started; afterwards, stop it here.
  if (stack) void shutDown(name, 0);
  else cancelStart.abort();
}
process.on('SIGINT', () => onSignal('Ctrl-C'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
// If this process dies without the handlers above running, leave no server behind.
process.on('exit', () => stack?.killNow());

try {
  stack = await startStack({
    mode: 'dev',
    ports: 'default',
    // DATA_DIR read as the API reads it (unset: .data/db; empty or `memory`: a fresh database).
    dataDir: dataDirOf(process.env),
    // DATABASE_URL=postgres://… runs the API on that PostgreSQL server instead.
    databaseUrl: process.env.DATABASE_URL || undefined,
    authDataDir: '.data/auth',
    onLine: (name, line) => console.log(`${prefix(name)} ${line}`),
    signal: cancelStart.signal,
  });
} catch (error) {
  if (stopRequested) process.exit(0);
  console.error(`\nCould not start: ${(error as Error).message}`);
  process.exit(1);
}

const { urls, startupMs } = stack;
console.log(
  [
    '',
    `Vasos Admin is ready (${(startupMs / 1000).toFixed(1)} s):`,
    `  Dashboard:     ${urls.web}`,
    `  Administrador: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
    `  Personal:      ${PERSONAL_ACCOUNT.email} / ${PERSONAL_ACCOUNT.password}`,
    `  API:           ${urls.api}`,
    `  Auth Emulator: ${urls.authEmulator}`,
    'Press Ctrl-C to stop all three.',
    '',
  ].join('\n'),
);
const crash = await stack.crashed;
if (!stopRequested) {
  stopRequested = true;
  await shutDown(`${crash.name} exited (${crash.signal ?? `code ${crash.code}`})`, 1);
}
