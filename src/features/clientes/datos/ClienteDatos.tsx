import { useId, useRef, useState } from 'react';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { saveFile } from '../../../components/saveFile';
import { useCan } from '../../auth';
import { useExportClienteMutation, useSuprimirClienteMutation } from '../clientesApi';
import { clienteFailureOf } from './clienteMessages';
import { EraseConfirm } from './EraseConfirm';

type ClienteDatosProps = {
  /**
   * The customer's id (the id of a request of theirs): what is exported and erased, every request
   * of theirs, found by phone or by e-mail; the file is named by it.
   */
  id: number;
  /** Every number of theirs, one each however written: the file lists them. */
  telefonos: readonly string[];
  /** Erased: the page shows nothing of theirs any longer. */
  onErased: () => void;
};

/**
 * The export's file: named by the customer's id, never by their name or number (a file name
 * reaches download lists and shared folders; docs/decisions.md).
 */
export const exportFileName = (id: number) => `cliente-${id}.json`;

/**
 * `Datos del cliente`, for administrators, on the customer's page: `Exportar` downloads everything
 * stored about the customer (every request of theirs, as `Clientes` groups them: by phone and by
 * e-mail) as one JSON file; `Suprimir` asks first, then erases their personal data from every one
 * of their requests. Each is offered as far as the role may (contract/permissions.ts); the section
 * not at all when it may neither. docs/screens.md, "A customer's page".
 */
export function ClienteDatos({ id, telefonos, onErased }: ClienteDatosProps) {
  const headingId = useId();
  const confirmId = useId();
  const suprimirRef = useRef<HTMLButtonElement>(null);
  const [exportar, exporting] = useExportClienteMutation();
  const [suprimir, erasing] = useSuprimirClienteMutation();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string>();
  const canExport = useCan('exportCustomerData');
  const canErase = useCan('eraseCustomerData');
  if (!canExport && !canErase) return null;
  const busy = exporting.isLoading || erasing.isLoading;

  const download = async () => {
    setMessage(undefined);
    try {
      const found = await exportar({ cliente: id }).unwrap();
      if (!found) throw new Error('The answer carried no export');
      const json = JSON.stringify({ telefonos, peticiones: found.peticiones }, null, 2);
      saveFile(new Blob([json], { type: 'application/json' }), exportFileName(id));
    } catch (error) {
      setMessage(clienteFailureOf('export', error));
    }
  };

  const erase = async () => {
    setMessage(undefined);
    try {
      await suprimir({ cliente: id }).unwrap();
      setAsking(false);
      onErased();
    } catch (error) {
      setMessage(clienteFailureOf('erase', error));
    }
  };

  const cancel = () => {
    setAsking(false);
    suprimirRef.current?.focus();
  };

  return (
    <section className="pipeline-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Datos del cliente</h3>
      <div className="pipeline-buttons">
        {canExport ? (
          <button
            type="button"
            disabled={busy}
            onClick={(event) => {
              if (!isRepeatClick(event)) void download();
            }}
          >
            Exportar
          </button>
        ) : null}
        {canErase ? (
          <DangerButton
            ref={suprimirRef}
            disabled={busy}
            aria-expanded={asking}
            aria-controls={confirmId}
            onClick={() => (asking ? cancel() : setAsking(true))}
          >
            Suprimir
          </DangerButton>
        ) : null}
      </div>
      {canErase && asking ? (
        <EraseConfirm
          id={confirmId}
          pending={busy}
          onConfirm={() => void erase()}
          onCancel={cancel}
        />
      ) : null}
      {message ? (
        <p className="pipeline-error" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
