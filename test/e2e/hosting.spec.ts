// The built site as Firebase Hosting serves it: the stack's `vite preview` sends firebase.json's
// hosting headers, and the build writes the page's own policy into index.html.
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/stack';
import { headersForPath, readHostingConfig } from '../../scripts/hosting/hostingHeaders';
import { stackUrls } from '../support/stack/stackEnv';
import { signInAndOpen } from './support/ui';

const FIREBASE_AUTH = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

type Violation = { directive: string; blocked: string };

/**
 * Every Content-Security-Policy violation on the page, across navigations: the browser's
 * `securitypolicyviolation` events, and its console's "Refused to…" lines (which also cover what
 * happens before the page's scripts run).
 */
async function recordPolicyViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) =>
    seen.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (
        window as unknown as { reportPolicyViolation(violation: Violation): void }
      ).reportPolicyViolation({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) {
      seen.push({ directive: 'console', blocked: message.text() });
    }
  });
  return seen;
}

/** The page's own policy (the <meta> the build writes), as directive → sources. */
async function pagePolicy(page: Page): Promise<Map<string, string[]>> {
  const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  const policy = (await meta.getAttribute('content')) ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("/, a deep link and /signin answer their page with exactly firebase.json's headers", async ({
  request,
}) => {
  const rules = readHostingConfig(ROOT).headers ?? [];
  for (const path of ['/', '/precios', '/precios/vasos/200', '/signin']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // firebase.json's rewrites: /signin is the sign-in page the build rendered (signin.html);
    // every other path is the app's index.html, the SPA fallback.
    if (path === '/signin') expect(await response.text()).toContain('<form class="auth-form"');
    else expect(await response.text(), path).toContain('<div id="root"></div>');
    const expected = headersForPath(path, rules);
    expect(expected.size, path).toBeGreaterThan(0);
    for (const [name, value] of expected) {
      expect(response.headers()[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  }
});

test('the headers forbid framing, plugins, other bases and form targets, sniffing; HSTS is on', async ({
  request,
}) => {
  const headers = (await request.get('/precios')).headers();
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(policy, directive).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
});

test('no other page can frame the dashboard (frame-ancestors, which only a header can carry)', async ({
  page,
  baseURL,
}) => {
  await page.setContent(`<iframe title="framed" src="${baseURL}/signin"></iframe>`);
  // Chromium shows its error page in place of a frame it refused to load.
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
});

test('the page allows scripts and styles of its own only, and calls to the API and Firebase Auth only', async ({
  page,
}) => {
  await page.goto('/signin');
  const policy = await pagePolicy(page);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  const { api, authEmulator } = stackUrls();
  // This build has no Firebase project of its own: it signs in on the Auth Emulator.
  expect(new Set(policy.get('connect-src'))).toEqual(
    new Set(["'self'", new URL(api).origin, ...FIREBASE_AUTH, new URL(authEmulator).origin]),
  );
});

test('the policy is enforced: an inline script and a call to another origin are refused', async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page);
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  const call = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(call).toBe('refused');
  await expect
    .poll(() => violations.map((violation) => violation.directive))
    .toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']));
});

test('signing in and using every page raises no policy violation', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await signInAndOpen(page, '/precios/vasos/200');
  await expect(page.getByRole('heading', { name: 'Tabla: 200' })).toBeVisible();
  await expect(page.getByLabel('cv fila 1', { exact: true })).toBeVisible();
  await page.goto('/usuarios');
  await expect(page.getByRole('cell', { name: 'admin@vasos.test' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the site is not for search engines: robots meta and robots.txt', async ({
  page,
  request,
}) => {
  await page.goto('/precios');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text())
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  expect(rules).toEqual(['User-agent: *', 'Disallow: /']);
});
