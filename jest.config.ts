import type { Config } from 'jest';

// Dates must be checked west of UTC: a date-only string has to stay on its calendar day there.
process.env.TZ = 'America/Mexico_City';

const config: Config = {
  // jest-fixed-jsdom restores fetch, Request and TextEncoder, which msw and firebase/auth need.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/{unit,ui,server}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }],
  },
  // import.meta.env does not exist under ts-jest: config.ts is swapped for a plain one.
  moduleNameMapper: {
    '^(.*)/services/config$': '<rootDir>/test/support/config.ts',
  },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/main.tsx', '!src/services/config.ts'],
  coverageReporters: ['text-summary', 'lcov'],
};

export default config;
