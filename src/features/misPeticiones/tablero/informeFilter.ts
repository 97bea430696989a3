// The part of the board's address a figure of Informes writes (../tableroLink.ts): which of the
// requests shown it counts. Read here, matched against each card.
import {
  isMotivo,
  isTableroEtapa,
  LOST_ETAPA,
  TABLERO_ETAPAS,
  type Motivo,
  type TableroEtapa,
  type TableroPeticion,
} from '../../../../contract';

export type InformeFilter = {
  recibidaDesde?: string;
  recibidaHasta?: string;
  /** The time zone of those days; undefined: the viewer's. */
  zona?: string;
  alcanzada?: TableroEtapa;
  motivo?: Motivo;
};

/** The address's parameters this filter uses, for `Quitar filtro`. */
export const INFORME_FILTER_PARAMS = [
  'recibida_desde',
  'recibida_hasta',
  'zona',
  'alcanzada',
  'motivo',
] as const;

const dayOf = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** A time zone this browser knows, or undefined (the viewer's then). */
function zoneOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

/** The filter the address holds, or undefined when it holds none (a value it cannot read is none). */
export function readInformeFilter(params: URLSearchParams): InformeFilter | undefined {
  const alcanzada = params.get('alcanzada');
  const motivo = params.get('motivo');
  const filter: InformeFilter = {
    recibidaDesde: dayOf(params.get('recibida_desde')),
    recibidaHasta: dayOf(params.get('recibida_hasta')),
    zona: zoneOf(params.get('zona')),
    alcanzada: isTableroEtapa(alcanzada) ? alcanzada : undefined,
    motivo: isMotivo(motivo) ? motivo : undefined,
  };
  const { recibidaDesde, recibidaHasta } = filter;
  return recibidaDesde || recibidaHasta || filter.alcanzada || filter.motivo ? filter : undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) an instant falls on in `zona` (the viewer's when undefined). */
export function localDay(instant: string, zona: string | undefined): string {
  const key = zona ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zona,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(key, format);
  }
  return format.format(new Date(instant));
}

/**
 * How far along the way the request got: its stage, or for a lost one the stage it was lost from.
 * A stage is reached one step at a time (contract/etapas.ts), so every stage before it was too.
 */
const furthest = (peticion: TableroPeticion) =>
  TABLERO_ETAPAS.indexOf(
    peticion.estado === LOST_ETAPA
      ? (peticion.perdida?.desde ?? TABLERO_ETAPAS[0])
      : peticion.estado,
  );

export function matchesInformeFilter(peticion: TableroPeticion, filter: InformeFilter): boolean {
  if (filter.motivo && peticion.perdida?.motivo !== filter.motivo) return false;
  if (filter.alcanzada && furthest(peticion) < TABLERO_ETAPAS.indexOf(filter.alcanzada)) {
    return false;
  }
  if (!filter.recibidaDesde && !filter.recibidaHasta) return true;
  const day = localDay(peticion.createdAt, filter.zona);
  return (
    (!filter.recibidaDesde || day >= filter.recibidaDesde) &&
    (!filter.recibidaHasta || day <= filter.recibidaHasta)
  );
}
