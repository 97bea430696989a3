import { useId, useRef, useState } from 'react';
import { ERASED_TEXT, type Peticion } from '../../../../contract';
import { DangerButton } from '../../../components/DangerButton';
import { isRepeatClick } from '../../../components/isRepeatClick';
import { saveFile } from '../../../components/saveFile';
import { useCan } from '../../auth';
import { useExportClienteMutation, useSuprimirClienteMutation } from '../clientesApi';
import { clienteFailureOf, ActionError } from '../writes';
import { EraseConfirm } from './EraseConfirm';

type ClienteDatosProps = { peticion: Pick<Peticion, 'id' | 'cliente'> };

/** The number the customer is found by, as stored; undefined when the request has none. */
function telefonoOf({ cliente }: ClienteDatosProps['peticion']): string | undefined {
  const telefono = cliente?.telefono;
  return typeof telefono === 'string' && telefono.trim() ? telefono : undefined;
}

/**
 * The export's file: named by the request, never by the customer's name or number (a file name
 * reaches download lists and shared folders; docs/decisions.md).
 */
export const exportFileName = (id: Peticion['id']) => `cliente-${id}.json`;

/**
 * `Datos del cliente`, for administrators: `Exportar` downloads everything stored about the
 * request's phone number as JSON; `Suprimir` asks first, then erases the customer's personal data
 * from every request of the number. Each is offered as far as the role may (contract/
 * permissions.ts); the section not at all when it may neither. A request without a number has no
 * customer to find: nothing is offered. Once erased, it says so. docs/screens.md, "The dialog of a
 * taken request".
 */
export function ClienteDatos({ peticion }: ClienteDatosProps) {
  const headingId = useId();
  const confirmId = useId();
  const suprimirRef = useRef<HTMLButtonElement>(null);
  const [exportar, exporting] = useExportClienteMutation();
  const [suprimir, erasing] = useSuprimirClienteMutation();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string>();
  const canExport = useCan('exportCustomerData');
  const canErase = useCan('eraseCustomerData');
  const telefono = telefonoOf(peticion);
  if (telefono === undefined || (!canExport && !canErase)) return null;
  const busy = exporting.isLoading || erasing.isLoading;

  const download = async () => {
    setMessage(undefined);
    try {
      const found = await exportar({ telefono }).unwrap();
      if (!found) throw new Error('The answer carried no export');
      const json = JSON.stringify(found, null, 2);
      saveFile(new Blob([json], { type: 'application/json' }), exportFileName(peticion.id));
    } catch (error) {
      setMessage(clienteFailureOf('export', error));
    }
  };

  const erase = async () => {
    setMessage(undefined);
    try {
      await suprimir({ telefono }).unwrap();
      setAsking(false);
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
      <h4 id={headingId}>Datos del cliente</h4>
      {telefono === ERASED_TEXT ? (
        <p className="pipeline-hint">{ERASED_TEXT}</p>
      ) : (
        <>
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
        </>
      )}
      <ActionError message={message} />
    </section>
  );
}
