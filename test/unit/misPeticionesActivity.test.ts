import { AUDIT_ACTIONS, AUDIT_FIELDS, type AuditField } from '../../contract/audit';
import type { LostInfo } from '../../contract/peticionesAsignadas';
import { formatInstantDateTime } from '../../src/components/formatDate';
import {
  activityText,
  activityTexts,
  AUDIT_TEXTS,
  UNKNOWN_ACTIVITY,
} from '../../src/features/misPeticiones/activity';
import { COLLEAGUE, entry, ME } from '../support/misPeticionesFixtures';

const lost: LostInfo = { desde: 'aceptada', motivo: 'otro', texto: 'Cambió de fecha' };

describe("a request's history in words", () => {
  it('has a Spanish text for every action and every field the contract says the API writes', () => {
    for (const action of AUDIT_ACTIONS) {
      const fields: Readonly<Record<string, string>> = AUDIT_TEXTS[action].fields;
      expect(Object.keys(fields).sort()).toEqual([...AUDIT_FIELDS[action]].sort());
      for (const field of AUDIT_FIELDS[action] as readonly AuditField<typeof action>[]) {
        expect(fields[field]).toMatch(/\S/);
      }
      const text = activityText(entry(1, action));
      expect(text).toMatch(/\S/);
      expect(text).not.toBe(UNKNOWN_ACTIVITY);
    }
  });

  it('tells assignments, hand-overs and releases', () => {
    expect(activityText(entry(1, 'assignment', [{ field: 'asignado', from: null, to: ME }]))).toBe(
      `Asignada a ${ME}`,
    );
    expect(
      activityText(entry(1, 'reassignment', [{ field: 'asignado', from: ME, to: COLLEAGUE }])),
    ).toBe(`Reasignada de ${ME} a ${COLLEAGUE}`);
    expect(activityText(entry(1, 'release'))).toBe('Devuelta a las peticiones sin asignar');
    expect(activityText(entry(1, 'note', [{ field: 'nota', from: null, to: 4 }]))).toBe(
      'Añadió una nota',
    );
  });

  it("tells moves by the stages' names, losses with their Motivo, and reopenings", () => {
    const loss = (motivo: 'otro' | 'sin_respuesta') =>
      entry(2, 'stage_change', [
        { field: 'estado', from: 'asignada', to: 'perdida' },
        { field: 'perdida_motivo', from: null, to: motivo },
      ]);
    expect(
      activityText(
        entry(1, 'stage_change', [{ field: 'estado', from: 'aceptada', to: 'en_produccion' }]),
      ),
    ).toBe('Pasó de Aceptada a En producción');
    expect(activityText(loss('sin_respuesta'))).toBe('Marcada como perdida. Motivo: Sin respuesta');
    // The text is not in the log: the loss the request has now gives it.
    expect(activityText(loss('otro'), { currentLoss: lost })).toBe(
      'Marcada como perdida. Motivo: Otro: Cambió de fecha',
    );
    expect(
      activityText(
        entry(1, 'stage_change', [
          { field: 'estado', from: 'perdida', to: 'presupuestada' },
          { field: 'perdida_motivo', from: 'precio', to: null },
        ]),
      ),
    ).toBe('Reabierta en Presupuestada');
  });

  it('gives the text of the loss the request has now to the newest move only', () => {
    const lossMove = (id: number) =>
      entry(id, 'stage_change', [
        { field: 'estado', from: 'aceptada', to: 'perdida' },
        { field: 'perdida_motivo', from: null, to: 'otro' },
      ]);
    const reopened = entry(2, 'stage_change', [
      { field: 'estado', from: 'perdida', to: 'aceptada' },
      { field: 'perdida_motivo', from: 'otro', to: null },
    ]);
    const lostNow = 'Marcada como perdida. Motivo: Otro: Cambió de fecha';
    const lostThen = 'Marcada como perdida. Motivo: Otro';
    expect(activityTexts([lossMove(3), reopened, lossMove(1)], lost)).toEqual([
      lostNow,
      'Reabierta en Aceptada',
      lostThen,
    ]);
    // Not lost now, or a history read before the loss it has: no text anywhere.
    expect(activityTexts([reopened, lossMove(1)], null)).toEqual([
      'Reabierta en Aceptada',
      lostThen,
    ]);
    expect(activityTexts([reopened, lossMove(1)], lost)).toEqual([
      'Reabierta en Aceptada',
      lostThen,
    ]);
  });

  it('tells follow-ups set and cleared', () => {
    const followUp = (to: string | null) =>
      activityText(entry(1, 'follow_up', [{ field: 'proximo_seguimiento', from: null, to }]));
    expect(followUp('2026-12-01')).toBe('Próximo seguimiento: 01/12/2026');
    expect(followUp(null)).toBe('Quitó el próximo seguimiento');
  });

  it('tells a quote saved and one recalculated by their numbers and totals', () => {
    expect(
      activityText(
        entry(1, 'quote_saved', [
          { field: 'presupuesto', from: null, to: 'P-2026-0007' },
          { field: 'total', from: null, to: 123450 },
        ]),
      ),
    ).toBe('Guardó el presupuesto P-2026-0007 (1.234,50\u00a0€)');
    expect(
      activityText(
        entry(1, 'quote_saved', [
          { field: 'presupuesto', from: 'P-2026-0007', to: 'P-2026-0007 v2' },
          { field: 'total', from: null, to: 130000 },
        ]),
      ),
    ).toBe(
      'Recalculó el presupuesto P-2026-0007 con precios actuales: P-2026-0007 v2 (1.300,00\u00a0€)',
    );
    // Saved before totals were logged.
    expect(
      activityText(
        entry(1, 'quote_saved', [{ field: 'presupuesto', from: null, to: 'P-2025-0001' }]),
      ),
    ).toBe('Guardó el presupuesto P-2025-0001');
  });

  it('tells the entries about prices, settings, accounts and customers’ data', () => {
    const said = [
      entry(1, 'price_update', [{ field: 'coste', from: 1, to: 2 }], {
        tabla: 'serigrafia_1_color_vf',
        target: '3',
      }),
      entry(2, 'settings_update', [
        { field: 'nombreComercial', from: '', to: 'Vasos' },
        { field: 'ivaPercent', from: 21, to: 10 },
      ]),
      entry(3, 'user_created', [{ field: 'email', from: null, to: COLLEAGUE }]),
      entry(4, 'role_changed', [{ field: 'rol', from: 'personal', to: 'administrador' }]),
      entry(5, 'retention_run', [
        { field: 'cerradas', from: null, to: 1 },
        { field: 'sinAsignar', from: null, to: 0 },
      ]),
      entry(6, 'customer_export', [{ field: 'peticiones', from: null, to: [4, 9] }]),
      entry(7, 'customer_erasure', [
        { field: 'peticiones', from: null, to: 2 },
        { field: 'notas', from: null, to: 1 },
      ]),
    ].map((each) => activityText(each));
    expect(said).toEqual([
      'Cambió Coste en Serigrafia 1 Color VF, fila 3',
      'Cambió los ajustes: Nombre comercial, IVA (%)',
      `Creó la cuenta ${COLLEAGUE}`,
      'Cambió el rol de Personal a Administrador',
      'Suprimió por antigüedad los datos de 1 petición cerrada y 0 sin asignar',
      'Exportó los datos de un cliente (2 peticiones)',
      'Suprimió los datos de un cliente (2 peticiones, 1 nota)',
    ]);
  });

  it('tells a request typed in by staff, and each field a correction changed, old → new', () => {
    const said = [
      entry(1, 'peticion_created', [{ field: 'origen', from: null, to: 'whatsapp' }]),
      entry(2, 'peticion_created', [
        { field: 'origen', from: null, to: 'en_persona' },
        { field: 'asignado', from: null, to: COLLEAGUE },
      ]),
      entry(3, 'peticion_edited', [
        { field: 'peticiones', from: ['Vasos'], to: ['Vasos', 'Pinzas'] },
        { field: 'nombre', from: 'Ana', to: 'Ana Ruiz' },
        { field: 'correo', from: null, to: 'ana@example.com' },
        { field: 'fecha_evento', from: '2027-05-01', to: '2027-05-08' },
      ]),
    ].map((each) => activityText(each));
    expect(said).toEqual([
      'Creó la petición (origen: WhatsApp)',
      `Creó la petición (origen: En persona), asignada a ${COLLEAGUE}`,
      'Cambió Pedido: Vasos → Vasos / Pinzas; Cliente: Ana → Ana Ruiz; Correo: — → ana@example.com; Fecha de Evento: 01/05/2027 → 08/05/2027',
    ]);
  });

  it('says when on the viewer clock', () => {
    // West of UTC (jest.config.ts): 08:30 UTC is 02:30 in Mexico City.
    expect(formatInstantDateTime('2026-11-18T08:30:00.000Z')).toBe('18/11/2026, 02:30');
    expect(formatInstantDateTime('no')).toBe('—');
  });
});
