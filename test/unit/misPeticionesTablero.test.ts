import type { AssignedPeticion } from '../../contract';
import { formatCents } from '../../src/components/formatEuro';
import {
  applyAsignadaEvents,
  withPeticion,
} from '../../src/features/misPeticiones/peticionesAsignadasCache';
import { tableroColumns } from '../../src/features/misPeticiones/tablero/tableroView';
import { countdownText } from '../../src/features/misPeticiones/tablero/cardTexts';
import { calendarDayOf, daysFrom } from '../../src/features/misPeticiones/calendarDays';
import { seguimientoDue } from '../../src/features/misPeticiones/paraHoy';
import { concernsAvisos } from '../../src/features/misPeticiones/avisosApi';
import { COLLEAGUE, ME, taken, TODAY } from '../support/misPeticionesFixtures';

describe('calendar days', () => {
  it('are read on the viewer calendar and counted whole', () => {
    expect(calendarDayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2); // a summer-time change between them
    expect(daysFrom('2026-11-20', '2026-11-19T00:00:00Z')).toBe(-1);
    expect(daysFrom('2026-11-20', 'mañana')).toBeUndefined();
    expect(daysFrom('2026-11-20', null)).toBeUndefined();
  });

  it('tell how far an event is: Faltan N días, Falta 1 día, Hoy, El evento ya pasó', () => {
    expect(countdownText(TODAY, '2026-12-20')).toBe('Faltan 30 días');
    expect(countdownText(TODAY, '2026-11-21')).toBe('Falta 1 día');
    expect(countdownText(TODAY, '2026-11-20')).toBe('Hoy');
    expect(countdownText(TODAY, '2026-01-01')).toBe('El evento ya pasó');
    expect(countdownText(TODAY, undefined)).toBeUndefined();
  });
});

describe('a quote total', () => {
  it('is euros with two decimals, es-ES, grouped from four digits as the quote writes it', () => {
    expect(formatCents(123450)).toBe('1.234,50\u00a0€');
    expect(formatCents(1234567)).toBe('12.345,67\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(undefined)).toBe('—');
  });
});

describe('following up', () => {
  it('is overdue before today, due today, later after', () => {
    expect(seguimientoDue(taken(1, { proximoSeguimiento: '2026-11-19' }), TODAY)).toBe('overdue');
    expect(seguimientoDue(taken(1, { proximoSeguimiento: TODAY }), TODAY)).toBe('today');
    expect(seguimientoDue(taken(1, { proximoSeguimiento: '2026-11-21' }), TODAY)).toBe('later');
    expect(seguimientoDue(taken(1), TODAY)).toBe('none');
  });

  it('the sidebar counts again on a change of a request it counts or of the person’s own', () => {
    const counted = [3];
    expect(concernsAvisos(ME, counted, { type: 'assigned', peticion: taken(1) })).toBe(true);
    const upper = taken(2, { asignado: ME.toUpperCase() });
    expect(concernsAvisos(ME, counted, { type: 'assigned', peticion: upper })).toBe(true);
    // Handed to a colleague: it leaves the count.
    const handed = taken(3, { asignado: COLLEAGUE });
    expect(concernsAvisos(ME, counted, { type: 'assigned', peticion: handed })).toBe(true);
    expect(concernsAvisos(ME, counted, { type: 'released', id: 3 })).toBe(true);
    // A colleague's own, never counted here; the unassigned list's events.
    const theirs = taken(4, { asignado: COLLEAGUE });
    expect(concernsAvisos(ME, counted, { type: 'assigned', peticion: theirs })).toBe(false);
    expect(concernsAvisos(ME, counted, { type: 'released', id: 4 })).toBe(false);
    expect(concernsAvisos(ME, counted, { type: 'removed', id: 3, asignado: ME })).toBe(false);
  });
});

describe('the board', () => {
  const rows: AssignedPeticion[] = [
    taken(1, { fecha_evento: '2027-01-01' }),
    taken(2, { fecha_evento: 'sin fecha' }),
    taken(3, { fecha_evento: '2026-12-01' }),
    taken(4, { fecha_evento: '2026-12-01', estado: 'aceptada' }),
    taken(5, { estado: 'perdida', perdida: { desde: 'asignada', motivo: 'plazo', texto: null } }),
    taken(6, { asignado: COLLEAGUE }),
  ];
  const filter = { email: ME, team: false, paraHoy: false, perdidas: false, today: TODAY };
  const ids = (columns: ReturnType<typeof tableroColumns>) =>
    Object.fromEntries(columns.map((c) => [c.stage, c.peticiones.map((p) => p.id)]));

  it('puts each of mine in its stage, soonest event first and undated last', () => {
    expect(ids(tableroColumns(rows, filter))).toEqual({
      asignada: [3, 1, 2],
      presupuestada: [],
      aceptada: [4],
      en_produccion: [],
      entregada: [],
    });
  });

  it("shows everyone's with Todo el equipo, and the lost ones in a column of their own", () => {
    const columns = tableroColumns(rows, { ...filter, team: true, perdidas: true });
    expect(ids(columns).asignada).toEqual([3, 6, 1, 2]);
    expect(ids(columns).perdida).toEqual([5]);
  });

  it('counts as mine a request whose assignee is my e-mail in other capitals, as the API does', () => {
    const shouted = [taken(7, { asignado: ME.toUpperCase() }), taken(8, { asignado: COLLEAGUE })];
    expect(ids(tableroColumns(shouted, filter)).asignada).toEqual([7]);
    expect(ids(tableroColumns(shouted, { ...filter, email: undefined })).asignada).toEqual([]);
  });
});

describe("the taken requests' cached list", () => {
  const rows = Object.freeze([taken(1), taken(2), taken(3)]);

  it('replaces only the changed request; everything else stays the same object', () => {
    const moved = taken(2, { estado: 'aceptada', version: 2 });
    const next = applyAsignadaEvents(rows, [{ type: 'assigned', peticion: moved }]);
    expect(next).toEqual([rows[0], moved, rows[2]]);
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[2]);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('adds a newly taken one, drops a released one, and ignores an older version', () => {
    const next = applyAsignadaEvents(rows, [
      { type: 'assigned', peticion: taken(4) },
      { type: 'released', id: 1 },
      { type: 'removed', id: 9, asignado: ME },
    ]);
    expect(next.map((row) => row.id)).toEqual([2, 3, 4]);
    const newer = withPeticion(rows, taken(2, { version: 5 }));
    expect(withPeticion(newer, taken(2, { version: 4 }))).toBe(newer);
    expect(applyAsignadaEvents(rows, [{ type: 'released', id: 9 }])).toBe(rows);
  });
});
