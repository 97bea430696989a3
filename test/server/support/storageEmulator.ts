// The Cloud Storage for Firebase Emulator for a test file: started on a free port in a temporary
// directory of its own (its objects' bytes live there), stopped with them removed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/stack';
import { spawnManaged } from '../../../scripts/stack/managedProcess';
import { freePort, LOOPBACK } from '../../../scripts/stack/net';

const START_TIMEOUT_MS = 60_000;

export type StorageEmulator = { host: string; stop(): Promise<void> };

export async function startStorageEmulator(projectId: string): Promise<StorageEmulator> {
  const dir = await mkdtemp(join(tmpdir(), 'vasos-storage-'));
  const port = await freePort();
  let announce: () => void = () => {};
  const ready = new Promise<void>((resolve) => (announce = resolve));
  const emulator = spawnManaged(
    'storage',
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'test', 'server', 'support', 'storageEmulatorProcess.ts'),
      projectId,
      String(port),
    ],
    {
      cwd: ROOT,
      // Its temporary files (os.tmpdir()) in this run's directory, never another run's.
      env: { TMPDIR: dir },
      onLine: (_name, line) => {
        if (line.includes('storage emulator ready')) announce();
      },
    },
  );
  const stop = async () => {
    await emulator.stop();
    await rm(dir, { recursive: true, force: true });
  };
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    ready.then(() => 'ready' as const),
    emulator.exited.then(() => 'exited' as const),
    new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS)),
    ),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`The Storage Emulator did not start (${outcome}):\n${emulator.tail()}`);
  }
  return { host: `${LOOPBACK}:${port}`, stop };
}
