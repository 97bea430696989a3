import { useId, useState, type ChangeEvent } from 'react';
import { LOGOTIPO_MAX_BYTES } from '../../../contract';
import { NO_VALUE } from '../../components/text';
import { isDroppedWithSession } from '../../services/sessionEnd';
import {
  useGetLogotipoQuery,
  useRemoveLogotipoMutation,
  useSaveLogotipoMutation,
} from './logotipoApi';

export const LOGOTIPO_LABEL = 'Logotipo';
export const REMOVE_LOGOTIPO_LABEL = 'Quitar logotipo';
export const LOGOTIPO_HINT = `PNG, JPEG o SVG, de ${LOGOTIPO_MAX_BYTES / 1024} KB como mucho.`;
export const LOGOTIPO_FAILED_MESSAGE = 'No se ha podido guardar el logotipo. Inténtalo de nuevo.';

/** What a failed change says: the API's own words for an image it refused (400, 413). */
function failure(error: unknown): string | undefined {
  if (isDroppedWithSession(error)) return undefined;
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { error?: unknown } };
  if ((status === 400 || status === 413) && typeof data?.error === 'string') return data.error;
  return LOGOTIPO_FAILED_MESSAGE;
}

/**
 * `Logotipo` of Ajustes: the logo kept, shown; for a role that may change the settings, a file to
 * replace it (kept at once, whole, or refused with the reason and nothing changed) and
 * `Quitar logotipo`.
 */
export function LogotipoField({ editable }: { editable: boolean }) {
  const id = useId();
  const { data: logotipo } = useGetLogotipoQuery();
  const [save, { isLoading: saving }] = useSaveLogotipoMutation();
  const [remove, { isLoading: removing }] = useRemoveLogotipoMutation();
  const [message, setMessage] = useState<string | undefined>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(undefined);
    try {
      await save(file).unwrap();
    } catch (error) {
      setMessage(failure(error));
    } finally {
      // The same file chosen again is a new try.
      input.value = '';
    }
  }

  async function quitar() {
    setMessage(undefined);
    try {
      await remove().unwrap();
    } catch (error) {
      setMessage(failure(error));
    }
  }

  return (
    <section className="ajustes-form ajustes-logotipo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{LOGOTIPO_LABEL}</h3>
      {logotipo ? (
        <img className="ajustes-logotipo-imagen" src={logotipo.src} alt={LOGOTIPO_LABEL} />
      ) : (
        <p>{NO_VALUE}</p>
      )}
      {editable && (
        <>
          <div className="ajustes-field">
            <label htmlFor={id}>{LOGOTIPO_LABEL}</label>
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              disabled={saving}
              aria-describedby={`${id}-hint`}
              onChange={(event) => void choose(event)}
            />
            <span id={`${id}-hint`}>{LOGOTIPO_HINT}</span>
          </div>
          {logotipo && (
            <button type="button" disabled={removing} onClick={() => void quitar()}>
              {REMOVE_LOGOTIPO_LABEL}
            </button>
          )}
        </>
      )}
      {message && (
        <p className="invalid-text" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
