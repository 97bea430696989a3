import '@testing-library/jest-dom';
import { fakeAuth } from './support/fakeFirebase';
import { server } from './support/server';

// The real Firebase module is replaced by the fake at its one boundary (src/services/firebase.ts).
jest.mock('../src/services/firebase', () => jest.requireActual('./support/fakeFirebase'));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  fakeAuth.reset();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

afterAll(() => {
  server.close();
});
