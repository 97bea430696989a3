// Which taken requests the board shows, and in which column and order: docs/screens.md, "Mis
// peticiones".
import {
  isAssignee,
  TABLERO_ETAPAS,
  LOST_ETAPA,
  type TableroPeticion,
  type Etapa,
  type Origen,
} from '../../../../contract';
import { isParaHoy } from '../paraHoy';
import { matchesInformeFilter, type InformeFilter } from './informeFilter';

export type TableroFilter = {
  /** The signed-in person's e-mail: `Mías` shows only theirs. */
  email: string | undefined;
  /** `Todo el equipo`: everyone's. */
  team: boolean;
  /** `Para hoy`: only those to follow up today or earlier. */
  paraHoy: boolean;
  /** `Ver perdidas`: the lost ones too, in a column of their own. */
  perdidas: boolean;
  /** YYYY-MM-DD on the viewer's calendar. */
  today: string;
  /** With `team`: only this colleague's (an e-mail); none, everyone's. */
  asignado?: string;
  /** Only events on or after this day (YYYY-MM-DD). */
  desde?: string;
  /** Only events on or before this day (YYYY-MM-DD). */
  hasta?: string;
  /** Only requests that came through this channel. */
  origen?: Origen;
  /** Only the requests a figure of Informes counts (its link's address). */
  informe?: InformeFilter;
};

export type TableroColumnData = { stage: Etapa; peticiones: readonly TableroPeticion[] };

/** The stages shown as columns, in order. */
export const shownEtapas = (perdidas: boolean): readonly Etapa[] =>
  perdidas ? [...TABLERO_ETAPAS, LOST_ETAPA] : TABLERO_ETAPAS;

/** The event's day as YYYY-MM-DD, or `~` (after every day) when it has none to read. */
const eventDayKey = (peticion: TableroPeticion) =>
  /^\d{4}-\d{2}-\d{2}/.exec(peticion.fecha_evento)?.[0] ?? '~';

/** The soonest event first, requests without a readable date last; then by id. */
function sortByEventDate(peticiones: TableroPeticion[]): TableroPeticion[] {
  const keyed = peticiones.map((peticion) => ({ peticion, day: eventDayKey(peticion) }));
  keyed.sort((a, b) =>
    a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.peticion.id - b.peticion.id,
  );
  return keyed.map(({ peticion }) => peticion);
}

/** Whether the request's event falls within the days asked (one without a readable day never does). */
function inEventRange(peticion: TableroPeticion, { desde, hasta }: TableroFilter): boolean {
  if (!desde && !hasta) return true;
  const day = eventDayKey(peticion);
  if (day === '~') return false;
  return (!desde || day >= desde) && (!hasta || day <= hasta);
}

/** Whose requests the board shows: the viewer's, everyone's, or (of everyone's) one colleague's. */
function isWhose(peticion: TableroPeticion, filter: TableroFilter): boolean {
  if (!filter.team) return isAssignee(peticion, filter.email);
  return !filter.asignado || peticion.asignado === filter.asignado;
}

export function tableroColumns(
  rows: readonly TableroPeticion[],
  filter: TableroFilter,
): TableroColumnData[] {
  const stages = shownEtapas(filter.perdidas);
  const byStage = new Map<Etapa, TableroPeticion[]>(stages.map((stage) => [stage, []]));
  for (const peticion of rows) {
    if (!isWhose(peticion, filter)) continue;
    if (filter.paraHoy && !isParaHoy(peticion, filter.today)) continue;
    if (filter.origen && peticion.origen !== filter.origen) continue;
    if (!inEventRange(peticion, filter)) continue;
    if (filter.informe && !matchesInformeFilter(peticion, filter.informe)) continue;
    byStage.get(peticion.estado)?.push(peticion);
  }
  return stages.map((stage) => ({ stage, peticiones: sortByEventDate(byStage.get(stage) ?? []) }));
}

/** The sum of the cards' latest quote totals, in cents (cards without a quote add nothing). */
export const quotesTotalCents = (peticiones: readonly TableroPeticion[]): number =>
  peticiones.reduce((sum, peticion) => sum + (peticion.ultimoPresupuesto?.totalCents ?? 0), 0);

/** Everyone who has a taken request, for the assignee filter: in alphabetical order. */
export const assigneesOf = (rows: readonly TableroPeticion[]): string[] =>
  [...new Set(rows.map((peticion) => peticion.asignado))].sort();
