import { waitFor } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { postWithSession } from '../../src/services/postWithSession';
import { DEMO_USER, fakeAuth } from '../support/fakeFirebase';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

function signedIn() {
  fakeAuth.setUser(DEMO_USER);
  return { dispatch: makeStore().dispatch };
}

describe('postWithSession', () => {
  it('posts the body as JSON with the Bearer token; the answer gives its headers, and its JSON when asked', async () => {
    const api = signedIn();
    const requests = recordRequests();
    server.use(
      http.post(apiUrl('/rows'), () =>
        HttpResponse.json({ data: { id: 1, version: 2 } }, { headers: { 'Row-Version': '2' } }),
      ),
    );
    const result = await postWithSession('/rows', { id: 1, coste: 2.5 }, api);
    expect(result.error).toBeUndefined();
    expect(result.headers?.get('Row-Version')).toBe('2');
    expect(await result.readBody?.()).toEqual({ data: { id: 1, version: 2 } });
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', authorization: 'Bearer token-1' }),
    ]);
    await waitFor(() => expect(requests[0]!.body).toEqual({ id: 1, coste: 2.5 }));
  });

  it('takes a plain-text answer as text', async () => {
    const api = signedIn();
    server.use(http.post(apiUrl('/rows'), () => HttpResponse.text('OK')));
    expect(await (await postWithSession('/rows', {}, api)).readBody?.()).toBe('OK');
  });

  it('answers a refusal with its status and body, as RTK Query would', async () => {
    const api = signedIn();
    server.use(
      http.post(apiUrl('/rows'), () =>
        HttpResponse.json({ error: 'x', data: { id: 1 } }, { status: 409 }),
      ),
    );
    expect(await postWithSession('/rows', {}, api)).toEqual({
      error: { status: 409, data: { error: 'x', data: { id: 1 } } },
    });
  });

  it('says PARSING_ERROR for a refusal whose JSON is not, and FETCH_ERROR when nothing answers', async () => {
    const api = signedIn();
    const notJson = (status: number) =>
      new HttpResponse('{oops', { status, headers: { 'Content-Type': 'application/json' } });
    server.use(
      http.post(apiUrl('/bad'), () => notJson(500)),
      http.post(apiUrl('/accepted'), () => notJson(200)),
      http.post(apiUrl('/down'), () => HttpResponse.error()),
    );
    expect((await postWithSession('/bad', {}, api)).error).toMatchObject({
      status: 'PARSING_ERROR',
      originalStatus: 500,
    });
    // Accepted all the same: an unreadable body says nothing more about the stored row.
    const accepted = await postWithSession('/accepted', {}, api);
    expect(accepted.error).toBeUndefined();
    expect(await accepted.readBody?.()).toBeUndefined();
    expect((await postWithSession('/down', {}, api)).error).toMatchObject({
      status: 'FETCH_ERROR',
    });
  });

  it('on a 401 refreshes the token once and sends again', async () => {
    const api = signedIn();
    const requests = recordRequests();
    let calls = 0;
    server.use(
      http.post(apiUrl('/rows'), () =>
        ++calls === 1 ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({}),
      ),
    );
    expect(await (await postWithSession('/rows', {}, api)).readBody?.()).toEqual({});
    expect(requests.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});
