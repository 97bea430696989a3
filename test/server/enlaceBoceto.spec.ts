import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, ENLACE_LIMITS, type AssignedPeticion } from '../../contract';
import { pdfFile, pngFile } from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { archivoCalls } from './support/archivoCalls';
import { enlaceArchivoCalls } from './support/enlaceArchivoCalls';
import { filesOf, linkedRequests } from './support/linkedRequests';
import { useOwnApi } from './support/ownApi';

// The design proof on the customer's link (docs/api.md, "The customer's link"): its latest version
// shown, `Aprobar diseño` recorded as an acceptance is (who, when, from where, the browser, the
// version, the file's SHA-256) and opening the way to `En producción`, `Pedir cambios al diseño`
// under `Actividad`. An API of this file's own, on the project's engine.
const api = useOwnApi({ auth: 'fake', app: { enlaceRateLimitPerMinute: 1000 } });
const staffFiles = archivoCalls(api);
const publicFiles = enlaceArchivoCalls(api);
const { linked, links, calls } = linkedRequests(api);

const toProduction = async (request: APIRequestContext, id: number) => {
  const { peticion } = await calls.detail(request, goodAuth, id);
  return request.post(api.url(apiPaths.etapa(id)), {
    headers: goodAuth,
    data: { etapa: 'en_produccion', version: (peticion as AssignedPeticion).version },
  });
};

test('the latest proof shows on the link; approving it records who, when, from where, the browser and the file’s SHA-256, and only then the request enters En producción', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  // The customer accepts the quote: the request is Aceptada, the stage before production.
  await links.acceptedAs(request, token, 'Ana Gil');
  const v1 = pdfFile('Boceto uno');
  const v2 = pngFile([10, 120, 200]);
  expect((await staffFiles.upload(request, goodAuth, taken.id, 'boceto.pdf', v1)).status()).toBe(
    201,
  );
  expect((await staffFiles.upload(request, goodAuth, taken.id, 'boceto.png', v2)).status()).toBe(
    201,
  );

  const shown = await filesOf(await publicFiles.list(request, token));
  expect(shown.boceto).toEqual({
    version: 2,
    nombre: 'boceto.png',
    tipo: 'image/png',
    size: v2.length,
    aprobacion: null,
  });
  // Only the latest version is served; as checked, never sniffed.
  expect((await publicFiles.boceto(request, token, 1)).status()).toBe(404);
  const image = await publicFiles.boceto(request, token, 2);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await image.body(), v2)).toBe(0);

  const gated = await toProduction(request, taken.id);
  expect(gated.status()).toBe(409);
  expect(((await gated.json()) as { error: string }).error).toBe(
    'El cliente aún no ha aprobado el diseño.',
  );

  // An earlier version cannot be approved: the answer names the latest one.
  const stale = await publicFiles.aprobar(request, token, { nombre: 'Ana Gil', version: 1 });
  expect(stale.status()).toBe(409);
  expect((await filesOf(stale)).boceto?.version).toBe(2);
  expect((await publicFiles.aprobar(request, token, { nombre: ' ', version: 2 })).status()).toBe(
    400,
  );

  const approved = await publicFiles.aprobar(
    request,
    token,
    { nombre: '  Ana Gil ', version: 2 },
    { 'User-Agent': 'Telefono de prueba/1.0' },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await filesOf(approved)).boceto?.aprobacion).toEqual({
    nombre: 'Ana Gil',
    dia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  const { rows } = await api.db.query<Record<string, unknown>>(
    `SELECT version, aprobado_nombre, aprobado_ip, aprobado_user_agent, aprobado_sha256,
       aprobado_at IS NOT NULL AS "at"
     FROM peticion_archivos WHERE peticion_id = $1 AND kind = 'boceto' ORDER BY version`,
    [taken.id],
  );
  expect(rows).toEqual([
    {
      version: 1,
      aprobado_nombre: null,
      aprobado_ip: null,
      aprobado_user_agent: null,
      aprobado_sha256: null,
      at: false,
    },
    {
      version: 2,
      aprobado_nombre: 'Ana Gil',
      aprobado_ip: '127.0.0.1',
      aprobado_user_agent: 'Telefono de prueba/1.0',
      aprobado_sha256: createHash('sha256').update(v2).digest('hex'),
      at: true,
    },
  ]);
  // A second approval is harmless: the first one's record stays.
  const again = await publicFiles.aprobar(request, token, { nombre: 'Otra', version: 2 });
  expect((await filesOf(again)).boceto?.aprobacion?.nombre).toBe('Ana Gil');
  // Actividad names who approved it and the day, as it does an acceptance of the quote.
  const { dia } = (await filesOf(again)).boceto!.aprobacion!;
  const { actividad } = await calls.detail(request, goodAuth, taken.id);
  expect(actividad.filter((item) => item.action === 'proof_approved')).toEqual([
    expect.objectContaining({
      actor: { uid: 'cliente', email: null },
      changes: [
        { field: 'boceto', from: null, to: 2 },
        { field: 'nombre', from: null, to: 'Ana Gil' },
        { field: 'dia', from: null, to: dia },
      ],
    }),
  ]);

  expect((await toProduction(request, taken.id)).status()).toBe(200);
});

test('Pedir cambios al diseño goes under the request’s Actividad, at most 2,000 characters, about the latest version only', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  const none = await publicFiles.cambios(request, token, { mensaje: 'Más grande', version: 1 });
  expect(none.status()).toBe(409);
  expect((await staffFiles.upload(request, goodAuth, taken.id, 'b.png', pngFile())).status()).toBe(
    201,
  );
  const tooLong = 'a'.repeat(ENLACE_LIMITS.mensaje + 1);
  for (const data of [
    { mensaje: tooLong, version: 1 },
    { mensaje: '   ', version: 1 },
    { version: 1 },
  ]) {
    const refused = await publicFiles.cambios(request, token, data);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'mensaje: write the message (at most 2000 characters)',
    );
  }
  const mensaje = 'El logotipo más grande,\npor favor.';
  const asked = await publicFiles.cambios(request, token, { mensaje, version: 1 });
  expect(asked.status(), await asked.text()).toBe(200);
  expect((await filesOf(asked)).boceto?.aprobacion).toBeNull();
  const { actividad, notas } = await calls.detail(request, goodAuth, taken.id);
  // A customer's note too, marked on the card until the assignee reads it.
  expect(notas.filter((nota) => nota.deCliente).map((nota) => nota.texto)).toEqual([
    mensaje.trim(),
  ]);
  const entry = actividad.find((item) => item.action === 'proof_changes_requested');
  expect(entry).toMatchObject({
    actor: { uid: 'cliente', email: null },
    changes: [
      { field: 'boceto', from: null, to: 1 },
      { field: 'mensaje', from: null, to: mensaje },
    ],
  });
  // A version replaced meanwhile: nothing recorded.
  await staffFiles.upload(request, goodAuth, taken.id, 'b2.png', pngFile([0, 0, 0]));
  expect((await publicFiles.cambios(request, token, { mensaje, version: 1 })).status()).toBe(409);
  const after = (await calls.detail(request, goodAuth, taken.id)).actividad;
  expect(after.filter((item) => item.action === 'proof_changes_requested')).toHaveLength(1);
});
