import { DEFAULT_PROJECT_ID } from './auth';
import type { DatabaseTarget } from './db/engine/open';
import {
  CONNECT_TIMEOUT_MS_DEFAULT,
  POOL_MAX_DEFAULT,
  STATEMENT_TIMEOUT_MS_DEFAULT,
} from './db/engine/postgres';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/rateLimit';
import { DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE } from './routes/peticiones/publicPeticiones';

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export type ServerConfig = {
  port: number;
  host: string;
  /** Directory of the embedded database, or 'memory'. Ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server (DATABASE_URL) instead of the embedded database. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseStatementTimeoutMs: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: longest wait for a connection before a request gets 503. */
  databaseConnectTimeoutMs: number;
  /** SEED_DEMO: undefined leaves it to the engine (embedded: yes, PostgreSQL: no). */
  seedDemo: boolean | undefined;
  projectId: string;
  corsOrigins: string[];
  logLevel: string;
  /** LOG_FORMAT: pino's JSON lines (the default in production) or lines a person reads. */
  logFormat: LogFormat;
  rateLimitPerMinute: number;
  /** PUBLIC_RATE_LIMIT_PER_MINUTE: the public order form's call, per client IP. */
  publicRateLimitPerMinute: number;
  /** TRUST_PROXY: which proxies' X-Forwarded-For names the client (see trustProxy). */
  trustProxy: TrustProxy;
  /** API_DOCS: the reference page at /api/docs (default: on, except in production). */
  apiDocs: boolean;
  /** METRICS_PORT: /metrics on a port of its own; undefined: not served there. */
  metricsPort: number | undefined;
  /** METRICS_TOKEN: /metrics on the API's port to this bearer token; undefined: not served there. */
  metricsToken: string | undefined;
  /** RETENTION_JOB: the retention job runs daily in the API process (default: on). */
  retentionJob: boolean;
  /** FILE_STORE and FIREBASE_STORAGE_BUCKET: where files' bytes are kept (default: the database). */
  fileStore: FileStoreConfig;
};

export type LogFormat = 'json' | 'readable';

/** JSON for a log collector in production, readable text in a terminal otherwise. */
function logFormat(env: NodeJS.ProcessEnv): LogFormat {
  const value = env.LOG_FORMAT?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === 'production' ? 'json' : 'readable';
  if (value === 'json' || value === 'readable') return value;
  throw new Error(`Invalid LOG_FORMAT: ${env.LOG_FORMAT} (json or readable)`);
}

/** The database (the default), or a bucket of Cloud Storage for Firebase. */
export type FileStoreConfig = { kind: 'database' } | { kind: 'firebase'; bucket: string };

/** A token anyone could guess protects nothing. */
const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * Fastify's trustProxy: false (no proxy: the connection's address is the client), a number of
 * proxy hops in front of the API, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = list(value);
  // Trusting every forwarder would let any client pick its own address, and its own rate limit.
  if (addresses.some((address) => !/^[\d.:a-fA-F/]+$/.test(address))) {
    throw new Error(
      `Invalid TRUST_PROXY: ${value} (a number of proxy hops, or addresses and CIDR ranges)`,
    );
  }
  return addresses;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`Invalid ${name}: ${env[name]}`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`Invalid ${name}: ${env[name]} (1 or 0)`);
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_URL?.trim();
  // The URL holds a password: the message never repeats it.
  if (url && !/^postgres(ql)?:\/\/./.test(url))
    throw new Error('Invalid DATABASE_URL: expected postgres://user:password@host:port/database');
  return url || undefined;
}

function metricsPort(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.METRICS_PORT?.trim()) return undefined;
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Invalid METRICS_PORT: ${env.METRICS_PORT}`);
  return port;
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  // The message never repeats the token.
  if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token))
    throw new Error(
      `Invalid METRICS_TOKEN: at least ${MIN_METRICS_TOKEN_LENGTH} characters, no spaces`,
    );
  return token;
}

function fileStore(env: NodeJS.ProcessEnv): FileStoreConfig {
  const kind = env.FILE_STORE?.trim().toLowerCase() || 'database';
  const bucket = env.FIREBASE_STORAGE_BUCKET?.trim();
  if (kind === 'database') return { kind };
  if (kind !== 'firebase')
    throw new Error(`Invalid FILE_STORE: ${env.FILE_STORE} (database or firebase)`);
  // A bucket name has no spaces nor slashes (gs:// and a path are not part of it).
  if (!bucket || !/^[a-z0-9][a-z0-9._-]*[a-z0-9]$/.test(bucket))
    throw new Error(
      `Invalid FIREBASE_STORAGE_BUCKET: ${bucket ?? ''} (FILE_STORE=firebase needs the bucket's name, such as my-project.firebasestorage.app)`,
    );
  return { kind, bucket };
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`);
  const origins = list(env.CORS_ORIGINS);
  const rateLimitPerMinute = integer(
    env,
    'RATE_LIMIT_PER_MINUTE',
    DEFAULT_RATE_LIMIT_PER_MINUTE,
    1,
  );
  return {
    port,
    host: env.HOST || '127.0.0.1',
    // DATA_DIR= (empty) means memory, as documented; unset means the project's .data/db.
    dataDir: env.DATA_DIR === undefined ? '.data/db' : env.DATA_DIR || 'memory',
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID,
    corsOrigins: origins.length ? origins : DEFAULT_CORS_ORIGINS,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env),
    databaseUrl: databaseUrl(env),
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', POOL_MAX_DEFAULT, 1),
    databaseStatementTimeoutMs: integer(
      env,
      'DATABASE_STATEMENT_TIMEOUT_MS',
      STATEMENT_TIMEOUT_MS_DEFAULT,
      0,
    ),
    databaseConnectTimeoutMs: integer(
      env,
      'DATABASE_CONNECT_TIMEOUT_MS',
      CONNECT_TIMEOUT_MS_DEFAULT,
      1,
    ),
    seedDemo: flag(env, 'SEED_DEMO'),
    rateLimitPerMinute,
    publicRateLimitPerMinute: integer(
      env,
      'PUBLIC_RATE_LIMIT_PER_MINUTE',
      DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE,
      1,
    ),
    trustProxy: trustProxy(env),
    apiDocs: flag(env, 'API_DOCS') ?? env.NODE_ENV !== 'production',
    metricsPort: metricsPort(env),
    metricsToken: metricsToken(env),
    retentionJob: flag(env, 'RETENTION_JOB') ?? true,
    fileStore: fileStore(env),
  };
}

/** The database the configuration names: DATABASE_URL's server, else the embedded one. */
export function databaseTarget(config: ServerConfig): DatabaseTarget {
  if (!config.databaseUrl) return config.dataDir;
  return {
    url: config.databaseUrl,
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  };
}
