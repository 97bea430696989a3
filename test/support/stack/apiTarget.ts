// The API a spec calls: the run's stack, or one it started for itself.
import { apiUrl } from './stackEnv';

export type ApiTarget = {
  /** Absolute URL of an API path such as `/api/admin/peticiones/sinasignar`. */
  url(path: string): string;
};

/**
 * The stack's API (of the running project's engine). Every spec and the browser tests share its
 * data: a spec that changes data starts an API of its own instead.
 */
export const stackApi: ApiTarget = { url: apiUrl };
