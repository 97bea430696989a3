// The retention job inside the API process (docs/server.md, "Retention"): a first run shortly
// after start, then one a day. Instances on one PostgreSQL database take turns (runRetention's
// lock); a deployment that schedules `npm run db:retention` instead turns this off (RETENTION_JOB=0).
import type { FastifyBaseLogger } from 'fastify';
import { purgeDeletedFiles, sweepOrphanFiles } from '../archivos/fileDeletions';
import type { FileStore } from '../archivos/fileStore';
import type { Database } from '../db/engine/open';
import { runRetention } from './runRetention';

/** After the start: the API answers first, and a crash loop does not run the job at each start. */
export const RETENTION_FIRST_RUN_MS = 60_000;
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * One run, then the bytes of the files it deleted, and the file store's orphans, out of the store
 * (server/archivos/fileDeletions.ts): counts only, the log never holds a customer's data.
 */
export async function retentionRun(db: Database, files: FileStore, now: Date) {
  const counts = await runRetention(db, now);
  const archivosBorrados = await purgeDeletedFiles(db, files);
  const huerfanos = await sweepOrphanFiles(db, files, now);
  return { ...counts, archivosBorrados, huerfanos };
}

/**
 * Starts the runs; returns the function that stops them. A run under way then is not waited for:
 * cut short by the database closing, it is rolled back whole and done by the next one.
 */
export function startDailyRetention(
  db: Database,
  log: FastifyBaseLogger,
  files: FileStore,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      retentionRun(db, files, new Date()).then(
        (counts) => log.info({ retention: counts }, 'retention run'),
        (error: unknown) => log.error({ err: error }, 'retention run failed'),
      );
      schedule(RETENTION_EVERY_MS);
    }, delayMs);
    // A timer must not keep the process alive on its own.
    timer.unref();
  };
  schedule(RETENTION_FIRST_RUN_MS);
  return () => clearTimeout(timer);
}
