import { expect, test } from '@playwright/test';
import { AJUSTES_LIMITS, type Ajustes } from '../../contract';
import { DEMO_AJUSTES } from '../../server/db/demo/demoAjustes';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId, whatHappened } from './support/audit';
import { asMember, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// Ajustes: the details, VAT rate and validity each new quote carries; saved whole, each change in
// the audit log. An API of this file's own: it changes them.
const api = useOwnApi();
const { takeOne } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

const LINE = { lines: [{ cup: 'vasos/200', quantity: 500 }] };

test('the demo data has the demo business; a save answers the settings as stored, texts trimmed, and records what changed', async ({
  request,
}) => {
  expect(await quotes.ajustes(request, me.headers)).toEqual(DEMO_AJUSTES);
  const mark = await newestAuditId(request, api);
  const next: Ajustes = {
    ...DEMO_AJUSTES,
    nombreComercial: '  Vasos Fiesta Norte S.L.  ',
    correo: '',
    ivaPercent: 10.5,
    validezDias: 15,
    conservarSinAsignarMeses: 6,
    zonaHoraria: 'Atlantic/Canary',
  };

  const saved = await jsonOf<{ data: Ajustes }>(
    await quotes.saveAjustes(request, me.headers, next),
    200,
  );
  const stored = { ...next, nombreComercial: 'Vasos Fiesta Norte S.L.' };
  expect(saved).toEqual({ data: stored });
  expect(await quotes.ajustes(request, me.headers)).toEqual(stored);
  // The same settings again change nothing, and record nothing.
  await jsonOf(await quotes.saveAjustes(request, me.headers, stored), 200);

  const entries = await auditEntriesSince(request, api, mark);
  expect(entries.map(whatHappened)).toEqual([
    {
      actor: { uid: me.uid, email: me.email },
      action: 'settings_update',
      target: 'ajustes',
      tabla: null,
      changes: [
        {
          field: 'nombreComercial',
          from: DEMO_AJUSTES.nombreComercial,
          to: stored.nombreComercial,
        },
        { field: 'correo', from: DEMO_AJUSTES.correo, to: '' },
        { field: 'ivaPercent', from: 21, to: 10.5 },
        { field: 'validezDias', from: 30, to: 15 },
        { field: 'conservarSinAsignarMeses', from: 12, to: 6 },
        { field: 'zonaHoraria', from: 'Europe/Madrid', to: 'Atlantic/Canary' },
      ],
    },
  ]);

  // A new quote carries them; one saved before keeps its own.
  const taken = await takeOne(request, me.headers);
  const quote = await quotes.saved(request, me.headers, taken.id, LINE);
  expect(quote.totals.ivaRate).toBe(1050);
  expect(quote.snapshot.ivaPercent).toBe(10.5);
  const day = Date.parse(`${quote.preciosDel}T00:00:00Z`);
  expect(Date.parse(`${quote.validoHasta}T00:00:00Z`) - day).toBe(15 * 86_400_000);

  await jsonOf(await quotes.saveAjustes(request, me.headers, DEMO_AJUSTES), 200);
  expect(await jsonOf(await quotes.one(request, me.headers, quote.id), 200)).toEqual({
    data: quote,
  });
});

test('settings the rules refuse are 400 naming the field, and nothing is written', async ({
  request,
}) => {
  const before = await quotes.ajustes(request, me.headers);
  const mark = await newestAuditId(request, api);
  const bad: [string, unknown][] = [
    ['a VAT rate over 100', { ...before, ivaPercent: 100.5 }],
    ['a negative VAT rate', { ...before, ivaPercent: -1 }],
    ['a VAT rate with 3 decimals', { ...before, ivaPercent: 21.005 }],
    ['0 days of validity', { ...before, validezDias: 0 }],
    ['more days than a year', { ...before, validezDias: AJUSTES_LIMITS.validezDias + 1 }],
    ['days that are not whole', { ...before, validezDias: 1.5 }],
    ['0 months of closed requests', { ...before, conservarCerradasMeses: 0 }],
    ['more than 120 months of closed requests', { ...before, conservarCerradasMeses: 121 }],
    ['months that are not whole', { ...before, conservarSinAsignarMeses: 12.5 }],
    ['months as a text', { ...before, conservarSinAsignarMeses: '12' }],
    ['the unassigned period missing', { ...before, conservarSinAsignarMeses: undefined }],
    [
      'a name too long',
      { ...before, nombreComercial: 'x'.repeat(AJUSTES_LIMITS.nombreComercial + 1) },
    ],
    ['a NIF with a line break', { ...before, nif: 'B1234\n5678' }],
    ['an address with a NUL', { ...before, direccion: 'Calle\u0000' }],
    ['an e-mail that is none', { ...before, correo: 'hola' }],
    ['a time zone the database does not know', { ...before, zonaHoraria: 'Europe/Atlantida' }],
    ['a time zone that is no name', { ...before, zonaHoraria: 'Europe/Madrid; DROP' }],
    ['no time zone', { ...before, zonaHoraria: '' }],
    ['a field missing', { ...before, validezDias: undefined }],
    ['an unknown field', { ...before, web: 'https://vasos.test' }],
    ['not an object', [before]],
  ];
  for (const [label, body] of bad) {
    const response = await quotes.saveAjustes(request, me.headers, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  expect(await quotes.ajustes(request, me.headers)).toEqual(before);
  expect(await newestAuditId(request, api)).toBe(mark);
});
