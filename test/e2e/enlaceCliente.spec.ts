import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiPaths,
  ARCHIVO_NAME_HEADER,
  enlaceUrl,
  type DataAnswer,
  type NuevoEnlace,
  type Presupuesto,
} from '../../contract';
import { pdfFile, pngFile } from '../support/archivoFixtures';
import { authHeaders } from '../support/stack/auth';
import { apiUrl, stackUrls } from '../support/stack/stackEnv';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { seriousViolations } from './support/axe';
import {
  cardOf,
  dialogField,
  LIVE_WITHIN_MS,
  openTablero,
  requestDialog,
  streamOpen,
  takenRequest,
} from './support/tablero';
import { openSignedInHome } from './support/session';

// The customer's side of their link (docs/screens.md, "/c/{token}"), on a phone: they open it from
// a saved quote, send their logo and accept; the assignee's open board shows it within 3 s; a
// design proof is approved through the link, and only then does the request enter production; a
// revoked link shows nothing more. The staff's calls go through the API as the dashboard makes them.

/** A browser of the customer's own: a phone's screen, no sign-in, nothing shared with staff. */
async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stackUrls().web,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

async function staffPost(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(apiUrl(path), {
    method: 'POST',
    ...init,
    headers: {
      ...(await authHeaders()),
      ...(typeof init.body === 'string' && { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
  });
}

async function savedQuote(id: number): Promise<Presupuesto> {
  const saved = await staffPost(apiPaths.presupuestos(id), { body: JSON.stringify(TEN_LINES) });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as DataAnswer<Presupuesto>).data;
}

/** The link of the quote's request, as `Copiar enlace` gives it. */
async function linkOf(quote: Presupuesto): Promise<string> {
  const made = await staffPost(apiPaths.enlace(quote.id));
  expect(made.status).toBe(201);
  return enlaceUrl(stackUrls().web, ((await made.json()) as DataAnswer<NuevoEnlace>).data.token);
}

async function moveToProduction(id: number): Promise<number> {
  const detail = await fetch(apiUrl(apiPaths.peticion(id)), { headers: await authHeaders() });
  const { peticion } = ((await detail.json()) as DataAnswer<{ peticion: { version: number } }>)
    .data;
  const moved = await staffPost(apiPaths.etapa(id), {
    body: JSON.stringify({ etapa: 'en_produccion', version: peticion.version }),
  });
  return moved.status;
}

test('a customer sends their logo and accepts on a phone; the board shows it within 3 s; the proof approved through the link opens production; a revoked link shows nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const request = await takenRequest('enlace del cliente');
  const quote = await savedQuote(request.id);
  const link = await linkOf(quote);

  // The assignee has the request open on their board.
  await openSignedInHome(page);
  const opened = streamOpen(page);
  await openTablero(page);
  await opened;
  await cardOf(page, request).getByRole('link').click();
  const dialog = requestDialog(page, request.id);
  await expect(dialogField(dialog, 'Estado')).toHaveText('Presupuestada');

  const customer = await customerPhone(browser);
  await customer.goto(link);
  await expect(
    customer.getByRole('heading', { name: `Presupuesto ${quote.numero}` }),
  ).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Enviar logotipo' })).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);

  // A file that is not what it says is refused in Spanish, naming what it really is; the logo is
  // sent.
  const archivo = customer.getByLabel('Archivo del logotipo');
  await archivo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pdfFile() });
  await customer.getByRole('button', { name: 'Enviar logotipo' }).click();
  const logoForm = customer.getByRole('form', { name: 'Enviar logotipo' });
  await expect(logoForm.getByRole('alert')).toHaveText(
    'El archivo logo.png no es lo que dice ser: su contenido es un PDF, no un PNG. Nada se ha guardado.',
  );
  await archivo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngFile() });
  await customer.getByRole('button', { name: 'Enviar logotipo' }).click();
  await expect(customer.getByText('Archivo enviado.')).toBeVisible();
  await expect(customer.getByRole('list', { name: 'Archivos enviados' })).toContainText('logo.png');

  await customer.getByLabel('Nombre de quien acepta').fill('Ana Gil');
  await customer.getByLabel('He leído y acepto las condiciones').check();
  await customer.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(customer.getByText(/^Aceptado el \d{2}\/\d{2}\/\d{4} por Ana Gil$/)).toBeVisible();

  // The board hears of both at once.
  await expect(dialogField(dialog, 'Estado')).toHaveText('Aceptada', { timeout: LIVE_WITHIN_MS });
  const archivos = dialog.getByRole('region', { name: 'Archivos' });
  await expect(archivos.getByRole('listitem').filter({ hasText: 'logo.png' })).toContainText(
    'Cliente',
    { timeout: LIVE_WITHIN_MS },
  );

  // A proof: the request waits for the customer's approval of it.
  const uploaded = await staffPost(apiPaths.bocetos(request.id), {
    headers: { 'Content-Type': 'application/octet-stream', [ARCHIVO_NAME_HEADER]: 'boceto.png' },
    body: new Uint8Array(pngFile([20, 90, 200])),
  });
  expect(uploaded.status).toBe(201);
  expect(await moveToProduction(request.id)).toBe(409);

  await customer.reload();
  const boceto = customer.getByRole('img', { name: 'Boceto v1' });
  await expect(customer.getByRole('heading', { name: 'Boceto v1' })).toBeVisible();
  // Shown under the page's own policy: the image loaded.
  await expect
    .poll(() => boceto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.getByLabel('Nombre de quien aprueba').fill('Ana Gil');
  await customer.getByRole('button', { name: 'Aprobar diseño' }).click();
  await expect(
    customer.getByText(/^Diseño aprobado el \d{2}\/\d{2}\/\d{4} por Ana Gil$/),
  ).toBeVisible();
  await expect(archivos.getByText(/^Aprobado por el cliente el /)).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  // Actividad names who approved it, as the link does and as it names who accepted the quote.
  const actividad = dialog.getByRole('region', { name: 'Actividad' });
  await expect(
    actividad
      .getByRole('listitem')
      .filter({ hasText: /Diseño aprobado el \d{2}\/\d{2}\/\d{4} por Ana Gil \(Boceto v1\)/ }),
  ).toBeVisible({ timeout: LIVE_WITHIN_MS });
  expect(await moveToProduction(request.id)).toBe(200);

  // Revoked: only whom to ask for a new one.
  expect((await staffPost(apiPaths.revocarEnlace(quote.id))).status).toBe(200);
  await customer.reload();
  await expect(customer.getByRole('heading', { name: /^Este enlace ha caducado/ })).toBeVisible();
  for (const hidden of [quote.numero, 'logo.png', 'Boceto', 'Ana Gil']) {
    await expect(customer.getByText(hidden)).toHaveCount(0);
  }
});

test('accepting an older version shows the newer one instead, said so; accepting that one works', async ({
  browser,
}) => {
  const request = await takenRequest('enlace versión nueva');
  const first = await savedQuote(request.id);
  const customer = await customerPhone(browser);
  await customer.goto(await linkOf(first));
  await expect(
    customer.getByRole('heading', { name: `Presupuesto ${first.numero}` }),
  ).toBeVisible();

  // Staff save a new version while the customer reads the first.
  const newer = await savedQuote(request.id);
  await customer.getByLabel('Nombre de quien acepta').fill('Ana Gil');
  await customer.getByLabel('He leído y acepto las condiciones').check();
  await customer.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(
    customer.getByText('Hay una versión más reciente de este presupuesto.'),
  ).toBeVisible();
  await expect(
    customer.getByRole('heading', { name: `Presupuesto ${newer.numero}` }),
  ).toBeVisible();
  await expect(customer.getByText(/^Aceptado el /)).toHaveCount(0);

  await customer.getByLabel('Nombre de quien acepta').fill('Ana Gil');
  await customer.getByLabel('He leído y acepto las condiciones').check();
  await customer.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(customer.getByText(/^Aceptado el \d{2}\/\d{2}\/\d{4} por Ana Gil$/)).toBeVisible();
});

test('a name the API refuses is said for what it is and kept; a link revoked while a message is typed keeps it in sight', async ({
  browser,
}) => {
  const request = await takenRequest('enlace revocado al escribir');
  const quote = await savedQuote(request.id);
  const customer = await customerPhone(browser);
  await customer.goto(await linkOf(quote));
  await expect(
    customer.getByRole('heading', { name: `Presupuesto ${quote.numero}` }),
  ).toBeVisible();

  // A tab pasted into the name: the API refuses it (a 400 in English), the page says why.
  const nombre = customer.getByLabel('Nombre de quien acepta');
  await nombre.fill('Ana\tGil');
  await customer.getByLabel('He leído y acepto las condiciones').check();
  await customer.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  await expect(
    customer.getByRole('form', { name: 'Aceptar presupuesto' }).getByRole('alert'),
  ).toHaveText(
    'No se ha podido aceptar: el nombre debe tener entre 1 y 120 caracteres, sin tabuladores ni caracteres de control.',
  );
  await expect(nombre).toHaveValue('Ana\tGil');

  // Staff revoke the link while the customer writes; sending shows whom to ask, and the message.
  const mensaje = 'Las tazas en azul marino,\ny el logotipo más grande.';
  await customer.getByLabel('Qué quieres cambiar', { exact: true }).fill(mensaje);
  expect((await staffPost(apiPaths.revocarEnlace(quote.id))).status).toBe(200);
  await customer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(customer.getByRole('heading', { name: /^Este enlace ha caducado/ })).toBeVisible();
  const kept = customer.getByRole('region', { name: 'Lo que habías escrito' });
  await expect(kept.getByLabel('Qué quieres cambiar', { exact: true })).toHaveValue(mensaje);
  await expect(kept.getByLabel('Qué quieres cambiar', { exact: true })).not.toBeEditable();
  await expect(kept.getByLabel('Nombre de quien acepta')).toHaveValue('Ana\tGil');
  await expect(customer.getByText(quote.numero)).toHaveCount(0);
  expect(await customer.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});
