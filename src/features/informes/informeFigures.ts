// Every figure of a report as a table (its header, its rows as text, the number each row's bar
// shows) and the requests it counts (docs/screens.md, "/informes").
import {
  EN_JUEGO_ETAPAS,
  formatQuantity,
  isTablaKey,
  tablaLabel,
  type Informe,
} from '../../../contract';
import { formatCents } from '../../components/formatEuro';
import { origenLabel } from '../../components/origenLabels';
import { paths } from '../../app/paths';
import { etapaLabel, MOTIVO_LABELS } from '../misPeticiones';
import { linksOf, type FigureContext, type FigureLink } from './informeLinks';

export type { FigureContext } from './informeLinks';

export type FigureRow = {
  cells: readonly string[];
  /** The bar's length, when the figure has a chart. */
  value?: number;
  /** The requests this row counts, when it has a place of its own. */
  link?: FigureLink;
};

export type Figure = {
  id: string;
  title: string;
  /** What the figure counts, in one line under its title. */
  note: string;
  header: readonly string[];
  rows: readonly FigureRow[];
  /** Which column the bars show; none: a table alone. */
  chartColumn?: number;
  link: FigureLink;
  /** Nothing counted: the table says `Sin datos en este periodo`. */
  empty: boolean;
};

const count = (n: number) => formatQuantity(n);
/** A figure to one decimal, written only when there is one, as es-ES does: 83,3 · 80. */
function tenths(n: number): string {
  const rounded = Math.round(n * 10);
  const decimal = Math.abs(rounded % 10);
  return `${formatQuantity(Math.trunc(rounded / 10))}${decimal ? `,${decimal}` : ''}`;
}
const share = (n: number | null) => (n === null ? '—' : `${tenths(n)} %`);
const days = (n: number | null) => (n === null ? '—' : tenths(n));
const tabla = (key: string | null) =>
  key === null ? 'Sin impresión' : isTablaKey(key) ? tablaLabel(key) : key;

const PASO_LABELS = {
  recibida: 'Recibidas',
  asignada: 'Asignadas',
  presupuestada: 'Presupuestadas',
  aceptada: 'Aceptadas',
  entregada: 'Entregadas',
} as const;

export function informeFigures(informe: Informe, context: FigureContext): Figure[] {
  const links = linksOf(informe, context);
  const received = informe.embudo[0].peticiones;
  return [
    {
      id: 'recibidas',
      title: 'Recibidas',
      note: 'Peticiones recibidas en el periodo, por origen.',
      header: ['Origen', 'Peticiones'],
      rows: informe.recibidas.map((row) => ({
        cells: [origenLabel(row.origen), count(row.peticiones)],
        value: row.peticiones,
        link: links.received({ origen: row.origen }),
      })),
      chartColumn: 1,
      // Every request of the period, whatever its stage, as each row opens its channel's.
      link: links.received(),
      empty: received === 0,
    },
    {
      id: 'embudo',
      title: 'Embudo',
      note: 'De las recibidas en el periodo, cuántas han llegado a cada etapa y qué parte de la anterior.',
      header: ['Etapa', 'Peticiones', 'Conversión'],
      rows: informe.embudo.map((step) => ({
        cells: [PASO_LABELS[step.paso], count(step.peticiones), share(step.conversion)],
        value: step.peticiones,
        ...(step.paso === 'recibida' ? {} : { link: links.received({ alcanzada: step.paso }) }),
      })),
      chartColumn: 1,
      link: links.received({ alcanzada: 'asignada' }),
      empty: received === 0,
    },
    {
      id: 'perdidas',
      title: 'Perdidas por motivo',
      note: `De las recibidas en el periodo, ${count(informe.perdidas)} perdidas.`,
      header: ['Motivo', 'Peticiones', 'Parte'],
      rows: informe.perdidasPorMotivo.map((row) => ({
        cells: [MOTIVO_LABELS[row.motivo], count(row.peticiones), share(row.parte)],
        value: row.peticiones,
        link: links.received({ motivo: row.motivo }),
      })),
      chartColumn: 1,
      link: links.received({ estado: 'perdida' }),
      empty: informe.perdidas === 0,
    },
    {
      id: 'dias',
      title: 'Días desde que se recibe',
      note: 'Mediana de días desde que se recibe hasta que llega a cada etapa.',
      header: ['Hasta', 'Mediana (días)'],
      rows: (['asignada', 'presupuestada', 'aceptada'] as const).map((etapa) => ({
        cells: [etapaLabel(etapa), days(informe.medianaDias[etapa])],
        value: informe.medianaDias[etapa] ?? 0,
        link: links.received({ alcanzada: etapa }),
      })),
      chartColumn: 1,
      link: links.received({ alcanzada: 'asignada' }),
      empty: informe.medianaDias.asignada === null,
    },
    {
      id: 'en-juego',
      title: 'En juego por etapa',
      note: 'Peticiones abiertas ahora y el total de su último presupuesto.',
      header: ['Etapa', 'Peticiones', 'Sin IVA', 'Con IVA'],
      rows: informe.enJuego.map((row) => ({
        cells: [
          etapaLabel(row.etapa),
          count(row.peticiones),
          formatCents(row.baseCents),
          formatCents(row.totalCents),
        ],
        value: row.baseCents,
        link: links.any({ estado: row.etapa }),
      })),
      chartColumn: 2,
      link: links.any({ estado: EN_JUEGO_ETAPAS[0] }),
      empty: informe.enJuego.every((row) => row.peticiones === 0),
    },
    ...moneyFigures(informe, context),
  ];
}

function moneyFigures(informe: Informe, context: FigureContext): Figure[] {
  // The board knows no day of acceptance: these open every accepted request of the person and
  // channel, the period's among them.
  const accepted = linksOf(informe, context).any({ alcanzada: 'aceptada' });
  const persona = informe.aceptadoPorMes.some((month) => month.persona !== null);
  const team = informe.aceptadoPorMes.some((month) => month.equipo !== null);
  type LineRow = { key: string | null; unidades: number; importeCents: number };
  const lines = (rows: readonly LineRow[]) =>
    rows.map((row) => ({
      cells: [tabla(row.key), count(row.unidades), formatCents(row.importeCents)],
      value: row.importeCents,
    }));
  return [
    {
      id: 'aceptado-por-mes',
      title: 'Aceptado por mes',
      note: 'Último presupuesto de las peticiones aceptadas cada mes.',
      header: [
        'Mes',
        ...(team ? ['Equipo sin IVA', 'Equipo con IVA'] : []),
        ...(persona ? ['Sin IVA', 'Con IVA'] : []),
      ],
      rows: informe.aceptadoPorMes.map((month) => {
        const mine = month.persona ?? month.equipo;
        return {
          cells: [
            monthLabel(month.mes),
            ...(month.equipo
              ? [formatCents(month.equipo.baseCents), formatCents(month.equipo.totalCents)]
              : []),
            ...(month.persona
              ? [formatCents(month.persona.baseCents), formatCents(month.persona.totalCents)]
              : []),
          ],
          value: mine?.baseCents ?? 0,
        };
      }),
      chartColumn: persona && team ? 3 : 1,
      link: accepted,
      empty: informe.aceptadoPorMes.every(
        (month) => !month.equipo?.baseCents && !month.persona?.baseCents,
      ),
    },
    {
      id: 'vasos',
      title: 'Vasos',
      note: 'Líneas de los presupuestos aceptados en el periodo, por vaso, sin descuento ni IVA.',
      header: ['Vaso', 'Unidades', 'Importe'],
      rows: lines(informe.vasos.map(({ vaso, ...row }) => ({ key: vaso, ...row }))),
      chartColumn: 2,
      link: accepted,
      empty: informe.vasos.length === 0,
    },
    {
      id: 'serigrafias',
      title: 'Serigrafías',
      note: 'Las mismas líneas, por impresión.',
      header: ['Impresión', 'Unidades', 'Importe'],
      rows: lines(
        informe.serigrafias.map(({ serigrafia, ...row }) => ({ key: serigrafia, ...row })),
      ),
      chartColumn: 2,
      link: accepted,
      empty: informe.serigrafias.length === 0,
    },
    {
      id: 'clientes',
      title: 'Clientes principales',
      note: 'Los diez clientes que más aceptaron en el periodo.',
      header: ['Cliente', 'Teléfono', 'Aceptadas', 'Sin IVA', 'Con IVA'],
      rows: informe.clientes.map((cliente) => ({
        cells: [
          cliente.nombre ?? '—',
          cliente.telefono,
          count(cliente.aceptadas),
          formatCents(cliente.baseCents),
          formatCents(cliente.totalCents),
        ],
        value: cliente.baseCents,
        link: {
          to: paths.cliente(cliente.peticionId),
          text: cliente.nombre ?? cliente.telefono,
        },
      })),
      chartColumn: 3,
      link: accepted,
      empty: informe.clientes.length === 0,
    },
  ];
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** `2026-03` → `mar 2026`. */
export function monthLabel(mes: string): string {
  const [year, month] = mes.split('-').map(Number);
  return `${MONTHS[month - 1] ?? mes} ${year}`;
}
