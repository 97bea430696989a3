import {
  DEMO_PROJECT_ID,
  LOCAL_API_URL,
  LOCAL_AUTH_EMULATOR_URL,
} from '../../contract/demoProject';
import {
  ADMIN_CLAIM,
  ADMIN_ONLY_ERROR,
  isRol,
  rolOf,
  ROLES,
  SESSION_EXPIRED_ERROR,
  SESSION_MAX_HOURS,
} from '../../contract/roles';

describe('roles among staff (docs/access.md, "Roles")', () => {
  it('has two roles', () => {
    expect(ROLES).toEqual(['administrador', 'personal']);
  });

  it('makes an administrator of `admin: true` only', () => {
    expect(ADMIN_CLAIM).toBe('admin');
    expect(rolOf({ staff: true, admin: true })).toBe('administrador');
    expect(rolOf({ staff: true })).toBe('personal');
    // A claim that only looks true is no administrator.
    expect(rolOf({ staff: true, admin: 'true' })).toBe('personal');
    expect(rolOf({ staff: true, admin: 1 })).toBe('personal');
    expect(rolOf({ staff: true, administrador: true })).toBe('personal');
    expect(rolOf(null)).toBe('personal');
    expect(rolOf(undefined)).toBe('personal');
  });

  it('knows its roles and nothing else', () => {
    expect(isRol('administrador')).toBe(true);
    expect(isRol('personal')).toBe(true);
    for (const value of ['', 'admin', 'Personal', 'staff', null, undefined, 1, ['personal']]) {
      expect(isRol(value)).toBe(false);
    }
  });

  it('answers a Personal token on an administrators’ route, and an old sign-in, in these words', () => {
    expect(ADMIN_ONLY_ERROR).toBe('Only an administrator can do this');
    expect(SESSION_EXPIRED_ERROR).toBe('Session expired: sign in again');
    expect(SESSION_MAX_HOURS).toBe(12);
  });
});

describe('the Firebase project without a real one (docs/access.md, "Configuration")', () => {
  it('is the demo project, the same for the dashboard and the API', () => {
    expect(DEMO_PROJECT_ID).toBe('demo-vasos');
  });

  it('finds the local API and Auth Emulator where the local stack listens', () => {
    expect(LOCAL_API_URL).toBe('http://localhost:4000');
    expect(LOCAL_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099');
  });
});
