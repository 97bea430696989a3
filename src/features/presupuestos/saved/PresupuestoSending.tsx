import { useId, useState } from 'react';
import {
  mailtoUrl,
  presupuestoEmailSubject,
  presupuestoMessage,
  whatsappNumber,
  whatsappUrl,
  type Presupuesto,
  type PresupuestoMessageInput,
} from '../../../../contract';
import { useAppDispatch } from '../../../app/hooks';
import { saveFile } from '../../../components/saveFile';
import { notify } from '../../../services/notify';
import { isDroppedWithSession } from '../../../services/sessionEnd';
import type { PresupuestoPeticion } from '../presupuestoPeticion';
import { fetchPresupuestoPdf, pdfFileName } from './presupuestoPdf';

export const PDF_ERROR_MESSAGE = 'Error al descargar el PDF';
export const NO_WHATSAPP_TEXT = 'Este teléfono no sirve para WhatsApp.';
export const NO_PHONE_TEXT = 'Sin teléfono';
export const ERASED_CLIENTE_TEXT =
  'Los datos de este cliente se han suprimido: este presupuesto ya no se puede enviar.';

type PresupuestoSendingProps = {
  presupuesto: Presupuesto;
  request: PresupuestoPeticion;
  /** The customer's copy of the quote, as the message tells it. */
  message: PresupuestoMessageInput;
};

function DownloadPdfButton({ presupuesto }: { presupuesto: Presupuesto }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    const result = await fetchPresupuestoPdf(presupuesto, { dispatch });
    setBusy(false);
    if ('blob' in result) saveFile(result.blob, pdfFileName(presupuesto.numero));
    else if (!isDroppedWithSession(result.error)) notify(PDF_ERROR_MESSAGE);
  }
  return (
    <button type="button" disabled={busy} onClick={() => void download()}>
      Descargar PDF
    </button>
  );
}

/** WhatsApp to the request's phone in international form; disabled, saying why, without one. */
function WhatsappLink({ telefono, text }: { telefono: string | null; text: string }) {
  const noteId = useId();
  const number = telefono === null ? undefined : whatsappNumber(telefono);
  if (number !== undefined) {
    return (
      <a className="button-link" href={whatsappUrl(number, text)} target="_blank" rel="noreferrer">
        Enviar por WhatsApp
      </a>
    );
  }
  return (
    <span className="quote-send-off">
      <button type="button" disabled aria-describedby={noteId}>
        Enviar por WhatsApp
      </button>
      <span id={noteId} className="quote-note">
        {telefono === null ? NO_PHONE_TEXT : NO_WHATSAPP_TEXT}
      </span>
    </span>
  );
}

/**
 * Descargar PDF, Enviar por WhatsApp and Enviar por correo: the same quote, the same words. Once
 * the customer's data is erased there is nobody to send it to: the PDF stays (it names no
 * customer), and a notice takes the sending's place.
 */
export function PresupuestoSending({ presupuesto, request, message }: PresupuestoSendingProps) {
  if (request.erased) {
    return (
      <div className="quote-actions quote-sending">
        <DownloadPdfButton presupuesto={presupuesto} />
        <p className="quote-erased">{ERASED_CLIENTE_TEXT}</p>
      </div>
    );
  }
  const text = presupuestoMessage(message);
  const mail = mailtoUrl({
    to: request.email,
    subject: presupuestoEmailSubject(presupuesto.numero),
    body: text,
  });
  return (
    <div className="quote-actions quote-sending">
      <DownloadPdfButton presupuesto={presupuesto} />
      <WhatsappLink telefono={request.telefono} text={text} />
      <a className="button-link" href={mail}>
        Enviar por correo
      </a>
    </div>
  );
}
