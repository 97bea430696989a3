import type { AssignedPeticion, Origen } from '../../contract';
import { tableroHref } from '../../src/features/informes/tableroLink';
import { readInformeFilter } from '../../src/features/misPeticiones/tablero/informeFilter';
import { tableroColumns } from '../../src/features/misPeticiones/tablero/tableroView';
import { ME, taken, TODAY } from '../support/misPeticionesFixtures';
import { cardOf } from '../support/tableroCard';

// The board opened from a figure of Informes (docs/screens.md, "Mis peticiones"): the address the
// figure writes, read back, shows the requests it counts.

const lost = (id: number, desde: 'asignada' | 'presupuestada', createdAt: string) =>
  taken(id, { estado: 'perdida', perdida: { desde, motivo: 'precio', texto: null }, createdAt });

const ROWS: AssignedPeticion[] = [
  // 00:30 on 1 March in Madrid (23:30 UTC on 28 February): March's there.
  taken(1, { createdAt: '2026-02-28T23:30:00.000Z', estado: 'aceptada' }),
  // 23:30 on 28 February in Madrid: February's, though UTC says the same day.
  taken(2, { createdAt: '2026-02-28T22:30:00.000Z', estado: 'entregada' }),
  // 23:30 on 31 March in Madrid (summer time: 21:30 UTC): March's.
  taken(3, { createdAt: '2026-03-31T21:30:00.000Z', estado: 'presupuestada' }),
  // 00:30 on 1 April in Madrid (22:30 UTC on 31 March): April's.
  taken(4, { createdAt: '2026-03-31T22:30:00.000Z' }),
  lost(5, 'presupuestada', '2026-03-10T10:00:00.000Z'),
  lost(6, 'asignada', '2026-03-11T10:00:00.000Z'),
  taken(7, { createdAt: '2026-03-12T10:00:00.000Z', origen: 'whatsapp' }),
];

/** The ids on the board the address `href` opens, for the signed-in ME. */
function shownBy(href: string): number[] {
  const params = new URL(href, 'https://vasos.test').searchParams;
  const columns = tableroColumns(ROWS.map(cardOf), {
    email: ME,
    team: params.get('vista') === 'equipo',
    paraHoy: false,
    perdidas: params.get('perdidas') === '1',
    today: TODAY,
    origen: (params.get('origen') as Origen | null) ?? undefined,
    informe: readInformeFilter(params),
  });
  return columns.flatMap((column) => column.peticiones.map((p) => p.id)).sort((a, b) => a - b);
}

const MARCH = {
  team: true,
  recibidaDesde: '2026-03-01',
  recibidaHasta: '2026-03-31',
  zona: 'Europe/Madrid',
  perdidas: true,
} as const;

describe('the board opened from a figure of Informes', () => {
  it('shows the requests received on the days asked in the business time zone, not UTC', () => {
    expect(shownBy(tableroHref(MARCH))).toEqual([1, 3, 5, 6, 7]);
    expect(
      shownBy(tableroHref({ ...MARCH, recibidaDesde: '2026-04-01', recibidaHasta: '2026-04-01' })),
    ).toEqual([4]);
  });

  it('shows those that reached a stage, lost ones by the stage they were lost from', () => {
    expect(shownBy(tableroHref({ ...MARCH, alcanzada: 'asignada' }))).toEqual([1, 3, 5, 6, 7]);
    expect(shownBy(tableroHref({ ...MARCH, alcanzada: 'presupuestada' }))).toEqual([1, 3, 5]);
    expect(shownBy(tableroHref({ ...MARCH, alcanzada: 'aceptada' }))).toEqual([1]);
    expect(shownBy(tableroHref({ ...MARCH, alcanzada: 'entregada' }))).toEqual([]);
  });

  it('shows those lost for a reason, and those of one channel', () => {
    expect(shownBy(tableroHref({ ...MARCH, motivo: 'precio' }))).toEqual([5, 6]);
    expect(shownBy(tableroHref({ ...MARCH, motivo: 'plazo' }))).toEqual([]);
    expect(shownBy(tableroHref({ ...MARCH, origen: 'whatsapp' }))).toEqual([7]);
  });

  it('keeps every part in the address, and reads no filter from values it does not know', () => {
    expect(tableroHref({ ...MARCH, alcanzada: 'aceptada', origen: 'web' })).toBe(
      '/mis-peticiones?vista=equipo&origen=web&recibida_desde=2026-03-01' +
        '&recibida_hasta=2026-03-31&zona=Europe%2FMadrid&alcanzada=aceptada&perdidas=1',
    );
    const unread = new URLSearchParams('recibida_desde=ayer&alcanzada=nunca&motivo=x&zona=Marte');
    expect(readInformeFilter(unread)).toBeUndefined();
    expect(readInformeFilter(new URLSearchParams('vista=equipo&origen=web'))).toBeUndefined();
  });
});
