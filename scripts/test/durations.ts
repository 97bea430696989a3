// `npm run test:durations`: where each Playwright group of the last `npm test` spent its time, by
// project and by spec file, read from test-results/<group>/report.json (scripts/test/groups.ts),
// to balance the groups. A test's time runs from the end of the one before it to its own end, so
// a spec's beforeAll (its own API, its sign-in) and a worker's restart count where they happen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack';
import { groupOutputDir, testLanes } from './groups';

type Result = { startTime: string; duration: number };
type Test = { projectName: string; results: Result[] };
type Spec = { file: string; tests: Test[] };
type Suite = { specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[]; stats: { startTime: string; duration: number } };
type Run = { project: string; file: string; start: number; end: number };

function runsOf(suites: readonly Suite[]): Run[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => {
          const start = Date.parse(result.startTime);
          return {
            project: test.projectName,
            file: spec.file,
            start,
            end: start + result.duration,
          };
        }),
      ),
    ),
    ...runsOf(suite.suites ?? []),
  ]);
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1).padStart(5)} min`;
const TOP_FILES = 15;

for (const name of testLanes().flatMap((lane) => lane.map((step) => step.name))) {
  const path = join(ROOT, groupOutputDir(name), 'report.json');
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const runs = runsOf(report.suites).sort((a, b) => a.start - b.start);
  const byProject = new Map<string, number>();
  const byFile = new Map<string, number>();
  let previousEnd = Date.parse(report.stats.startTime);
  for (const run of runs) {
    const ms = run.end - Math.min(previousEnd, run.start);
    previousEnd = run.end;
    byProject.set(run.project, (byProject.get(run.project) ?? 0) + ms);
    const file = `${run.project} ${run.file}`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.log(`${name}: ${minutes(report.stats.duration)} in all (the stack's start included)`);
  for (const [project, ms] of byProject) console.log(`  ${minutes(ms)}  ${project}`);
  console.log(`  slowest spec files:`);
  const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP_FILES);
  for (const [file, ms] of slowest) console.log(`  ${minutes(ms)}  ${file}`);
}
