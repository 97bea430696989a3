// src/services/firebase.ts loads Firebase's SDK (firebaseSdk.ts) on first use. Here the real module
// runs (the other tests use a fake of it) over a stand-in SDK that can fail to load.
import type * as FirebaseModule from '../../src/services/firebase';
import type { FirebaseSession } from '../../src/services/firebase';

type IdTokenListener = (user: FakeUser | null) => void;
type FakeUser = {
  uid: string;
  email: string;
  getIdTokenResult: (
    forceRefresh?: boolean,
  ) => Promise<{ token: string; claims: Record<string, unknown> }>;
};

// What the stand-in SDK does; `mock` prefix: jest.mock's factory may read it.
const mockSdk = {
  loads: 0,
  failNextLoad: false,
  listeners: [] as IdTokenListener[],
  auth: { currentUser: null as FakeUser | null },
};

jest.mock('../../src/services/firebaseSdk', () => {
  mockSdk.loads++;
  if (mockSdk.failNextLoad) {
    mockSdk.failNextLoad = false;
    throw new Error('network error while loading a chunk');
  }
  return {
    auth: mockSdk.auth,
    onIdTokenChanged: (_auth: unknown, listener: IdTokenListener) => {
      mockSdk.listeners.push(listener);
      return () => {
        mockSdk.listeners = mockSdk.listeners.filter((l) => l !== listener);
      };
    },
    signInWithEmailAndPassword: async () => ({ user: staffUser }),
    signOut: async () => undefined,
    sendPasswordResetEmail: async () => undefined,
  };
});

/** Staff and an administrator; a forced token finds the administrator claim gone. */
const staffUser: FakeUser = {
  uid: 'uid-1',
  email: 'staff@vasos.test',
  getIdTokenResult: async (forceRefresh = false) =>
    forceRefresh
      ? { token: 'token-2', claims: { staff: true } }
      : { token: 'token-1', claims: { staff: true, admin: true } },
};

/**
 * The real module (the test setup puts a fake in its place for every other test), fresh: nothing
 * loaded yet. beforeEach has emptied the module registry, so the SDK is loaded anew too.
 */
const freshFacade = (): typeof FirebaseModule => jest.requireActual('../../src/services/firebase');

/** Lets the pending loads and their callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets a frame paint, then the pending loads and their callbacks run. */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(settle);

beforeEach(() => {
  jest.resetModules();
  mockSdk.loads = 0;
  mockSdk.failNextLoad = false;
  mockSdk.listeners = [];
  mockSdk.auth.currentUser = null;
});

test('nothing is loaded until the first call, and the SDK is loaded once for all calls', async () => {
  const firebase = freshFacade();
  await settle();
  expect(mockSdk.loads).toBe(0);

  const unsubscribe = firebase.subscribeToSession(() => {});
  await firebase.getIdToken();
  await firebase.signOutUser();
  expect(mockSdk.loads).toBe(1);
  unsubscribe();
});

test('the session subscription asks for the SDK only once the first frame has painted', async () => {
  const firebase = freshFacade();
  const unsubscribe = firebase.subscribeToSession(() => {});
  await settle();
  expect(mockSdk.loads).toBe(0);
  await nextFrame();
  expect(mockSdk.loads).toBe(1);
  unsubscribe();
});

test('the session subscription reports what Firebase reports once the SDK has arrived', async () => {
  const firebase = freshFacade();
  const reports: (FirebaseSession | null)[] = [];
  firebase.subscribeToSession((session) => reports.push(session));
  await nextFrame();
  expect(mockSdk.listeners).toHaveLength(1);

  mockSdk.auth.currentUser = staffUser;
  mockSdk.listeners[0]!(staffUser);
  await settle();
  expect(reports).toEqual([
    {
      user: { id: 'uid-1', email: 'staff@vasos.test' },
      token: 'token-1',
      staff: true,
      role: 'administrador',
    },
  ]);
});

test('refreshAccess forces a new token and says what its claims allow now', async () => {
  const firebase = freshFacade();
  mockSdk.auth.currentUser = null;
  expect(await firebase.refreshAccess()).toBeNull();
  mockSdk.auth.currentUser = staffUser;
  expect(await firebase.refreshAccess()).toEqual({ staff: true, role: 'personal' });
});

test('unsubscribing before the SDK has arrived leaves no listener behind', async () => {
  const firebase = freshFacade();
  const reports: (FirebaseSession | null)[] = [];
  const unsubscribe = firebase.subscribeToSession((session) => reports.push(session));
  unsubscribe();
  await nextFrame();
  expect(mockSdk.listeners).toHaveLength(0);
  expect(reports).toEqual([]);
});

test('an SDK that cannot be loaded reports no session, and the next call loads it again', async () => {
  const firebase = freshFacade();
  mockSdk.failNextLoad = true;
  const reports: (FirebaseSession | null)[] = [];
  firebase.subscribeToSession((session) => reports.push(session));
  await nextFrame();
  expect(reports).toEqual([null]);

  const session = await firebase.signInWithPassword('staff@vasos.test', 'secret');
  expect(session.staff).toBe(true);
  expect(mockSdk.loads).toBe(2);
});
