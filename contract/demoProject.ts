/**
 * The Firebase project used without a real one: the local Auth Emulator's. The dashboard signs in
 * to it and the API accepts its tokens, so both must name the same project.
 */
export const DEMO_PROJECT_ID = 'demo-vasos';

/**
 * Where the dashboard finds the API and the Auth Emulator when its build names none
 * (`VITE_API_URL`, `VITE_AUTH_EMULATOR_URL`): the local stack's. The dashboard calls them and its
 * page policy (scripts/hosting/pagePolicy.ts) allows them, so both read them here.
 */
export const LOCAL_API_URL = 'http://localhost:4000';
export const LOCAL_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
