import { startStack } from '../../../scripts/stack';
import { publishUrls, type E2eUrls } from './stackEnv';

/**
 * Starts the whole stack for the run, on free ports (a running `npm start` is never touched), with
 * a fresh in-memory database holding the demo data and the demo account in the emulator.
 * The returned function is Playwright's teardown: it stops all three servers.
 *
 * E2E_EXTERNAL_STACK=1 with E2E_WEB_URL, E2E_API_URL and E2E_AUTH_EMULATOR_URL set skips the start
 * and uses that stack (its data will be changed by the tests).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_EXTERNAL_STACK === '1') return;

  const verbose = process.env.E2E_STACK_LOG === '1';
  const stack = await startStack({
    mode: 'preview',
    ports: 'free',
    dataDir: 'memory',
    onLine: verbose ? (name, line) => console.log(`[${name}] ${line}`) : undefined,
  });
  const urls: E2eUrls = stack.urls;
  publishUrls(urls);
  console.log(
    `Stack ready in ${(stack.startupMs / 1000).toFixed(1)} s: ${urls.web} (API ${urls.api})`,
  );

  // If the runner dies without running teardown, still leave no server behind.
  process.once('exit', stack.killNow);
  void stack.crashed.then((exit) =>
    console.error(`\n[stack] ${exit.name} exited during the run (${exit.signal ?? exit.code})`),
  );
  return async () => {
    process.removeListener('exit', stack.killNow);
    await stack.stop();
  };
}
