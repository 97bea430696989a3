// Stands in for src/services/config.ts under Jest, where import.meta.env does not exist.
import type { AppConfig } from '../../src/services/configTypes';

export const isDevelopment = false;

export const TEST_API_URL = 'http://api.test';

export const config: AppConfig = {
  apiUrl: TEST_API_URL,
  firebase: { apiKey: 'test', projectId: 'demo-vasos' },
  authEmulatorUrl: undefined,
  apiCacheSeconds: 0,
  inactivityMinutes: 30,
};
