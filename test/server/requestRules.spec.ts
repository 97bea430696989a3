import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  apiPaths,
  may,
  PERMISSIONS,
  type Action,
  type AssignedPeticion,
  type RequestAction,
  type Rol,
} from '../../contract';
import { signIn } from '../support/stack/auth';
import { pngFile } from '../support/archivoFixtures';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { archivoCalls } from './support/archivoCalls';
import { newestAuditId } from './support/audit';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { presupuestoCalls } from './support/presupuestoCalls';

// What may be done to a taken request depends on who has it: the API reads that rule from the same
// table as the guard and the dashboard (contract/permissions.ts). Every such action, by the
// assignee and by each role that is not, answers as the table says. An API of this file's own.
const api = useOwnApi();
const { takeOne, detail, post } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);
const files = archivoCalls(api);

type Caller = { label: string; member: () => Member; rol: Rol };

let admin: Member;
let assignee: Member;
let otherPersonal: Member;
test.beforeAll(async () => {
  admin = asMember(await signIn());
  assignee = await newColleague(api, admin, 'titular');
  otherPersonal = await newColleague(api, admin, 'ajena');
});

const CALLERS: Caller[] = [
  { label: 'its assignee (Personal)', member: () => assignee, rol: 'personal' },
  { label: 'an administrator who has it not', member: () => admin, rol: 'administrador' },
  { label: 'Personal who have it not', member: () => otherPersonal, rol: 'personal' },
];

type Call = (
  request: APIRequestContext,
  who: Member,
  taken: AssignedPeticion,
) => Promise<APIResponse>;

/**
 * Each action on a taken request (typed: one the table adds fails to compile until walked here),
 * as the dashboard calls it, with a body under which it would succeed.
 */
const CALLS: Record<RequestAction | 'notePeticion', Call[]> = {
  movePeticion: [
    (request, who, { id, version }) =>
      post(request, who.headers, apiPaths.etapa, id, { etapa: 'presupuestada', version }),
  ],
  setFollowUp: [
    (request, who, { id, version }) =>
      post(request, who.headers, apiPaths.seguimiento, id, { fecha: '2027-03-01', version }),
  ],
  releasePeticion: [
    (request, who, { id, version }) =>
      post(request, who.headers, apiPaths.liberar, id, { version }),
  ],
  reassignPeticion: [
    (request, who, { id, version }) =>
      post(request, who.headers, apiPaths.reasignar, id, { asignado: admin.email, version }),
  ],
  editPeticion: [
    (request, who, { id, version, peticiones, fecha_evento, pais, codigo_postal }) =>
      post(request, who.headers, apiPaths.editar, id, {
        peticiones,
        cliente: { nombre: 'Peña La Cepa', telefono: '611 222 333' },
        correo: 'cepa@example.com',
        fecha_evento,
        pais,
        codigo_postal,
        version,
      }),
  ],
  notePeticion: [
    (request, who, { id }) => post(request, who.headers, apiPaths.notas, id, { texto: 'Llamar' }),
  ],
  seeCustomerMarks: [
    (request, who, { id }) => request.post(api.url(apiPaths.visto(id)), { headers: who.headers }),
  ],
  uploadBoceto: [
    (request, who, { id }) => files.upload(request, who.headers, id, 'boceto.png', pngFile()),
  ],
  quotePeticion: [
    (request, who, { id }) => quotes.save(request, who.headers, id, TEN_LINES),
    // A new version of a quote its assignee saved.
    async (request, who, { id }) => {
      const quote = await quotes.saved(request, assignee.headers, id, TEN_LINES);
      return quotes.recalcular(request, who.headers, quote.id);
    },
  ],
  shareQuote: [
    // A link to a quote its assignee saved, and revoking its links.
    async (request, who, { id }) => {
      const quote = await quotes.saved(request, assignee.headers, id, TEN_LINES);
      return request.post(api.url(apiPaths.enlace(quote.id)), { headers: who.headers });
    },
    async (request, who, { id }) => {
      const quote = await quotes.saved(request, assignee.headers, id, TEN_LINES);
      return request.post(api.url(apiPaths.revocarEnlace(quote.id)), { headers: who.headers });
    },
  ],
};

for (const [action, calls] of Object.entries(CALLS) as [Action, Call[]][]) {
  for (const caller of CALLERS) {
    test(`${action} by ${caller.label}: as contract/permissions.ts says (${PERMISSIONS[action]})`, async ({
      request,
    }) => {
      test.setTimeout(60_000);
      const who = caller.member();
      const allowed = may(
        action,
        { rol: caller.rol, email: who.email },
        { asignado: assignee.email },
      );
      for (const [index, call] of calls.entries()) {
        const label = `${action} #${index + 1}`;
        const taken = await takeOne(request, assignee.headers);
        const mark = await newestAuditId(request, api);
        const answer = await call(request, who, taken);
        if (allowed) {
          expect([200, 201], `${label}: ${await answer.text()}`).toContain(answer.status());
          continue;
        }
        expect(answer.status(), label).toBe(403);
        expect(await answer.json(), label).toEqual({ error: expect.any(String) });
        // Refused: the request is as it was (the quote its assignee saved for the call aside).
        // A link's calls need a quote its assignee saved first, which moved the request on.
        const untouched = index === 0 && action !== 'shareQuote';
        const now = (await detail(request, assignee.headers, taken.id)).peticion;
        if (untouched) expect(now, label).toEqual(taken);
        if (untouched) expect(await newestAuditId(request, api), label).toBe(mark);
      }
    });
  }
}
