// Where a figure's requests are: the board (`Mis peticiones`) with the stage they are in, the team's
// for a team-wide report. The board does not filter by period, person or channel: the link is the
// closest list there is (docs/screens.md, "/informes").
import { paths } from '../../app/paths';

export type FigureLink = { to: string; text: string };

export function boardLink(
  context: { team: boolean; persona: string | null },
  { estado }: { estado?: string } = {},
): FigureLink {
  const params = new URLSearchParams();
  if (context.team && context.persona === null) params.set('vista', 'equipo');
  if (estado === 'perdida') params.set('perdidas', '1');
  if (estado && estado !== 'asignada') params.set('estado', estado);
  const query = params.toString();
  return {
    to: query ? `${paths.misPeticiones}?${query}` : paths.misPeticiones,
    text: 'Ver en Mis peticiones',
  };
}
