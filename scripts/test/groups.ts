// The groups `npm test` runs at once (scripts/test/runGroups.ts). Each Playwright group is its own
// `playwright test` process: its globalSetup starts a stack of its own on free ports (Auth
// Emulator, API, dashboard build in a temporary directory, PostgreSQL), so two groups share no
// account, database or server. Each also writes to an output directory of its own: Playwright
// empties its output directory when a run starts.
import { join } from 'node:path';
import { findPostgresBin } from '../stack/postgres';

export type Step = {
  /** Prefixed to every line it prints, and named in the summary. */
  name: string;
  /** A binary in node_modules/.bin, run with this Node. */
  bin: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
};

/** Steps run one after the other; the lanes run side by side. */
export type Lane = readonly Step[];

/** Where a Playwright group writes traces, screenshots and its JSON report (durations per test). */
export const groupOutputDir = (name: string) => join('test-results', name);

function playwrightGroup(name: string, projects: readonly string[]): Step {
  const outputDir = groupOutputDir(name);
  return {
    name,
    bin: 'playwright',
    args: [
      'test',
      ...projects.map((project) => `--project=${project}`),
      `--output=${outputDir}`,
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(outputDir, 'report.json') },
  };
}

// playwright.config.ts's projects; a name it does not have fails the group at once.
// Balanced by measured duration (each group's report.json holds every test's; `npm run
// test:durations`). The server tests on PGlite are the longest project by far (each spec file
// opens fresh embedded databases, CPU-bound): Jest and they make one lane. The browser projects
// and the server tests on PostgreSQL make the other, in one process: its stack already has the
// PostgreSQL server and the second API that e2e-pg needs, so the api group starts neither. On two
// cores a third lane would only slow the other two.
export function testLanes(env: NodeJS.ProcessEnv = process.env): Lane[] {
  // As playwright.config.ts decides: without PostgreSQL (outside CI) its projects do not exist.
  const onPostgres = Boolean(env.CI) || findPostgresBin(env) !== undefined;
  const ifPostgres = (project: string) => (onPostgres ? [project] : []);
  const unit: Step = { name: 'unit', bin: 'jest', args: ['--coverage'] };
  // One stack given by hand (E2E_EXTERNAL_STACK=1) holds one set of data: one process at a time.
  if (env.E2E_EXTERNAL_STACK === '1') return [[unit, playwrightGroup('playwright', [])]];
  return [
    [unit, playwrightGroup('api', ['server'])],
    [
      playwrightGroup('browser', [
        'e2e',
        'e2e-mobile',
        ...ifPostgres('e2e-pg'),
        ...ifPostgres('server-pg'),
      ]),
    ],
  ];
}
