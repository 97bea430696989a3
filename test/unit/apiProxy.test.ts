import { API_PATHS, previewApiProxy } from '../../scripts/hosting/apiProxy';

// `vite preview`'s proxy that puts the API under the page's origin (docs/server.md, "Headers,
// CORS, rate limit, logs").

test('without PREVIEW_API_PROXY, vite preview passes nothing on', () => {
  expect(previewApiProxy({})).toBeUndefined();
  expect(previewApiProxy({ PREVIEW_API_PROXY: '' })).toBeUndefined();
});

test("every /api/ call goes to the API's origin, the Host header kept the page's", () => {
  expect(previewApiProxy({ PREVIEW_API_PROXY: 'http://127.0.0.1:4000/' })).toEqual({
    [API_PATHS]: { target: 'http://127.0.0.1:4000', changeOrigin: false },
  });
  expect(API_PATHS).toBe('/api/');
});

test('a value that is no http(s) URL stops the preview rather than serve without the API', () => {
  expect(() => previewApiProxy({ PREVIEW_API_PROXY: 'localhost:4000' })).toThrow(
    'PREVIEW_API_PROXY=localhost:4000 is not',
  );
  expect(() => previewApiProxy({ PREVIEW_API_PROXY: 'ftp://api' })).toThrow('is not http(s)');
});
