// Where a figure's requests are: the board (`Mis peticiones`) filtered by the report's person and
// channel, the days the requests were received in the business's time zone, the stage they
// reached and why they were lost (docs/screens.md, "/informes").
import type { Informe } from '../../../contract';
import { tableroHref, type TableroLink } from './tableroLink';

export type FigureLink = { to: string; text: string };

/** Which requests a report counts: everyone's, or one person's (a board link then says Mías). */
export type FigureContext = { team: boolean; persona: string | null };

type Narrowing = Pick<TableroLink, 'alcanzada' | 'motivo' | 'estado' | 'origen'>;

const TEXT = 'Ver en Mis peticiones';

/** A link builder for one report: `received` ones narrow to its period, the others do not. */
export function linksOf(informe: Informe, context: FigureContext) {
  // The team's report of one person, or Personal's own: their requests (Mías for their own).
  const base: TableroLink = {
    team: context.team,
    asignado: context.team ? context.persona : null,
    origen: informe.origen,
  };
  const period = {
    recibidaDesde: informe.desde,
    recibidaHasta: informe.hasta,
    zona: informe.zonaHoraria,
    // A request lost after it was received is one of those received.
    perdidas: true,
  };
  return {
    /** The requests received in the period (and taken), narrowed further. */
    received: (narrowing: Narrowing = {}, text = TEXT): FigureLink => ({
      to: tableroHref({
        ...base,
        ...period,
        ...narrowing,
        origen: narrowing.origen ?? base.origen,
      }),
      text,
    }),
    /** Requests whatever their day of receipt: open now, or accepted. */
    any: (narrowing: Narrowing = {}, text = TEXT): FigureLink => ({
      to: tableroHref({ ...base, ...narrowing }),
      text,
    }),
  };
}
