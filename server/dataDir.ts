// Where the embedded database lives, decided here once for everyone who reads DATA_DIR: the API
// and its command-line tools (through config.ts) and the launcher, which starts an API on it.

/** The project's own database directory, relative to the project root (where npm runs scripts). */
export const DEFAULT_DATA_DIR = '.data/db';

/** DATA_DIR unset: DEFAULT_DATA_DIR; set but empty: `memory`, a fresh database at each start. */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return env.DATA_DIR === undefined ? DEFAULT_DATA_DIR : env.DATA_DIR || 'memory';
}
