import { makeStore } from '../../src/app/store';
import { api } from '../../src/services/api';
import type { AnswerMeta } from '../../src/services/baseQuery';
import { DEMO_USER, fakeAuth, getIdToken } from '../support/fakeFirebase';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

// Probe endpoints on the app's one API slice, so the real baseQuery and store are exercised.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRows: build.query<unknown[], string>({
      query: (path) => path,
      extraOptions: { shape: 'rows' },
    }),
    probePosition: build.query<number | undefined, string>({
      query: (path) => path,
      extraOptions: { shape: 'rows' },
      transformResponse: (_rows: unknown, meta: AnswerMeta | undefined) => meta?.position,
    }),
    probeArray: build.query<unknown[], string>({
      query: (path) => path,
      extraOptions: { shape: 'array' },
    }),
    probePost: build.mutation<unknown, string>({
      query: (path) => ({ url: path, method: 'POST', body: { id: 1 } }),
    }),
  }),
});

function signedInStore() {
  fakeAuth.setUser(DEMO_USER);
  return makeStore();
}

describe('authorizedBaseQuery', () => {
  it('sends the Bearer token on every call, GET and POST alike', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    server.use(
      http.get(apiUrl('/a'), () => HttpResponse.json([])),
      http.post(apiUrl('/b'), () => HttpResponse.json({ ok: true })),
    );
    await store.dispatch(probeApi.endpoints.probeRows.initiate('/a')).unwrap();
    await store.dispatch(probeApi.endpoints.probePost.initiate('/b')).unwrap();
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
    ]);
  });

  it('takes the token from Firebase at each call, so a renewed token is used at once', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json([])));
    await store.dispatch(probeApi.endpoints.probeRows.initiate('/a')).unwrap();
    await getIdToken(true); // Firebase renewed it meanwhile
    await store
      .dispatch(probeApi.endpoints.probeRows.initiate('/a', { forceRefetch: true }))
      .unwrap();
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('on a 401 forces one token refresh and retries once with the new token', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    server.use(
      http.get(apiUrl('/a'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? HttpResponse.json({ data: [{ id: 1 }] })
          : HttpResponse.json({ error: 'expired' }, { status: 401 }),
      ),
    );
    const rows = await store.dispatch(probeApi.endpoints.probeRows.initiate('/a')).unwrap();
    expect(rows).toEqual([{ id: 1 }]);
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
  });

  it('retries only once: a second 401 is not retried again', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json({}, { status: 401 })));
    await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
  });

  it('many parallel 401s share one forced refresh', async () => {
    const store = signedInStore();
    const requests = recordRequests();
    server.use(
      http.get(apiUrl('/p/:n'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? HttpResponse.json([])
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => store.dispatch(probeApi.endpoints.probeRows.initiate(`/p/${n}`))),
    );
    expect(results.every((result) => result.isSuccess)).toBe(true);
    expect(getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(1);
    expect(requests).toHaveLength(8);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const store = makeStore();
    const requests = recordRequests();
    server.use(http.get(apiUrl('/a'), () => HttpResponse.json([])));
    await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
    expect(requests[0].authorization).toBeNull();
  });

  describe('reading the answer', () => {
    it.each([
      ['a bare array', [{ id: 1 }], [{ id: 1 }]],
      ['a data array', { data: [{ id: 2 }] }, [{ id: 2 }]],
    ])('rows: %s is the rows', async (_name, body, rows) => {
      const store = signedInStore();
      server.use(http.get(apiUrl('/a'), () => HttpResponse.json(body)));
      const result = await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
      expect(result.data).toEqual(rows);
    });

    it.each([
      ['an object without data', { rows: [] }],
      ['a data that is not an array', { data: { id: 1 } }],
      ['null', null],
      ['a number', 42],
    ])('rows: %s is a failure', async (_name, body) => {
      const store = signedInStore();
      server.use(http.get(apiUrl('/a'), () => HttpResponse.json(body)));
      const result = await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
      expect(result.isError).toBe(true);
    });

    it.each([
      ['a whole number', { data: [], position: 12 }, 12],
      ['none', { data: [] }, undefined],
      ['not a whole number', { data: [], position: '12' }, undefined],
      ['a bare array', [], undefined],
    ])(
      "rows: the feed's position beside the data (%s) is kept in the call's meta",
      async (_name, body, position) => {
        const store = signedInStore();
        server.use(http.get(apiUrl('/a'), () => HttpResponse.json(body)));
        const result = await store.dispatch(probeApi.endpoints.probePosition.initiate('/a'));
        expect(result.isSuccess).toBe(true);
        expect(result.data).toBe(position);
      },
    );

    it('rows: invalid JSON is a failure', async () => {
      const store = signedInStore();
      server.use(
        http.get(
          apiUrl('/a'),
          () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
        ),
      );
      const result = await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
      expect(result.isError).toBe(true);
    });

    it('array: only a bare array is accepted; a data array is a failure', async () => {
      const store = signedInStore();
      server.use(
        http.get(apiUrl('/bare'), () => HttpResponse.json([{ uid: 'u' }])),
        http.get(apiUrl('/wrapped'), () => HttpResponse.json({ data: [{ uid: 'u' }] })),
      );
      const bare = await store.dispatch(probeApi.endpoints.probeArray.initiate('/bare'));
      const wrapped = await store.dispatch(probeApi.endpoints.probeArray.initiate('/wrapped'));
      expect(bare.data).toEqual([{ uid: 'u' }]);
      expect(wrapped.isError).toBe(true);
    });

    it('a non-OK status is a failure carrying the status', async () => {
      const store = signedInStore();
      server.use(http.get(apiUrl('/a'), () => HttpResponse.json({ data: [] }, { status: 500 })));
      const result = await store.dispatch(probeApi.endpoints.probeRows.initiate('/a'));
      expect(result.error).toMatchObject({ status: 500 });
    });
  });
});
