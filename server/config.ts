import { DEFAULT_PROJECT_ID } from './auth';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/rateLimit';

export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export type ServerConfig = {
  port: number;
  host: string;
  /** Directory of the database, or 'memory'. */
  dataDir: string;
  projectId: string;
  corsOrigins: string[];
  logLevel: string;
  benchSeed: boolean;
  rateLimitPerMinute: number;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`);
  const origins = list(env.CORS_ORIGINS);
  const rateLimitPerMinute = Number(env.RATE_LIMIT_PER_MINUTE || DEFAULT_RATE_LIMIT_PER_MINUTE);
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1)
    throw new Error(`Invalid RATE_LIMIT_PER_MINUTE: ${env.RATE_LIMIT_PER_MINUTE}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    // DATA_DIR= (empty) means memory, as documented; unset means the project's .data/db.
    dataDir: env.DATA_DIR === undefined ? '.data/db' : env.DATA_DIR || 'memory',
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID,
    corsOrigins: origins.length ? origins : DEFAULT_CORS_ORIGINS,
    logLevel: env.LOG_LEVEL || 'info',
    benchSeed: env.BENCH_SEED === '1' || env.BENCH_SEED === 'true',
    rateLimitPerMinute,
  };
}
