// Child process of the startup measurement: what `npm start` runs (scripts/start.ts's startStack
// call, dev mode), on free ports and a fresh data directory given as argv[2]. Prints one READY line
// once all three servers answer, and stops them on SIGTERM/SIGINT or when the parent goes away.
import { join } from 'node:path';
import { startStack, type StackHandle } from '../scripts/stack';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/startOnce.ts DATA_DIR');

let stack: StackHandle | undefined;
let stopping = false;
const controller = new AbortController();

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    controller.abort();
    await stack?.stop();
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('exit', () => stack?.killNow());
// The parent holds our stdin: when it ends (the parent exited, even abruptly), stop.
process.stdin.on('end', () => void stop(0));
process.stdin.resume();

try {
  stack = await startStack({
    mode: 'dev',
    ports: 'free',
    dataDir: join(dir, 'db'),
    authDataDir: join(dir, 'auth'),
    signal: controller.signal,
  });
  console.log(`READY ${JSON.stringify({ urls: stack.urls, startupMs: stack.startupMs })}`);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  await stop(1);
}
