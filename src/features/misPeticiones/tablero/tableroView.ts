// Which taken requests the board shows, and in which column and order: docs/screens.md, "Mis
// peticiones".
import {
  isAssignee,
  TABLERO_ETAPAS,
  LOST_ETAPA,
  type TableroPeticion,
  type Etapa,
} from '../../../../contract';
import { isParaHoy } from '../paraHoy';

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

export function tableroColumns(
  rows: readonly TableroPeticion[],
  filter: TableroFilter,
): TableroColumnData[] {
  const stages = shownEtapas(filter.perdidas);
  const byStage = new Map<Etapa, TableroPeticion[]>(stages.map((stage) => [stage, []]));
  for (const peticion of rows) {
    if (!filter.team && !isAssignee(peticion, filter.email)) continue;
    if (filter.paraHoy && !isParaHoy(peticion, filter.today)) continue;
    byStage.get(peticion.estado)?.push(peticion);
  }
  return stages.map((stage) => ({ stage, peticiones: sortByEventDate(byStage.get(stage) ?? []) }));
}
