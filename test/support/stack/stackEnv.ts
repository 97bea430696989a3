// Where the stack started by globalSetup listens, as environment variables shared with workers.
export type E2eUrls = { web: string; api: string; authEmulator: string };

export const ENV_NAMES = {
  web: 'E2E_WEB_URL',
  api: 'E2E_API_URL',
  authEmulator: 'E2E_AUTH_EMULATOR_URL',
} as const;

export function publishUrls(urls: E2eUrls) {
  for (const key of Object.keys(ENV_NAMES) as (keyof E2eUrls)[]) {
    process.env[ENV_NAMES[key]] = urls[key];
  }
}

/** The stack's URLs; throws when a test runs without the globalSetup that provides them. */
export function stackUrls(): E2eUrls {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests with \`npx playwright test\`.`);
    return value.replace(/\/+$/, '');
  };
  return {
    web: read(ENV_NAMES.web),
    api: read(ENV_NAMES.api),
    authEmulator: read(ENV_NAMES.authEmulator),
  };
}

/** Absolute URL of an API path such as `/api/admin/peticiones/sinasignar`. */
export const apiUrl = (path: string) => `${stackUrls().api}${path}`;
