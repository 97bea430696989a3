import { makeStore } from '../../src/app/store';
import { sessionChanged } from '../../src/features/auth/authSlice';
import { cellEdited } from '../../src/features/precios/drafts/draftsSlice';
import { api } from '../../src/services/api';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { authorizedBaseQuery } from '../../src/services/baseQuery';
import {
  accessLost,
  FORBIDDEN_MESSAGE,
  forbiddenError,
  isDroppedWithSession,
  SESSION_ENDED_ERROR,
} from '../../src/services/sessionEnd';
import { DEMO_USER, fakeAuth, getIdToken, signOutUser } from '../support/fakeFirebase';
import { SERIGRAFIA_KEY, serigrafiaRows, serveTable } from '../support/preciosFixtures';
import { loadTable } from '../support/priceStores';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown[], string>({
      query: (path) => path,
      extraOptions: { shape: 'rows' },
    }),
    // A write the API refuses with 403 to anyone but the request's assignee.
    probeAssigneeWrite: build.mutation<unknown, string>({
      query: (path) => ({ url: path, method: 'POST' }),
      extraOptions: { forbiddenIsRefusal: true },
    }),
  }),
});

/** A signed-in store holding a cached table and an unsaved edit: what a session leaves behind. */
async function storeInUse() {
  fakeAuth.setUser(DEMO_USER);
  const store = makeStore();
  store.dispatch(sessionChanged({ user: DEMO_USER, token: 'token-1', role: 'administrador' }));
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(2));
  await loadTable(store, SERIGRAFIA_KEY);
  store.dispatch(cellEdited({ table: SERIGRAFIA_KEY, id: 1, field: 'coste', value: '9' }));
  return store;
}

const forcedRefreshes = () => getIdToken.mock.calls.filter(([force]) => force === true).length;

async function probe(store: Awaited<ReturnType<typeof storeInUse>>, path = '/a') {
  await store.dispatch(probeApi.endpoints.probe.initiate(path));
}

function expectSessionEnded(store: Awaited<ReturnType<typeof storeInUse>>) {
  const state = store.getState();
  expect(state.auth).toEqual({
    status: 'signedOut',
    user: null,
    token: null,
    role: null,
    signingOut: false,
  });
  expect(state.sessionNotice.notice).toBe('sessionEnded');
  expect(state.drafts).toEqual({});
  expect(state.api.queries).toEqual({});
  expect(signOutUser).toHaveBeenCalledTimes(1);
  expect(fakeAuth.currentUser).toBeNull();
}

describe('a call refused to the role of a member of staff', () => {
  it('keeps the session, the drafts and the cache, and alerts the refusal once', async () => {
    const store = await storeInUse();
    fakeAuth.setAdmin(DEMO_USER.id, false);
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({ error: 'x' }, { status: 403 })));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/a'));
    expect(result.error).toEqual(forbiddenError());
    expect(isDroppedWithSession(result.error)).toBe(true);
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith(FORBIDDEN_MESSAGE);
    expect(store.getState().auth.status).toBe('signedIn');
    expect(store.getState().sessionNotice.notice).toBeNull();
    expect(Object.keys(store.getState().drafts)).toEqual([SERIGRAFIA_KEY]);
    expect(signOutUser).not.toHaveBeenCalled();
  });
});

describe('a session the server stops accepting', () => {
  it('a 403 to an account that lost the staff claim ends it: no retry; drafts and cache cleared', async () => {
    const store = await storeInUse();
    fakeAuth.setStaff(DEMO_USER.id, false);
    const requests = recordRequests();
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({ error: 'x' }, { status: 403 })));
    await probe(store);
    expect(requests).toHaveLength(1);
    expect(forcedRefreshes()).toBe(0);
    expectSessionEnded(store);
  });

  it("a 403 on a write only the request's assignee may make refuses the call; the session goes on", async () => {
    const store = await storeInUse();
    server.use(http.post(apiUrl('/w'), () => HttpResponse.json({ error: 'x' }, { status: 403 })));
    const result = await store.dispatch(probeApi.endpoints.probeAssigneeWrite.initiate('/w'));
    expect(result.error).toMatchObject({ status: 403 });
    expect(store.getState().auth.status).toBe('signedIn');
    expect(signOutUser).not.toHaveBeenCalled();
    expect(store.getState().drafts).not.toEqual({});
  });

  it('a 403 on the retry after a refresh ends it too, once the staff claim is gone', async () => {
    const store = await storeInUse();
    fakeAuth.setStaff(DEMO_USER.id, false);
    server.use(
      http.get(apiUrl('/a'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-1'
          ? HttpResponse.json({}, { status: 401 })
          : HttpResponse.json({}, { status: 403 }),
      ),
    );
    await probe(store);
    expectSessionEnded(store);
  });

  it('a 401 after the forced refresh ends it', async () => {
    const store = await storeInUse();
    const requests = recordRequests();
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({}, { status: 401 })));
    await probe(store);
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expectSessionEnded(store);
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found'])(
    'a forced refresh Firebase refuses with %s ends it, without a retry',
    async (code) => {
      const store = await storeInUse();
      const requests = recordRequests();
      fakeAuth.refuseRefresh(code);
      server.use(http.get(apiUrl('/a'), () => HttpResponse.json({}, { status: 401 })));
      await probe(store);
      expect(requests).toHaveLength(1);
      expect(store.getState().sessionNotice.notice).toBe('sessionEnded');
      expect(store.getState().auth.status).toBe('signedOut');
      expect(store.getState().drafts).toEqual({});
      expect(store.getState().api.queries).toEqual({});
    },
  );

  it('a token Firebase refuses before the call (account disabled) ends it without a call', async () => {
    const store = await storeInUse();
    const requests = recordRequests();
    getIdToken.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/user-disabled).'), {
        code: 'auth/user-disabled',
      }),
    );
    await probe(store);
    expect(requests).toHaveLength(0);
    expect(store.getState().sessionNotice.notice).toBe('sessionEnded');
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('a refresh that fails for the network keeps the session: the call fails as any other', async () => {
    const store = await storeInUse();
    getIdToken.mockImplementation(async (force = false) => {
      if (force) {
        throw Object.assign(new Error('network'), { code: 'auth/network-request-failed' });
      }
      return 'token-1';
    });
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({}, { status: 401 })));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.status).toBe('signedIn');
    expect(store.getState().sessionNotice.notice).toBeNull();
    expect(Object.keys(store.getState().drafts)).toEqual([SERIGRAFIA_KEY]);
    expect(signOutUser).not.toHaveBeenCalled();
  });

  it('other failures (404, 409, 500) leave the session alone', async () => {
    const store = await storeInUse();
    for (const status of [404, 409, 500]) {
      server.use(http.get(apiUrl(`/s${status}`), () => HttpResponse.json({}, { status })));
      await probe(store, `/s${status}`);
    }
    expect(store.getState().auth.status).toBe('signedIn');
    expect(store.getState().sessionNotice.notice).toBeNull();
    expect(signOutUser).not.toHaveBeenCalled();
  });

  it('many calls refused at once end the session once', async () => {
    const store = await storeInUse();
    fakeAuth.setStaff(DEMO_USER.id, false);
    server.use(http.get(apiUrl('/p/:n'), () => HttpResponse.json({ error: 'x' }, { status: 403 })));
    await Promise.all([1, 2, 3, 4].map((n) => probe(store, `/p/${n}`)));
    expectSessionEnded(store);
  });

  it('the call that revealed it fails as a session end (alerted by nobody), and says so once', async () => {
    fakeAuth.setUser(DEMO_USER);
    fakeAuth.setStaff(DEMO_USER.id, false);
    const dispatch = jest.fn();
    const queryApi = {
      dispatch,
      getState: () => ({}),
      signal: new AbortController().signal,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'probe',
      type: 'query',
    } as unknown as BaseQueryApi;
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({}, { status: 403 })));
    const result = await authorizedBaseQuery('/a', queryApi, { shape: 'rows' });
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: SESSION_ENDED_ERROR,
      data: { cause: 403 },
    });
    expect(isDroppedWithSession(result.error)).toBe(true);
    expect(dispatch.mock.calls).toEqual([[accessLost()]]);
  });
});
