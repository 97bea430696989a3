import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  type AssignedPeticion,
  type AuditEntry,
  type Peticion,
  type PeticionDetail,
} from '../../contract';
import { approveProof } from '../../server/db/archivos/proofApproval';
import { pdfFile, pngFile } from '../support/archivoFixtures';
import { signIn } from '../support/stack/auth';
import { archivoCalls } from './support/archivoCalls';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';

// The design proof and the way: a request with a proof enters `En producción` only once the
// customer has approved its latest version (the approval recorded as the customer's link records
// it), or by an administrator who says why, which `Actividad` shows (docs/server.md, "Files").
const api = useOwnApi();
let admin: Member;
let personal: Member;
test.beforeAll(async () => {
  admin = asMember(await signIn());
  personal = await newColleague(api, admin, 'boceto');
});
const files = archivoCalls(api);
const GATE = { error: 'El cliente aún no ha aprobado el diseño.', reason: 'boceto_sin_aprobar' };
const RECORD = {
  nombre: 'Ana Gil',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Android 14) Chrome/130',
};

/** A request taken by `who` and moved on to `aceptada`, the stage before production. */
async function acceptedBy(request: APIRequestContext, who: Member): Promise<AssignedPeticion> {
  const list = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: who.headers });
  const [first] = ((await list.json()) as { data: Peticion[] }).data;
  let peticion = await write(request, who, apiPaths.asignar(first!.id), {});
  for (const etapa of ['presupuestada', 'aceptada']) {
    peticion = await write(request, who, apiPaths.etapa(peticion.id), {
      etapa,
      version: peticion.version,
    });
  }
  return peticion;
}

async function write(request: APIRequestContext, who: Member, path: string, data: object) {
  const answer = await request.post(api.url(path), { headers: who.headers, data });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: AssignedPeticion }).data;
}

const toProduction = (
  request: APIRequestContext,
  who: Member,
  peticion: AssignedPeticion,
  override?: string,
) =>
  request.post(api.url(apiPaths.etapa(peticion.id)), {
    headers: who.headers,
    data: { etapa: 'en_produccion', version: peticion.version, ...(override && { override }) },
  });

async function actividad(request: APIRequestContext, id: number): Promise<AuditEntry[]> {
  const answer = await request.get(api.url(apiPaths.peticion(id)), { headers: admin.headers });
  return ((await answer.json()) as { data: PeticionDetail }).data.actividad;
}

test('without a proof a request enters production; with one, only once its latest version is approved, and the approval is recorded', async ({
  request,
}) => {
  const free = await acceptedBy(request, personal);
  expect((await toProduction(request, personal, free)).status()).toBe(200);

  const gated = await acceptedBy(request, personal);
  expect(
    (await files.upload(request, personal.headers, gated.id, 'v1.pdf', pdfFile())).status(),
  ).toBe(201);
  const refused = await toProduction(request, personal, gated);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual(GATE);

  expect(await approveProof(api.db, gated.id, 1, RECORD)).toMatchObject({ outcome: 'approved' });
  // A newer version waits for its own approval; approving the old one is no longer possible.
  expect(
    (await files.upload(request, personal.headers, gated.id, 'v2.png', pngFile())).status(),
  ).toBe(201);
  expect(await toProduction(request, personal, gated).then((r) => r.status())).toBe(409);
  expect(await approveProof(api.db, gated.id, 1, RECORD)).toEqual({
    outcome: 'not-latest',
    latestVersion: 2,
  });
  const approved = await approveProof(api.db, gated.id, 2, RECORD);
  expect(approved).toMatchObject({ outcome: 'approved', archivo: { version: 2 } });
  // A second approval is harmless: the first one's record stands.
  expect(
    await approveProof(api.db, gated.id, 2, {
      nombre: 'Otra',
      ip: '198.51.100.1',
      userAgent: 'otro',
    }),
  ).toEqual(approved);
  const { rows } = await api.db.query<Record<string, unknown>>(
    `SELECT version, aprobado_nombre, aprobado_ip, aprobado_user_agent,
            aprobado_sha256 = sha256 AS same_file,
            aprobado_sha256, aprobado_at IS NOT NULL AS dated
     FROM peticion_archivos WHERE peticion_id = $1 ORDER BY version`,
    [gated.id],
  );
  expect(rows[1]).toMatchObject({
    version: 2,
    aprobado_nombre: RECORD.nombre,
    aprobado_ip: RECORD.ip,
    aprobado_user_agent: RECORD.userAgent,
    same_file: true,
    dated: true,
  });
  expect(rows[1]!.aprobado_sha256).toMatch(/^[0-9a-f]{64}$/);
  // Version 1's approval stays on record, for version 1.
  expect(rows[0]).toMatchObject({ version: 1, dated: true });

  expect((await toProduction(request, personal, gated)).status()).toBe(200);
  const actions = (await actividad(request, gated.id)).map((entry) => entry.action);
  expect(actions.filter((action) => action === 'file_uploaded')).toHaveLength(2);
  // Versions 1 and 2, once each: approving version 2 again wrote nothing.
  expect(actions.filter((action) => action === 'proof_approved')).toHaveLength(2);
});

test('an administrator moves it on anyway giving a reason, which Actividad shows; Personal cannot, and nothing is written', async ({
  request,
}) => {
  const theirs = await acceptedBy(request, personal);
  await files.upload(request, personal.headers, theirs.id, 'boceto.png', pngFile());
  const refused = await toProduction(request, personal, theirs, 'Lo aprobó por teléfono');
  expect(refused.status()).toBe(403);
  const mine = await acceptedBy(request, admin);
  await files.upload(request, admin.headers, mine.id, 'boceto.png', pngFile());
  const blank = await toProduction(request, admin, mine, '   ');
  expect(blank.status()).toBe(400);
  expect(await actividad(request, mine.id).then((log) => log[0]!.action)).toBe('file_uploaded');

  const moved = await toProduction(request, admin, mine, '  Lo aprobó por teléfono  ');
  expect(moved.status(), await moved.text()).toBe(200);
  expect(((await moved.json()) as { data: AssignedPeticion }).data.estado).toBe('en_produccion');
  const [stage, override] = await actividad(request, mine.id);
  expect(stage).toMatchObject({ action: 'stage_change' });
  expect(override).toMatchObject({
    action: 'proof_override',
    actor: { email: admin.email },
    changes: [
      { field: 'boceto', from: null, to: 1 },
      { field: 'motivo', from: null, to: 'Lo aprobó por teléfono' },
    ],
  });
  // A reason only goes with a move into production.
  const back = await request.post(api.url(apiPaths.etapa(mine.id)), {
    headers: admin.headers,
    data: { etapa: 'aceptada', version: mine.version + 1, override: 'Nada' },
  });
  expect(back.status()).toBe(400);
});

test('a proof is uploaded by the assignee only; the list and the files are any staff’s to read', async ({
  request,
}) => {
  const theirs = await acceptedBy(request, personal);
  expect((await files.upload(request, admin.headers, theirs.id, 'b.png', pngFile())).status()).toBe(
    403,
  );
  await files.upload(request, personal.headers, theirs.id, 'b.png', pngFile());
  const [archivo] = await files.list(request, admin.headers, theirs.id);
  expect(archivo).toMatchObject({ nombre: 'b.png', sender: personal.email });
  expect((await files.download(request, admin.headers, theirs.id, archivo!.id)).status()).toBe(200);
});
