// A signed-in start without the form: the demo account signs in through /signin once per spec file
// (and project), and each test's page starts from the browser state that sign-in left. Firebase Auth
// keeps the session in the tab's sessionStorage (src/services/firebaseSdk.ts), which Playwright's
// storageState leaves out: it is copied into the test's tab for its first load only.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appNav, signInThroughForm } from './ui';

type BrowserState = {
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
  origin: string;
  sessionEntries: [string, string][];
};

// Kept in this worker's memory only, never written to a file: the state holds the session's tokens.
// One per spec file, so a file that changed the demo account's session spoils no other file.
const statesByFile = new Map<string, Promise<BrowserState>>();

/**
 * Signs the demo account in through the form, in a context of its own (the test's page sees none of
 * it), and returns that context's state and its tab's sessionStorage.
 */
async function signInOnce(page: Page): Promise<BrowserState> {
  const browser = page.context().browser();
  if (!browser) throw new Error('A signed-in start needs a page of a launched browser.');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await signInThroughForm(page);
    const origin = new URL(page.url()).origin;
    const sessionEntries = await page.evaluate(() => Object.entries(sessionStorage));
    return { storage: await context.storageState({ indexedDB: true }), origin, sessionEntries };
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` signed in as the demo account without typing in the form: the page's context takes
 * the state of this spec file's one sign-in, loads `path` and waits for the signed-in shell.
 * For tests about signing in, or that sign out, sign in as another account or change the demo
 * account's session, use signInThroughForm (README.md, "Test it").
 */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  // On a context whose page has already loaded the app, setStorageState's own load of the app's
  // origin was seen never to finish (until the test timed out): the state goes on a fresh page.
  if (page.url() !== 'about:blank') {
    throw new Error(`openSignedIn starts a new page, not one already at ${page.url()}.`);
  }
  const { file, project } = test.info();
  const key = `${project.name} ${file}`;
  let state = statesByFile.get(key);
  if (!state) {
    state = signInOnce(page);
    statesByFile.set(key, state);
    // A failed sign-in is not kept: the next test tries again and fails on its own cause.
    state.catch(() => statesByFile.delete(key));
  }
  const { storage, origin, sessionEntries } = await state;
  await page.context().setStorageState(storage);
  // Only for this load: a later reload or sign-out in the test finds what the app left.
  const restore = await page.addInitScript(
    ({ origin, sessionEntries }) => {
      if (window !== window.top || location.origin !== origin) return;
      for (const [key, value] of sessionEntries) sessionStorage.setItem(key, value);
    },
    { origin, sessionEntries },
  );
  await page.goto(path);
  await restore.dispose();
  await expect(appNav(page)).toBeAttached();
}

/** Opens the home page signed in as the demo account, as signInThroughForm leaves it. */
export async function openSignedInHome(page: Page): Promise<void> {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: /PETICIONES/ })).toBeVisible();
}
