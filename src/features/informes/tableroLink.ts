// The board's address for a set of requests another screen counts (Informes' figures): whose,
// which channel, received on which days of the business's time zone, having reached which stage,
// lost for which reason (docs/screens.md, "Mis peticiones"). The board reads it back
// (misPeticiones/tablero/informeFilter.ts); written here, in the reports' own chunk, so that the
// app's first load carries none of it.
import type { Etapa, Motivo, Origen, TableroEtapa } from '../../../contract';
import { paths } from '../../app/paths';

export type TableroLink = {
  /** Everyone's (`Todo el equipo`), or only the viewer's (`Mías`). */
  team: boolean;
  /** With `team`: one colleague's. */
  asignado?: string | null;
  origen?: Origen | null;
  /** Received on or after this day (YYYY-MM-DD) of `zona`. */
  recibidaDesde?: string;
  /** Received on or before this day (YYYY-MM-DD) of `zona`. */
  recibidaHasta?: string;
  /** The time zone those days are counted in (IANA); without one, the viewer's. */
  zona?: string;
  /** Only those that got at least as far as this stage (lost ones: from where they were lost). */
  alcanzada?: TableroEtapa;
  /** Only those lost for this reason. */
  motivo?: Motivo;
  /** The lost ones shown too, in their column. */
  perdidas?: boolean;
  /** On a phone, the stage listed. */
  estado?: Etapa;
};

/** The address of the board showing the requests `link` names. */
export function tableroHref(link: TableroLink): string {
  const params = new URLSearchParams();
  if (link.team) params.set('vista', 'equipo');
  if (link.team && link.asignado) params.set('asignado', link.asignado);
  if (link.origen) params.set('origen', link.origen);
  if (link.recibidaDesde) params.set('recibida_desde', link.recibidaDesde);
  if (link.recibidaHasta) params.set('recibida_hasta', link.recibidaHasta);
  if (link.zona && (link.recibidaDesde || link.recibidaHasta)) params.set('zona', link.zona);
  if (link.alcanzada) params.set('alcanzada', link.alcanzada);
  if (link.motivo) params.set('motivo', link.motivo);
  if (link.perdidas || link.motivo || link.estado === 'perdida') params.set('perdidas', '1');
  if (link.estado && link.estado !== 'asignada') params.set('estado', link.estado);
  const query = params.toString();
  return query ? `${paths.misPeticiones}?${query}` : paths.misPeticiones;
}
