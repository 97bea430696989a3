import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ID, ROOT, SERVER_START_TIMEOUT_MS } from '../../scripts/stack';
import { startApi } from '../../scripts/stack/api';
import { freePorts, waitForHttp } from '../../scripts/stack/net';
import { prepareDatabase } from '../../server/db/prepare';
import { migrations as all } from '../../server/db/migrations';
import { DEMO_PETICIONES } from '../../server/db/demo/seed';
import { stackUrls } from '../support/stack/stackEnv';
import { authHeaders } from '../support/stack/auth';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi } from '../support/stack/inProcessApi';

// Restarts the server on one data directory: what it wrote must be there, and nothing re-seeded.
test('a server restarted on the same DATA_DIR finds its data, and seeds only once', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'vasos-db-'));
  try {
    const first = await startInProcessApi({ db: await prepareDatabase(dataDir) });
    let assignedId: number;
    try {
      const list = await request.get(first.url('/api/admin/peticiones/sinasignar'), {
        headers: goodAuth,
      });
      assignedId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
      const assigned = await request.post(
        first.url(`/api/admin/peticiones/${assignedId}/asignar`),
        {
          headers: goodAuth,
          data: { asignado: 'staff@vasos.test' },
        },
      );
      expect(assigned.status()).toBe(200);
      const updated = await request.post(first.url('/api/admin/tablas/vasos/pinzas/update'), {
        headers: goodAuth,
        data: { id: 3, pinzas: 1234, cv: 0.5 },
      });
      expect(updated.status()).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startInProcessApi({ db: await prepareDatabase(dataDir) });
    try {
      const rows = await request.get(second.url('/api/admin/tablas/vasos/pinzas'), {
        headers: goodAuth,
      });
      const row = ((await rows.json()) as { data: Record<string, number>[] }).data.find(
        (r) => r.id === 3,
      );
      expect(row).toMatchObject({ pinzas: 1234, cv: 0.5 });

      const list = await request.get(second.url('/api/admin/peticiones/sinasignar'), {
        headers: goodAuth,
      });
      const ids = ((await list.json()) as { data: { id: number }[] }).data.map((p) => p.id);
      expect(ids).not.toContain(assignedId);

      const counts = await second.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM peticiones',
      );
      expect(counts.rows[0]!.n).toBe(DEMO_PETICIONES);
      const migrations = await second.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(migrations.rows).toEqual(all.map(({ version }) => ({ version })));
      const audit = await second.db.query<{ action: string; target: string }>(
        'SELECT action, target FROM audit_log ORDER BY id',
      );
      expect(audit.rows).toEqual([
        { action: 'assignment', target: String(assignedId) },
        { action: 'price_update', target: '3' },
      ]);
    } finally {
      await second.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

// The same through `server/main.ts` as npm start runs it: SIGTERM must close the database cleanly.
test('the server process, stopped with SIGTERM and started again, finds its data', async ({
  request,
}) => {
  // Two cold starts of the server, and the two calls between them.
  test.setTimeout(2 * SERVER_START_TIMEOUT_MS + 30_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'vasos-db-'));
  const [port] = await freePorts(1, [4000]);
  const url = `http://127.0.0.1:${port}`;
  const headers = await authHeaders();
  const start = () =>
    startApi({
      root: ROOT,
      port: port!,
      dataDir,
      authEmulatorHost: new URL(stackUrls().authEmulator).host,
      projectId: PROJECT_ID,
      corsOrigins: [],
    });
  try {
    const first = start();
    try {
      await waitForHttp(`${url}/healthz`, {
        timeoutMs: SERVER_START_TIMEOUT_MS,
        gaveUp: first.exited,
      });
      const updated = await request.post(`${url}/api/admin/tablas/serigrafia_1_color_vf/update`, {
        headers,
        data: { id: 2, coste: 0.4321 },
      });
      expect(updated.status()).toBe(200);
    } finally {
      await first.stop();
    }
    expect((await first.exited).code).toBe(0);

    const second = start();
    try {
      await waitForHttp(`${url}/healthz`, {
        timeoutMs: SERVER_START_TIMEOUT_MS,
        gaveUp: second.exited,
      });
      const rows = await request.get(`${url}/api/admin/tablas/serigrafia_1_color_vf`, { headers });
      const row = ((await rows.json()) as { data: Record<string, number>[] }).data.find(
        (r) => r.id === 2,
      );
      expect(row?.coste).toBe(0.4321);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
