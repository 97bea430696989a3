// Entry point of the reference API: configuration from the environment, then listen.
import { buildApp } from './app';
import { configuredFileStore } from './archivos/configuredFileStore';
import { firebaseAuth, productionAuthProblem } from './auth';
import { databaseTarget, readServerConfig } from './config';
import { describeTarget, type Database } from './db/engine/open';
import { prepareDatabase } from './db/prepare';
import { trackAnswers } from './http/inFlight';
import { batchedLog, readableLog } from './http/logs/readableLog';
import { serveMetrics } from './metrics/metricsEndpoints';

// Before anything is opened: a production server must never trust the emulator's unsigned tokens.
const authProblem = productionAuthProblem();
if (authProblem) {
  console.error(authProblem);
  process.exit(1);
}

const config = readServerConfig();
const database = databaseTarget(config);
let db: Database;
try {
  // Every instance migrates at start; an advisory lock makes instances starting together take turns.
  db = await prepareDatabase(database, { seedDemo: config.seedDemo });
} catch (error) {
  console.error(
    `Cannot open the database ${describeTarget(database)}: ${(error as Error).message}`,
  );
  process.exit(1);
}
// Production: pino's JSON lines, for a log collector. Otherwise a person reads them.
const logLines =
  config.logFormat === 'json' ? batchedLog(process.stdout) : readableLog(process.stdout);
// Whatever way the process ends, the lines still held are written (synchronously, at exit).
process.on('exit', () => logLines.flush());
const firebase = firebaseAuth(config.projectId);
const fileStore = await configuredFileStore(config.fileStore, config.projectId);
const app = await buildApp(
  {
    db,
    tokens: firebase.tokens,
    users: firebase.users,
    files: fileStore.files,
    corsOrigins: config.corsOrigins,
    logger: {
      level: config.logLevel,
      // Fastify does not log headers, but a token must never reach a log even if that changes.
      redact: ['req.headers.authorization', 'headers.authorization'],
      stream: logLines,
    },
  },
  {
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicRateLimitPerMinute: config.publicRateLimitPerMinute,
    trustProxy: config.trustProxy,
    docsPage: config.apiDocs,
    metricsToken: config.metricsToken,
    dailyRetention: config.retentionJob,
  },
);
// Metrics on a port of their own: only the scraper's network should reach it (server/README.md).
let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
if (config.metricsPort !== undefined) {
  try {
    metricsServer = await serveMetrics(app.metrics.registry, {
      port: config.metricsPort,
      host: config.host,
    });
  } catch (error) {
    app.log.fatal({ err: error }, `cannot serve metrics on ${config.host}:${config.metricsPort}`);
    await db.close();
    process.exit(1);
  }
}

/**
 * How long a stop waits for requests in flight. Hosts give a container about 10 s (Cloud Run) to
 * 30 s (Kubernetes) between SIGTERM and SIGKILL; a request of this API takes well under a second.
 */
const SHUTDOWN_GRACE_MS = 8_000;

const answers = trackAnswers(app.server);
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  let code = 0;
  // New connections are refused at once, requests in flight are answered (and their connections
  // closed after them); only a request still running at the deadline is cut off.
  answers.closeConnectionsWhenAnswered();
  const deadline = setTimeout(() => {
    app.log.warn(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: closing them`);
    code = 1;
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  try {
    await app.close();
    clearTimeout(deadline);
    metricsServer?.close();
    await firebase.close();
    await fileStore.close();
    // Closing the database writes everything out (PGlite) or ends the pool's connections.
    await db.close();
    app.log.info('stopped');
  } catch (error) {
    app.log.error({ err: error }, 'unclean stop');
    code = 1;
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // Typically the port is taken: say so in one line, and let go of the database cleanly.
  app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await db.close();
  process.exit(1);
}
app.log.info(
  {
    database: describeTarget(database),
    fileStore: config.fileStore.kind === 'firebase' ? config.fileStore.bucket : 'database',
    authEmulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    corsOrigins: config.corsOrigins,
    docs: config.apiDocs ? '/api/docs' : null,
    metrics: config.metricsPort ?? (config.metricsToken ? 'token' : null),
  },
  'ready',
);
