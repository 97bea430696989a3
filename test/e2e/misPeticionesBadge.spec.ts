import { expect, test, type Page } from '@playwright/test';
import { apiPaths, type DataAnswer, type PeticionDetail } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { apiUrl } from '../support/stack/stackEnv';
import { LIVE_WITHIN_MS, streamOpen, takenRequest } from './support/tablero';
import { openSignedInHome } from './support/session';
import { sidebar } from './support/ui';

// The sidebar's badge on `Mis peticiones` is counted by the API: a page other than the board loads
// no list of taken requests for it, and it follows a colleague's change live (docs/screens.md,
// "The shell").

/**
 * Today on the browser's calendar, which the badge counts by: the browser runs in a time zone of
 * its own (playwright.config.ts), west of this machine's, where the day changes hours later.
 */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

/** The number the badge carries (none: 0). */
async function badgeCount(page: Page): Promise<number> {
  const link = sidebar(page).getByRole('link', { name: /^Mis peticiones/ });
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

test('the requests list loads no taken list, and the badge follows a colleague’s follow-up within 3 s', async ({
  page,
}) => {
  const request = await takenRequest('aviso del día');
  const headers = await authHeaders();
  const read = await fetch(apiUrl(apiPaths.peticion(request.id)), { headers });
  const { peticion } = ((await read.json()) as DataAnswer<PeticionDetail>).data;
  const version = (peticion as { version: number }).version;

  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  const counted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === apiPaths.peticionesAvisos && response.ok(),
  );
  const live = streamOpen(page);
  await openSignedInHome(page);
  await counted;
  await live;
  const before = await badgeCount(page);

  // A colleague (another client of the API) sets its follow-up to today.
  const written = await fetch(apiUrl(apiPaths.seguimiento(request.id)), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fecha: await browserToday(page), version }),
  });
  expect(written.status).toBe(200);
  await expect.poll(() => badgeCount(page), { timeout: LIVE_WITHIN_MS }).toBe(before + 1);

  expect(asked).toContain(apiPaths.peticionesAvisos);
  expect(asked).not.toContain(apiPaths.peticionesAsignadas);
});
