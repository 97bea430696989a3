// The API as deployed: built to plain JavaScript by `vite build --ssr` (what `npm run build` does)
// and run with node alone. Real Firebase cannot be reached here, so nothing below needs a valid
// token: the probes, the log, the stop, and the refusals a production server owes.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPaths, PUBLIC_PETICIONES_PATH } from '../../contract';
import {
  productionEnvironment,
  productionNodeOptions,
} from '../../scripts/build/productionNodeOptions';
import { PROJECT_ID, ROOT } from '../../scripts/stack';
import { runToCompletion } from '../../scripts/stack/managedProcess';
import { freePort } from '../../scripts/stack/net';
import { authHeaders } from '../support/stack/auth';
import { stackUrls } from '../support/stack/stackEnv';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { pdfText } from './support/pdfReader';

let builtDir = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  builtDir = await mkdtemp(join(tmpdir(), 'vasos-api-build-'));
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await runToCompletion(
    'build',
    process.execPath,
    [vite, 'build', '--ssr', '--outDir', builtDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT },
  );
  // Next to the project, dist/server/ finds the packages in node_modules and is an ES module by
  // the project's package.json: the same for this copy.
  await symlink(join(ROOT, 'node_modules'), join(builtDir, 'node_modules'), 'dir');
  await writeFile(join(builtDir, 'package.json'), '{ "type": "module" }\n');
});

test.afterAll(async () => {
  if (builtDir) await rm(builtDir, { recursive: true, force: true });
});

const stopAfterTest: (() => void)[] = [];
test.afterEach(() => stopAfterTest.splice(0).forEach((stop) => stop()));

type Running = {
  port: number;
  url(path: string): string;
  stdout(): string[];
  stderr(): string;
  exited: Promise<number | null>;
  hasExited(): boolean;
  signal(name: NodeJS.Signals): void;
};

/**
 * Runs a file of the build with node alone (the server with the options `npm run start:prod` gives
 * it); NODE_ENV and the emulator only as `env` says.
 */
async function runBuilt(file: string, env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  const server = file === 'main.js';
  const options = server ? await productionNodeOptions(ROOT) : [];
  const child = spawn(process.execPath, [...options, join(builtDir, file)], {
    cwd: builtDir,
    env: {
      ...process.env,
      ...(server ? await productionEnvironment(ROOT) : {}),
      NODE_ENV: undefined,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      DATABASE_URL: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      // Migrations only: the demo data would only slow the start down.
      SEED_DEMO: '0',
      FIREBASE_PROJECT_ID: 'vasos-prod',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  let gone = false;
  child.once('exit', () => (gone = true));
  // 'close', not 'exit': the process may end before its last lines are read from its output.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  // Whatever happens in the test, no server is left behind.
  stopAfterTest.push(() => child.kill('SIGKILL'));
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    stdout: () => out.split('\n').filter(Boolean),
    stderr: () => err,
    exited,
    hasExited: () => gone,
    signal: (name) => child.kill(name),
  };
}

type LogLine = { level: number; time: number; msg: string } & Record<string, unknown>;

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);

/** Resolves once the server has logged that it is ready (it has opened and migrated its database). */
async function ready(server: Running): Promise<void> {
  await expect
    .poll(() => server.stdout().some((line) => line.includes('"msg":"ready"')), {
      timeout: 45_000,
      message: 'the built API logs "ready"',
    })
    .toBe(true);
}

test('without NODE_ENV the built API is a production server: it refuses the Auth Emulator', async () => {
  const server = await runBuilt('main.js', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  expect(await server.exited).toBe(1);
  expect(server.stderr()).toContain('Refusing to start');
});

test('the built db:migrate runs with node alone and asks for DATABASE_URL', async () => {
  const migrate = await runBuilt('migrate.js');
  expect(await migrate.exited).toBe(2);
  expect(migrate.stderr()).toContain('db:migrate needs DATABASE_URL');
});

/** A request whose body has not all arrived: the server is working on it and cannot answer yet. */
async function startUpload(port: number, path: string, body: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 3)}`,
  );
  return socket;
}

// One server for the whole life of a production instance (starting it is the slow part).
test('NODE_ENV=production: /healthz and /readyz, JSON logs without the token, SIGTERM answers the request in flight and exits 0', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const secret = 'never-log-this-token';
  const server = await runBuilt('main.js', { NODE_ENV: 'production' });
  await ready(server);

  await test.step('the probes answer 200 without a token', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await request.get(server.url(path));
      expect(response.status(), path).toBe(200);
      expect(await response.json(), path).toEqual({ status: 'ok' });
    }
  });

  await test.step('a refused token is logged without the token', async () => {
    const refused = await request.get(server.url('/api/admin/auditoria'), {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
  });

  await test.step('SIGTERM: the request in flight is answered, then the server exits 0', async () => {
    // On a keep-alive connection, as a load balancer's is: the stop must not wait for the client.
    const body = JSON.stringify({ id: 1 });
    const socket = await startUpload(server.port, '/no-such-route', body);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));

    server.signal('SIGTERM');
    // The server lets go of its port at once: new connections are refused...
    await expect
      .poll(() =>
        fetch(server.url('/healthz')).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    // ...yet it is still there, waiting for the request it has not answered.
    expect(server.hasExited()).toBe(false);
    expect(answer).toBe('');

    socket.write(body.slice(3));
    expect(await server.exited).toBe(0);
    await socketClosed;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('{"error":"Not found: POST /no-such-route"}');
  });

  await test.step('every line of the log is JSON, and no line holds the token', () => {
    const lines = parsed(server.stdout());
    for (const line of lines) {
      expect(line).toEqual(
        expect.objectContaining({ level: expect.any(Number), time: expect.any(Number) }),
      );
    }
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('ready');
    expect(messages.slice(messages.indexOf('stopping'))).toEqual([
      'stopping',
      'request',
      'stopped',
    ]);
    // The probes are quiet; the refused call and the one in flight each have their line.
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/admin/auditoria', statusCode: 401 }),
      expect.objectContaining({ method: 'POST', url: '/no-such-route', statusCode: 404 }),
    ]);
    expect(server.stdout().join('\n')).not.toContain(secret);
    expect(server.stderr()).toBe('');
  });
});

test('the built API finds its fallback fonts in node_modules: an Arabic name reads back from the PDF', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // Not production: only so that it takes the run's Auth Emulator's tokens.
  const server = await runBuilt('main.js', {
    NODE_ENV: 'development',
    FIREBASE_AUTH_EMULATOR_HOST: new URL(stackUrls().authEmulator).host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SEED_DEMO: '1',
  });
  // Its log reads as a person's, not JSON: asked instead whether it is ready.
  await expect
    .poll(
      () =>
        fetch(server.url('/readyz')).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  const name = 'مريم الحسيني';
  const posted = await request.post(server.url(PUBLIC_PETICIONES_PATH), {
    data: {
      peticiones: 'Vasos',
      cliente: { nombre: name, telefono: '600 111 222' },
      fecha_evento: '2027-06-20',
      pais: 'España',
      codigo_postal: '28013',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = ((await posted.json()) as { data: { id: number } }).data;
  const headers = await authHeaders();
  expect((await request.post(server.url(apiPaths.asignar(id)), { headers })).status()).toBe(200);
  const saved = await request.post(server.url(apiPaths.presupuestos(id)), {
    headers,
    data: TEN_LINES,
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const quote = ((await saved.json()) as { data: { id: number } }).data;
  const pdf = await request.get(server.url(apiPaths.presupuestoPdf(quote.id)), { headers });
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body()).replace(/[\u202a-\u202e]/g, '');
  expect(text.split('\n')).toContain(`Cliente: ${name}`);
});
