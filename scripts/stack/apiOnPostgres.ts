// A second API next to a running stack, on a throwaway PostgreSQL server: the same Auth Emulator and
// the same dashboard origins, so anything run against the first API can run against this one.
import { DEFAULT_PORTS, PROJECT_ID, ROOT, type StackPorts } from '../stack';
import { startApi } from './api';
import type { ExitInfo, SpawnOptions } from './managedProcess';
import { LOOPBACK, freePorts, waitForHttp } from './net';
import { startTempPostgres, type TempPostgres } from './postgres';

export type ApiOnPostgres = {
  /** The API's base URL. */
  url: string;
  /** The API's database. */
  databaseUrl: string;
  postgres: TempPostgres;
  /** Settles when the API exits on its own. */
  crashed: Promise<ExitInfo>;
  stop(): Promise<void>;
  killNow(): void;
};

export async function startApiOnPostgres(
  stack: { ports: StackPorts },
  options: { benchSeed?: boolean; onLine?: SpawnOptions['onLine']; timeoutMs?: number } = {},
): Promise<ApiOnPostgres> {
  const postgres = await startTempPostgres({ onLine: options.onLine });
  try {
    const databaseUrl = await postgres.createDatabase('vasos');
    const [port] = await freePorts(1, Object.values(DEFAULT_PORTS));
    const api = startApi({
      name: 'api-pg',
      root: ROOT,
      port: port!,
      dataDir: 'memory',
      databaseUrl,
      // Demo data, as the embedded API of the stack has: the same tests run against both.
      seedDemo: true,
      authEmulatorHost: `${LOOPBACK}:${stack.ports.auth}`,
      projectId: PROJECT_ID,
      corsOrigins: [`http://localhost:${stack.ports.web}`, `http://${LOOPBACK}:${stack.ports.web}`],
      benchSeed: options.benchSeed,
      onLine: options.onLine,
    });
    const url = `http://${LOOPBACK}:${port}`;
    try {
      await waitForHttp(`${url}/healthz`, {
        timeoutMs: options.timeoutMs ?? 60_000,
        gaveUp: api.exited,
      });
    } catch (error) {
      await api.stop();
      throw new Error(`api-pg did not start: ${(error as Error).message}\n${api.tail()}`);
    }
    let stopping = false;
    return {
      url,
      databaseUrl,
      postgres,
      crashed: api.exited.then((exit) => (stopping ? new Promise<ExitInfo>(() => {}) : exit)),
      async stop() {
        stopping = true;
        await api.stop();
        await postgres.stop();
      },
      killNow() {
        api.killNow();
        postgres.killNow();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
