// Headless Chromium for the bench: the machine's own browser, the probe in every page.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';
import { DEMO_ACCOUNT } from '../scripts/stack';
import { NAME_HELPER, installProbe, type Probe, type ProbeOptions } from './inPage';

export const VIEWPORT = { width: 1280, height: 900 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** A fresh context (no cache, no session) whose pages carry the probe; alerts are accepted. */
export async function newBenchContext(
  browser: Browser,
  baseURL: string,
  probe: ProbeOptions = { trackRows: false },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'es-ES' });
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(installProbe, probe);
  // Every page of the context, the ones it opens itself included.
  context.on('page', (page) => page.on('dialog', (dialog) => void dialog.accept().catch(() => {})));
  return context;
}

export async function newBenchPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Signs in with the demo account through the form; resolves on the home page. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Correo').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Contraseña').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A fresh context with the probe, signed in, its page opened at `path`. */
export async function openSignedIn(
  browser: Browser,
  webUrl: string,
  path: string,
  probe?: ProbeOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBenchContext(browser, webUrl, probe);
  const page = await newBenchPage(context);
  await signIn(page);
  await page.goto(path);
  return { context, page };
}

export const readProbe = (page: Page): Promise<Probe> => page.evaluate(() => window.__bench);

export const setProbe = (page: Page, values: Partial<Probe>) =>
  page.evaluate((v) => Object.assign(window.__bench, v), values);

/** Waits for `frames` painted frames in the page (lets pending renders and effects settle). */
export const settleFrames = (page: Page, frames = 3) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? setTimeout(resolve, 0) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    frames,
  );
