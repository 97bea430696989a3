// /signin arrives as the sign-in page itself (signin.html, rendered by the build) with a small
// script; the app's code comes once the form is used, or at once for a browser with a session.
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNT } from '../support/stack/auth';
import { recordDialogs } from './support/dialogs';
import { signInThroughForm, signOutButton } from './support/ui';

/** The chunk that starts the app (src/app/startApp.tsx). */
const APP_CHUNK = '**/assets/startApp-*.js';
const isAppChunk = (request: Request) => /\/assets\/startApp-[^/]+\.js$/.test(request.url());
const isSignInCall = (request: Request) => request.url().includes('accounts:signInWithPassword');
const LOAD_FAILED = 'No se ha podido cargar el panel. Comprueba la conexión y vuelve a intentarlo.';

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** Holds every request for the app's chunk until `release()`. */
async function holdAppChunk(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function fillForm(page: Page) {
  await page.getByLabel('Correo').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Contraseña').fill(DEMO_ACCOUNT.password);
}

test('the page is the form itself: it shows with JavaScript off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Vasos Admin' })).toBeVisible();
  await expect(page.getByLabel('Correo')).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Has olvidado tu Contraseña' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  // Styled by the site's stylesheet, not shown as bare HTML.
  await expect(page.locator('main.auth-page')).toHaveCSS('display', /flex|grid|block/);
  await context.close();
});

test("signed out, the app's code is fetched only once the form is used", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/signin');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isAppChunk)).toEqual([]);

  const appRequested = page.waitForRequest(isAppChunk);
  await page.getByLabel('Correo').focus();
  await appRequested;
  await fillForm(page);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('typed before the app runs, sent while it loads: kept, sent once, signed in', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const requests = recordRequests(page);
  // A page that did not match what the app renders would be thrown away and rendered anew (a
  // recoverable error React reports), losing what was typed.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const appChunk = await holdAppChunk(page);
  await page.goto('/signin');
  await fillForm(page);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

  // The app is held back: the page keeps the submit (nothing leaves, the address does not change).
  await expect(page.getByLabel('Correo')).toHaveValue(DEMO_ACCOUNT.email);
  expect(page.url()).toMatch(/\/signin$/);
  expect(requests.filter(isSignInCall)).toEqual([]);

  appChunk.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /PETICIONES/ })).toBeVisible();
  expect(requests.filter(isSignInCall)).toHaveLength(1);
  expect(dialogs.seen).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('when the app cannot be loaded the page says so, and the next try loads it', async ({
  page,
}) => {
  await page.route(APP_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto('/signin');
  await fillForm(page);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);
  expect(page.url()).toMatch(/\/signin$/);

  await page.unroute(APP_CHUNK);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

test('after Cerrar Sesión a fresh /signin waits for the form again (no app code before)', async ({
  page,
}) => {
  await signInThroughForm(page);
  await (await signOutButton(page)).click();
  await expect(page).toHaveURL(/\/signin$/);

  const requests = recordRequests(page);
  await page.goto('/signin');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isAppChunk)).toEqual([]);
});
