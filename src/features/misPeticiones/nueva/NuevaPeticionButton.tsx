import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '../../../components/Link';
import type { Peticion } from '../../../../contract';
import { paths } from '../../../app/paths';
import { Loading } from '../../../components/Loading';
import { ModalDialog } from '../../../components/ModalDialog';
import { useCan } from '../../auth';
import './nuevaPeticion.css';

// The form loads when it is first opened: neither list waits for its code.
const NuevaPeticionForm = lazy(() =>
  import('./NuevaPeticionForm').then((m) => ({ default: m.NuevaPeticionForm })),
);

type Created = Pick<Peticion, 'id' | 'asignado'>;

/** Where a new request is seen: its dialog on the board when taken, else on the list. */
const pathOf = ({ id, asignado }: Created) =>
  typeof asignado === 'string' ? paths.miPeticion(id) : paths.peticion(id);

type NuevaPeticionDialogProps = {
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onCreated: (peticion: Created) => void;
};

/** The form in a dialog; closed by any way, the focus goes back to `Nueva petición`. */
function NuevaPeticionDialog({ opener, onClose, onCreated }: NuevaPeticionDialogProps) {
  useEffect(() => () => opener.current?.focus(), [opener]);
  return (
    <ModalDialog title="Nueva petición" onClose={onClose}>
      <Suspense fallback={<Loading />}>
        <NuevaPeticionForm onCreated={onCreated} />
      </Suspense>
    </ModalDialog>
  );
}

/**
 * `Nueva petición` (on Peticiones and Mis peticiones): opens the form of a request typed in from
 * another channel; once created, says so with the way to it. Offered to whoever may create one.
 */
export function NuevaPeticionButton() {
  const may = useCan('createPeticion');
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created>();
  const button = useRef<HTMLButtonElement>(null);
  if (!may) return null;

  return (
    <div className="nueva-peticion">
      <button
        ref={button}
        type="button"
        onClick={() => {
          setCreated(undefined);
          setOpen(true);
        }}
      >
        Nueva petición
      </button>
      <span role="status">
        {created ? (
          <>
            Petición {created.id} creada. <Link to={pathOf(created)}>Ver petición</Link>
          </>
        ) : null}
      </span>
      {open ? (
        <NuevaPeticionDialog
          opener={button}
          onClose={() => setOpen(false)}
          onCreated={(peticion) => {
            setCreated(peticion);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
