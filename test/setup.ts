import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { fakeAuth } from './support/fakeFirebase';
import { server } from './support/server';

// import.meta.env does not exist under ts-jest: the config module is swapped for a plain one.
jest.mock('../src/services/config', () => jest.requireActual('./support/config'));
// The real Firebase module is replaced by the fake at its one boundary (src/services/firebase.ts).
jest.mock('../src/services/firebase', () => jest.requireActual('./support/fakeFirebase'));

// Routes load their page on demand; on a cold cache ts-jest compiles that page inside the first
// findBy* of a file, which on a busy 2-core machine takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  fakeAuth.reset();
  // Unsaved edits are kept in localStorage per account: one test's edits must not reach the next.
  localStorage.clear();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  // The test's page is closed: drafts waiting for an idle moment are written now, before the next
  // test clears localStorage, instead of landing in the middle of it.
  window.dispatchEvent(new Event('pagehide'));
  server.resetHandlers();
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

afterAll(() => {
  server.close();
});
