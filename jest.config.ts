import type { Config } from 'jest';

// Dates must be checked west of UTC: a date-only string has to stay on its calendar day there.
process.env.TZ = 'America/Mexico_City';

/**
 * ts-jest compiles each file on its own (isolatedModules) to CommonJS: only the options that shape
 * that output. Type checking is `tsc -b`'s job (tsconfig.test.json), so none are needed for it.
 */
const tsJest = {
  tsconfig: {
    target: 'ES2022',
    module: 'CommonJS',
    moduleResolution: 'node10',
    ignoreDeprecations: '6.0',
    jsx: 'react-jsx',
    esModuleInterop: true,
    resolveJsonModule: true,
    isolatedModules: true,
    allowJs: true,
    rootDir: '.',
  },
} as const;

const config: Config = {
  // jest-fixed-jsdom restores fetch, Request and TextEncoder, which msw and firebase/auth need.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/{unit,ui}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // A screen rendered with a real store in jsdom is CPU-bound: on a busy two-core machine the
  // 5 s default cut off whole walks (sixty cards, two clicks) that take 2 s on a quiet one.
  testTimeout: 15_000,
  // Jest's default leaves one core idle (cores - 1 workers: on a two-core machine, one process for
  // every suite). The suites share nothing, so each core runs one.
  maxWorkers: '100%',
  // Stylesheets a component imports are Vite's business: in jsdom they are empty modules.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/styleModule.ts' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', tsJest],
    // A few of msw's dependencies ship only ES modules: compile them to CommonJS too.
    '^.+\\.m?js$': ['ts-jest', tsJest],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/[^/]+|@mswjs/[^/]+)/)',
  ],
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/main.tsx', '!src/services/config.ts'],
  coverageReporters: ['text-summary', 'lcov'],
};

export default config;
