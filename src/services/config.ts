// The only module that reads import.meta.env: everything configurable about the app lives here.
// contract/'s file, not its index: the customer's page loads this module too (vite.config.ts).
import {
  DEMO_PROJECT_ID,
  LOCAL_API_URL,
  LOCAL_AUTH_EMULATOR_URL,
} from '../../contract/demoProject';
import type { AppConfig } from './configTypes';

const env = import.meta.env;

/**
 * Development build: Redux DevTools on. A constant of its own, not a field of `config`, so that the
 * production build drops the DevTools' setup and its sanitizers as dead code.
 */
export const isDevelopment = import.meta.env.DEV;

/** Whole minutes, at least 2 (the warning comes one minute before the end); else the default 30. */
function inactivityMinutes(value: string | undefined): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 2 ? minutes : 30;
}

const { VITE_FIREBASE_API_KEY: firebaseApiKey, VITE_FIREBASE_PROJECT_ID: firebaseProjectId } = env;
const hasFirebaseConfig = Boolean(firebaseApiKey && firebaseProjectId);

export const config: AppConfig = {
  apiUrl: (env.VITE_API_URL || LOCAL_API_URL).replace(/\/+$/, ''),
  firebase:
    firebaseApiKey && firebaseProjectId
      ? {
          apiKey: firebaseApiKey,
          authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
          projectId: firebaseProjectId,
          appId: env.VITE_FIREBASE_APP_ID,
        }
      : {
          apiKey: 'demo-api-key',
          projectId: DEMO_PROJECT_ID,
          authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        },
  // Without a real Firebase project the app talks to the local Auth Emulator.
  authEmulatorUrl: hasFirebaseConfig
    ? undefined
    : env.VITE_AUTH_EMULATOR_URL || LOCAL_AUTH_EMULATOR_URL,
  apiCacheSeconds: 60,
  inactivityMinutes: inactivityMinutes(env.VITE_INACTIVITY_MINUTES),
};
