import { expect, test } from '@playwright/test';
import { databaseTarget, readServerConfig } from '../../server/config';

test('without DATABASE_URL the embedded database in DATA_DIR; with it, that server and its pool settings', () => {
  expect(databaseTarget(readServerConfig({}))).toBe('.data/db');
  expect(databaseTarget(readServerConfig({ DATA_DIR: '' }))).toBe('memory');
  expect(
    databaseTarget(
      readServerConfig({ DATABASE_URL: 'postgres://u:p@db:5432/vasos', DATA_DIR: 'x' }),
    ),
  ).toEqual({
    url: 'postgres://u:p@db:5432/vasos',
    poolMax: 10,
    statementTimeoutMs: 30_000,
    connectTimeoutMs: 1_500,
  });
  expect(
    databaseTarget(
      readServerConfig({
        DATABASE_URL: 'postgresql://db/vasos',
        DATABASE_POOL_MAX: '3',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_CONNECT_TIMEOUT_MS: '800',
      }),
    ),
  ).toEqual({
    url: 'postgresql://db/vasos',
    poolMax: 3,
    statementTimeoutMs: 0,
    connectTimeoutMs: 800,
  });
});

test('bad database settings stop the start, and the message never repeats a password', () => {
  expect(() => readServerConfig({ DATABASE_URL: 'mysql://u:hunter2@db/vasos' })).toThrow(
    /^Invalid DATABASE_URL: expected postgres:\/\/user:password@host:port\/database$/,
  );
  for (const bad of ['0', '-1', '2.5', 'many'])
    expect(() => readServerConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
  for (const bad of ['-1', '0.5', 'soon'])
    expect(() => readServerConfig({ DATABASE_STATEMENT_TIMEOUT_MS: bad }), bad).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  for (const bad of ['0', '-1', 'soon'])
    expect(() => readServerConfig({ DATABASE_CONNECT_TIMEOUT_MS: bad }), bad).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
});

test('SEED_DEMO: 1 or 0 decide, unset leaves it to the engine, anything else is refused', () => {
  expect(readServerConfig({}).seedDemo).toBeUndefined();
  expect(readServerConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  expect(readServerConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  expect(readServerConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  expect(() => readServerConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
});

test('LOG_FORMAT: json or readable whatever NODE_ENV says; unset follows NODE_ENV; else refused', () => {
  expect(readServerConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
  expect(readServerConfig({}).logFormat).toBe('readable');
  expect(readServerConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  expect(readServerConfig({ NODE_ENV: 'production', LOG_FORMAT: 'Readable' }).logFormat).toBe(
    'readable',
  );
  expect(() => readServerConfig({ LOG_FORMAT: 'pretty' })).toThrow(
    'Invalid LOG_FORMAT: pretty (json or readable)',
  );
});
