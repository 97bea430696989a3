// Mutation testing of contract/ (`npm run test:mutation`, README.md "Scripts"): Stryker changes the
// code one mutant at a time and runs the Jest unit tests that execute it; a mutant no test notices
// is a rule nobody would miss. Equivalent mutants (a change that cannot alter any result) are
// marked in the source one by one, `// Stryker disable next-line <mutator>: <reason>`, never a
// whole file or mutator.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

// The unit tests of contract/: every test of test/unit that imports a module of contract/ by its
// path, found when the run starts, so a new file of contract/ and its test join without a word
// here. A mutant of a constant runs every one of them (Stryker cannot tell which test reads it):
// the dashboard's own tests stay out, or a run takes hours. A test of contract/ imports the
// modules it tests (contract/money, not contract/, which only the dashboard's tests import): see
// `jest` below.
const UNIT_TESTS = 'test/unit';
/** Tests of the dashboard that import a module of contract/: they need its setup (store, network). */
const DASHBOARD_TESTS = ['draftsSelectors.test.ts', 'draftsValues.test.ts'];
const IMPORTS_A_CONTRACT_MODULE = /from '\.\.\/\.\.\/contract\/\w+'/;
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const CONTRACT_TESTS = readdirSync(`${ROOT}${UNIT_TESTS}`)
  .filter((name) => name.endsWith('.test.ts') && !DASHBOARD_TESTS.includes(name))
  .map((name) => `${UNIT_TESTS}/${name}`)
  .filter((file) => IMPORTS_A_CONTRACT_MODULE.test(readFileSync(`${ROOT}${file}`, 'utf-8')))
  .sort();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  mutate: ['contract/**/*.ts'],
  testRunner: 'jest',
  // contract/ runs in both programs with neither DOM nor Node's APIs: its tests need no jsdom and
  // none of the dashboard's setup (fake network, fake Firebase), which would double every run.
  //
  // A mutant's run is mostly Jest loading test files: Jest loads every file of the list to find the
  // tests Stryker names, and each file loads what it imports afresh. With `enableFindRelatedTests`
  // (Stryker's default, said here because the speed rests on it) Jest loads only the files that
  // import the mutated one, so the tests import each module itself, not contract/index.ts (which
  // imports them all): a mutant of presupuestoNumber.ts loads two files, not 21, and that file's
  // run took 1 min 30 s instead of 5 min 39 s. What runs is the same: the tests a mutant's code
  // reached all import its file. ts-jest already compiles each file
  // on its own, without type checking (jest.config.ts's `isolatedModules`): a mutant that does not
  // compile is the TypeScript checker's to reject, not Jest's.
  jest: {
    projectType: 'custom',
    enableFindRelatedTests: true,
    configFile: 'jest.config.ts',
    config: {
      testEnvironment: 'node',
      setupFilesAfterEnv: [],
      // Jest's own list, not Stryker's `testFiles` (which limits only the first, measuring run).
      testMatch: CONTRACT_TESTS.map((file) => `<rootDir>/${file}`),
    },
  },
  coverageAnalysis: 'perTest',
  // A mutant that does not compile is no test's failure: the TypeScript checker sets it aside.
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.contract.json',
  // The machine is shared: one or two test processes, never one per core.
  concurrency: 2,
  // A mutant is a timeout (an endless loop) only well past the time its tests took: on a busy
  // machine a run of every test can take half a minute, and contract/ has no loop to hang.
  timeoutMS: 60_000,
  // A re-run tests only the mutants whose code or tests changed; the state is committed.
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  // portable-state rewrites that state without this clone's paths once it is written.
  appendPlugins: ['./test/mutation/portableState.mjs'],
  reporters: ['clear-text', 'progress', 'html', 'portable-state'],
  htmlReporter: { fileName: 'reports/mutation/contract.html' },
  ignorePatterns: [
    '.data',
    'dist',
    'coverage',
    'test-results',
    'playwright-report',
    'bench/results',
    'reports',
  ],
  // Below 95 % of the mutants killed, the run fails (the budget of the contract's tests).
  thresholds: { high: 95, low: 90, break: 95 },
};

export default config;
