import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, SERVER_START_TIMEOUT_MS } from '../../scripts/stack';
import { freePort, waitForHttp } from '../../scripts/stack/net';

type Started = { exited: Promise<number | null>; stderr: () => string; kill(): void };

function startServer(env: NodeJS.ProcessEnv, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      NODE_ENV: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    stderr: () => stderr,
    kill: () => child.kill('SIGKILL'),
  };
}

test('NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST set: the server refuses to start, saying why', async () => {
  const port = await freePort();
  const server = startServer(
    { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    port,
  );
  try {
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('FIREBASE_AUTH_EMULATOR_HOST');
    expect(server.stderr()).toContain('Refusing to start');
  } finally {
    server.kill();
  }
});

test('NODE_ENV=production without the emulator starts (the guard refuses only the mix)', async () => {
  test.setTimeout(SERVER_START_TIMEOUT_MS + 15_000);
  const port = await freePort();
  const server = startServer({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'vasos-prod' }, port);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, {
      timeoutMs: SERVER_START_TIMEOUT_MS,
      gaveUp: server.exited,
    });
  } finally {
    server.kill();
  }
});
