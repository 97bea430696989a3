import { expect, test } from '@playwright/test';
import { pngFile } from '../support/archivoFixtures';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { archivoCalls } from './support/archivoCalls';
import { enlaceArchivoCalls } from './support/enlaceArchivoCalls';
import { filesOf, linkedRequests } from './support/linkedRequests';
import { useOwnApi } from './support/ownApi';

// `Aprobar diseño` needs the approver's name as `Aceptar presupuesto` needs who accepts
// (docs/api.md, "The customer's link"): without one the call is refused and nothing is recorded.
// An API of this file's own, on the project's engine.
const api = useOwnApi({ auth: 'fake', app: { enlaceRateLimitPerMinute: 1000 } });
const staffFiles = archivoCalls(api);
const publicFiles = enlaceArchivoCalls(api);
const { linked, links } = linkedRequests(api);

test('an approval without a name is a 400 that names the field, as an acceptance without one is, and records no approval and no audit entry', async ({
  request,
}) => {
  const { taken, token } = await linked(request);
  const uploaded = await staffFiles.upload(request, goodAuth, taken.id, 'boceto.png', pngFile());
  expect(uploaded.status()).toBe(201);

  const { huella } = await links.opened(request, token);
  const unnamedAcceptance = await links.accept(request, token, { huella, acepto: true });
  expect(unnamedAcceptance.status()).toBe(400);
  expect(await unnamedAcceptance.json()).toEqual({
    error: 'nombre: write who accepts (at most 120 characters)',
  });

  for (const data of [
    { version: 1 },
    { nombre: null, version: 1 },
    { nombre: '', version: 1 },
    { nombre: '   ', version: 1 },
  ]) {
    const refused = await publicFiles.aprobar(request, token, data);
    expect(refused.status(), JSON.stringify(data)).toBe(400);
    expect(await refused.json(), JSON.stringify(data)).toEqual({
      error: 'nombre: write who approves (at most 120 characters)',
    });
  }

  expect((await filesOf(await publicFiles.list(request, token))).boceto?.aprobacion).toBeNull();
  const stored = await api.db.query(
    `SELECT aprobado_at, aprobado_nombre, aprobado_ip, aprobado_user_agent, aprobado_sha256
     FROM peticion_archivos WHERE peticion_id = $1 AND kind = 'boceto'`,
    [taken.id],
  );
  expect(stored.rows).toEqual([
    {
      aprobado_at: null,
      aprobado_nombre: null,
      aprobado_ip: null,
      aprobado_user_agent: null,
      aprobado_sha256: null,
    },
  ]);
  const audit = await api.db.query(
    `SELECT action FROM audit_log WHERE target = $1 AND action = 'proof_approved'`,
    [String(taken.id)],
  );
  expect(audit.rows).toEqual([]);
});
