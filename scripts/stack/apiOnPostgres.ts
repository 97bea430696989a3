// A second API next to a running stack, on a throwaway PostgreSQL server: the same Auth Emulator and
// the same dashboard origins, so anything run against the first API can run against this one.
// Optionally with a dashboard of its own (a production build pointed at this API), so the end-to-end
// walks can run on PostgreSQL too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS, PROJECT_ID, ROOT, type StackPorts } from '../stack';
import { startApi } from './api';
import type { ExitInfo, ManagedProcess, SpawnOptions } from './managedProcess';
import { LOOPBACK, freePorts, waitForHttp } from './net';
import { startTempPostgres, type TempPostgres } from './postgres';
import { buildWeb, startVitePreview } from './web';

export type ApiOnPostgres = {
  /** The API's base URL. */
  url: string;
  /** The dashboard built for this API, when asked for. */
  webUrl?: string;
  /** The API's database. */
  databaseUrl: string;
  postgres: TempPostgres;
  /** Settles when the API (or its dashboard) exits on its own. */
  crashed: Promise<ExitInfo>;
  stop(): Promise<void>;
  killNow(): void;
};

type Options = {
  /** A server already starting (e.g. while the stack starts); it is stopped with the API. */
  postgres?: Promise<TempPostgres>;
  /** Also build and serve a dashboard that calls this API. */
  withDashboard?: boolean;
  /** The public order form's calls a minute per client; unset: the server's default. */
  publicRateLimitPerMinute?: number;
  onLine?: SpawnOptions['onLine'];
  timeoutMs?: number;
};

const origins = (port: number) => [`http://localhost:${port}`, `http://${LOOPBACK}:${port}`];

async function startDashboard(
  apiUrl: string,
  port: number,
  stack: { ports: StackPorts },
  options: Options,
): Promise<{ web: ManagedProcess; outDir: string }> {
  const outDir = await mkdtemp(join(tmpdir(), 'vasos-web-pg-'));
  const webOptions = {
    root: ROOT,
    port,
    apiUrl,
    authEmulatorUrl: `http://${LOOPBACK}:${stack.ports.auth}`,
    onLine: options.onLine,
  };
  const build = buildWeb({ ...webOptions, outDir });
  const { code } = await build.exited;
  if (code !== 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new Error(`vite build for the PostgreSQL API failed:\n${build.tail()}`);
  }
  const web = startVitePreview({ ...webOptions, outDir });
  try {
    await waitForHttp(`http://${LOOPBACK}:${port}/`, {
      timeoutMs: options.timeoutMs ?? 60_000,
      gaveUp: web.exited,
    });
  } catch (error) {
    await web.stop();
    await rm(outDir, { recursive: true, force: true });
    throw new Error(`web-pg did not start: ${(error as Error).message}\n${web.tail()}`);
  }
  return { web, outDir };
}

export async function startApiOnPostgres(
  stack: { ports: StackPorts },
  options: Options = {},
): Promise<ApiOnPostgres> {
  const postgres = await (options.postgres ?? startTempPostgres({ onLine: options.onLine }));
  try {
    const databaseUrl = await postgres.createDatabase('vasos');
    const [port, webPort] = await freePorts(2, Object.values(DEFAULT_PORTS));
    const api = startApi({
      name: 'api-pg',
      root: ROOT,
      port: port!,
      dataDir: 'memory',
      databaseUrl,
      // Demo data, as the embedded API of the stack has: the same tests run against both.
      seedDemo: true,
      // As the stack's test API: the retention specs run the job themselves.
      retentionJob: false,
      publicRateLimitPerMinute: options.publicRateLimitPerMinute,
      authEmulatorHost: `${LOOPBACK}:${stack.ports.auth}`,
      projectId: PROJECT_ID,
      corsOrigins: [...origins(stack.ports.web), ...origins(webPort!)],
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
    let dashboard: Awaited<ReturnType<typeof startDashboard>> | undefined;
    if (options.withDashboard) {
      try {
        dashboard = await startDashboard(url, webPort!, stack, options);
      } catch (error) {
        await api.stop();
        throw error;
      }
    }
    const running = [api, ...(dashboard ? [dashboard.web] : [])];
    let stopping = false;
    return {
      url,
      webUrl: dashboard && `http://${LOOPBACK}:${webPort}`,
      databaseUrl,
      postgres,
      crashed: Promise.race(running.map((p) => p.exited)).then((exit) =>
        stopping ? new Promise<ExitInfo>(() => {}) : exit,
      ),
      async stop() {
        stopping = true;
        await Promise.all(running.map((p) => p.stop()));
        if (dashboard) await rm(dashboard.outDir, { recursive: true, force: true });
        await postgres.stop();
      },
      killNow() {
        running.forEach((p) => p.killNow());
        postgres.killNow();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
