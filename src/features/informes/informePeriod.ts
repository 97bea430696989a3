// The period and whose requests a report shows, as the address holds them (docs/screens.md,
// "/informes"): `periodo=` one of the named periods or `rango` with `desde=` and `hasta=`,
// `usuario=` one person (administrators), `origen=` one channel.
import { isOrigen, type InformeQuery, type Origen } from '../../../contract';

export const PERIODOS = ['este-mes', 'mes-pasado', 'este-ano', 'ultimos-12', 'rango'] as const;
export type Periodo = (typeof PERIODOS)[number];

export const PERIODO_LABELS: Readonly<Record<Periodo, string>> = {
  'este-mes': 'Este mes',
  'mes-pasado': 'Mes pasado',
  'este-ano': 'Este año',
  'ultimos-12': 'Últimos 12 meses',
  rango: 'Desde… hasta…',
};

const isPeriodo = (value: unknown): value is Periodo =>
  typeof value === 'string' && (PERIODOS as readonly string[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a day of the viewer's calendar (month 0-based; day 0 is the month before's last). */
export function isoDay(year: number, month: number, day: number): string {
  const date = new Date(year, month, day);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day of a named period, as of `today` on the viewer's calendar. */
export function periodDays(periodo: Exclude<Periodo, 'rango'>, today: Date) {
  const year = today.getFullYear();
  const month = today.getMonth();
  const todayIso = isoDay(year, month, today.getDate());
  switch (periodo) {
    case 'este-mes':
      return { desde: isoDay(year, month, 1), hasta: todayIso };
    case 'mes-pasado':
      return { desde: isoDay(year, month - 1, 1), hasta: isoDay(year, month, 0) };
    case 'este-ano':
      return { desde: isoDay(year, 0, 1), hasta: todayIso };
    case 'ultimos-12':
      // The first of the month eleven months back: the twelve months `Aceptado por mes` shows.
      return { desde: isoDay(year, month - 11, 1), hasta: todayIso };
  }
}

export type InformeView = {
  periodo: Periodo;
  desde: string;
  hasta: string;
  usuario: string | null;
  origen: Origen | null;
  /** What the API is asked, or null while `Desde… hasta…` is not a period yet. */
  query: InformeQuery | null;
};

/** The view the address holds; anything it cannot read is the default (`Este mes`, everyone). */
export function readView(params: URLSearchParams, today: Date, mayChoose: boolean): InformeView {
  const asked = params.get('periodo');
  const periodo: Periodo = isPeriodo(asked) ? asked : 'este-mes';
  const days =
    periodo === 'rango'
      ? { desde: params.get('desde') ?? '', hasta: params.get('hasta') ?? '' }
      : periodDays(periodo, today);
  const usuario = mayChoose ? params.get('usuario') || null : null;
  const origenParam = params.get('origen');
  const origen = isOrigen(origenParam) ? origenParam : null;
  const valid = DAY.test(days.desde) && DAY.test(days.hasta) && days.desde <= days.hasta;
  const query: InformeQuery | null = valid
    ? {
        ...days,
        ...(usuario === null ? {} : { usuario }),
        ...(origen === null ? {} : { origen }),
      }
    : null;
  return { periodo, ...days, usuario, origen, query };
}
