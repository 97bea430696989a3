import { useId } from 'react';
import { Link } from '../../../components/Link';
import type { AuditEntry, LostInfo, OtraPeticion } from '../../../../contract';
import { paths } from '../../../app/paths';
import { formatCalendarDate } from '../../../components/formatDate';
import { activityTexts } from '../activity';
import { etapaLabel } from '../etapaLabels';
import { HistoryLog } from './HistoryLog';
import { ShowOlder, type OlderLines } from './ShowOlder';

export const UNASSIGNED_TEXT = 'Sin asignar';

type OtrasPeticionesProps = {
  otras: readonly OtraPeticion[];
  /** The board's view, kept. */
  search: string;
  /** The open dialog's history state: another taken request's dialog takes its place. */
  state: unknown;
};

/** Otras peticiones de este cliente (N): each with its stage and a link to its dialog. */
export function OtrasPeticiones({ otras, search, state }: OtrasPeticionesProps) {
  const headingId = useId();
  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Otras peticiones de este cliente ({otras.length})</h4>
      {otras.length ? (
        <ul className="pipeline-otras">
          {otras.map((otra) => {
            const taken = typeof otra.asignado === 'string';
            return (
              <li key={otra.id}>
                <Link
                  to={
                    taken
                      ? { pathname: paths.miPeticion(otra.id), search }
                      : paths.peticion(otra.id)
                  }
                  replace={taken}
                  state={taken ? state : undefined}
                >
                  Petición {otra.id}
                </Link>{' '}
                · {taken ? etapaLabel(otra.estado) : UNASSIGNED_TEXT} ·{' '}
                {formatCalendarDate(otra.fecha_evento)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

export const OLDER_ACTIVIDAD = 'Mostrar actividad anterior';

type ActividadProps = {
  /** The newest, newest first. */
  entries: readonly AuditEntry[];
  /** Whether there are older ones, and how to show them. */
  older: OlderLines;
  /** The request's loss while it is lost: its move tells the reason's text, which the log omits. */
  perdida: LostInfo | null;
};

/**
 * Actividad: the request's own history, newest first, with who did each thing and when, and older
 * entries on demand.
 */
export function Actividad({ entries, older, perdida }: ActividadProps) {
  const headingId = useId();
  const texts = activityTexts(entries, perdida);
  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Actividad</h4>
      {entries.length ? (
        <HistoryLog
          items={entries.map((entry, index) => ({
            key: entry.id,
            text: texts[index],
            by: entry.actor,
            at: entry.at,
          }))}
        />
      ) : null}
      <ShowOlder label={OLDER_ACTIVIDAD} {...older} />
    </section>
  );
}
