import { useEffect, useRef, useState } from 'react';
import {
  enlaceUrl,
  formatCalendarDate,
  type EnlaceEstado,
  type Presupuesto,
} from '../../../../contract';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import {
  enlaceToken,
  forgetEnlaceToken,
  rememberEnlaceToken,
  takeJustSaved,
} from '../enlaceMemory';
import { createEnlace, readEnlace, revokeEnlace } from './enlaceCalls';

export const ENLACE_ERROR_MESSAGE = 'Error con el enlace del cliente';
export const COPIED_TEXT = 'Enlace copiado.';
export const UNKNOWN_TOKEN_TEXT =
  'El enlace solo se muestra al crearlo: para enviarlo de nuevo, revócalo y crea uno nuevo.';

type EnlaceClienteProps = {
  presupuesto: Presupuesto;
  /** Whether the signed-in person may make and revoke the request's links (shareQuote). */
  mayShare: boolean;
  /** The link, when this tab knows it, for the message that sends the quote. */
  onLink: (url: string | null) => void;
};

const linkOf = (token: string | undefined) =>
  token === undefined ? null : enlaceUrl(window.location.origin, token);

/**
 * The customer's link to the quote's request (docs/screens.md, "The customer's link"): made as
 * the quote is saved, shown while this tab knows it with `Copiar enlace`, and `Revocar enlace`;
 * after revoking, `Crear enlace` makes a new one.
 */
export function EnlaceCliente({ presupuesto, mayShare, onLink }: EnlaceClienteProps) {
  const dispatch = useAppDispatch();
  const { peticionId } = presupuesto;
  const [estado, setEstado] = useState<EnlaceEstado | undefined>();
  const [token, setToken] = useState(() => enlaceToken(peticionId));
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  const failed = (error: unknown) => {
    if (!isDroppedWithSession(error)) notify(ENLACE_ERROR_MESSAGE);
  };

  async function make() {
    setBusy(true);
    const made = await createEnlace(presupuesto.id, { dispatch });
    setBusy(false);
    if ('error' in made) {
      failed(made.error);
      return;
    }
    rememberEnlaceToken(peticionId, made.data.token);
    setToken(made.data.token);
    setEstado({ activo: made.data.activo, caduca: made.data.caduca });
  }

  async function revoke() {
    setBusy(true);
    const revoked = await revokeEnlace(presupuesto.id, { dispatch });
    setBusy(false);
    if ('error' in revoked) {
      failed(revoked.error);
      return;
    }
    forgetEnlaceToken(peticionId);
    setToken(undefined);
    setEstado(revoked.data);
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const justSaved = takeJustSaved(presupuesto.id);
    void readEnlace(presupuesto.id, { dispatch }).then((read) => {
      if ('error' in read) {
        failed(read.error);
        return;
      }
      setEstado(read.data);
      if (!read.data.activo) {
        forgetEnlaceToken(peticionId);
        setToken(undefined);
        if (justSaved && mayShare) void make();
      }
    });
    // Read once per quote shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presupuesto.id]);

  const url = estado?.activo ? linkOf(token) : null;
  useEffect(() => onLink(url), [url, onLink]);

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  if (!estado) return null;
  const caduca = estado.caduca ? formatCalendarDate(estado.caduca) : undefined;
  return (
    <section className="quote-enlace" aria-labelledby={`enlace-${presupuesto.id}`}>
      <h3 id={`enlace-${presupuesto.id}`}>Enlace para el cliente</h3>
      {estado.activo ? (
        <>
          {url ? (
            <p className="quote-enlace-url">
              <a href={url} target="_blank" rel="noreferrer">
                {url}
              </a>
            </p>
          ) : (
            <p className="quote-note">{UNKNOWN_TOKEN_TEXT}</p>
          )}
          {caduca && <p className="quote-note">Caduca el {caduca}</p>}
          <div className="quote-actions">
            {url && (
              <button type="button" onClick={() => void copy()}>
                Copiar enlace
              </button>
            )}
            {mayShare && (
              <button type="button" disabled={busy} onClick={() => void revoke()}>
                Revocar enlace
              </button>
            )}
            <span role="status">{copied ? COPIED_TEXT : ''}</span>
          </div>
        </>
      ) : (
        mayShare && (
          <div className="quote-actions">
            <button type="button" disabled={busy} onClick={() => void make()}>
              Crear enlace
            </button>
          </div>
        )
      )}
    </section>
  );
}
