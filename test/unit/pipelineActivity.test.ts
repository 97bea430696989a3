import type { AuditEntry } from '../../contract';
import { formatInstantDateTime } from '../../src/components/formatDate';
import { activityText } from '../../src/features/pipeline/dialog/activityText';
import { COLLEAGUE, entry, ME } from '../support/pipelineFixtures';

const said = (overrides: Partial<AuditEntry>) => activityText(entry(1, overrides));

describe("a request's history in words", () => {
  it('tells assignments, hand-overs and releases', () => {
    expect(
      said({ action: 'assignment', changes: [{ field: 'asignado', from: null, to: ME }] }),
    ).toBe(`Asignada a ${ME}`);
    expect(
      said({ action: 'reassignment', changes: [{ field: 'asignado', from: ME, to: COLLEAGUE }] }),
    ).toBe(`Reasignada de ${ME} a ${COLLEAGUE}`);
    expect(said({ action: 'release' })).toBe('Devuelta a las peticiones sin asignar');
    expect(said({ action: 'note' })).toBe('Añadió una nota');
  });

  it("tells moves by the stages' names, losses with their reason, and reopenings", () => {
    const move = (from: string, to: string, ...more: AuditEntry['changes']) =>
      said({ action: 'stage_change', changes: [{ field: 'estado', from, to }, ...more] });
    expect(move('aceptada', 'en_produccion')).toBe('Pasó de Aceptada a En producción');
    expect(move('asignada', 'perdida', { field: 'motivo', from: null, to: 'sin_respuesta' })).toBe(
      'Marcada como perdida (Sin respuesta)',
    );
    expect(
      move(
        'asignada',
        'perdida',
        { field: 'motivo', from: null, to: 'otro' },
        { field: 'texto', from: null, to: 'Cambió de fecha' },
      ),
    ).toBe('Marcada como perdida (Otro: Cambió de fecha)');
    expect(move('perdida', 'presupuestada')).toBe('Reabierta en Presupuestada');
  });

  it('tells follow-ups set and cleared', () => {
    const followUp = (to: unknown) =>
      said({ action: 'follow_up', changes: [{ field: 'proximoSeguimiento', from: null, to }] });
    expect(followUp('2026-12-01')).toBe('Próximo seguimiento: 01/12/2026');
    expect(followUp(null)).toBe('Quitó el próximo seguimiento');
  });

  it('says when on the viewer clock', () => {
    // West of UTC (jest.config.ts): 08:30 UTC is 02:30 in Mexico City.
    expect(formatInstantDateTime('2026-11-18T08:30:00.000Z')).toBe('18/11/2026, 02:30');
    expect(formatInstantDateTime('no')).toBe('—');
  });
});
