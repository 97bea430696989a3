import { useNavigate, useParams } from 'react-router-dom';
import { PRESUPUESTO_WORDS } from '../../../contract';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DEFAULT_AJUSTES } from '../../../contract';
import { useGetAjustesQuery } from '../ajustes/state';
import { selectCurrentUser } from '../auth';
import { PresupuestoEditor } from './editor';
import { PresupuestoPageFrame } from './PresupuestoPageFrame';
import { usePresupuestoPeticion } from './usePresupuestoPeticion';

export const NOT_QUOTABLE_TEXT = 'Solo quien tiene la petición puede presupuestarla.';

/** /mis-peticiones/{id}/presupuesto: a new quote for a request taken by the signed-in person. */
export function PresupuestarPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const account = useAppSelector(selectCurrentUser)?.id;
  const request = usePresupuestoPeticion(id);
  const ajustes = useGetAjustesQuery(undefined, { refetchOnMountOrArgChange: true });
  // A failed load (alerted) leaves the default rate: the API prices with its own settings anyway,
  // and the saved quote shows what it stored.
  const ivaPercent = (ajustes.data ?? DEFAULT_AJUSTES).ivaPercent;
  return (
    <PresupuestoPageFrame
      peticionId={id}
      heading={PRESUPUESTO_WORDS.title}
      request={request}
      waiting={ajustes.isLoading}
    >
      {(peticion) =>
        peticion.quotable ? (
          <PresupuestoEditor
            key={`${account}:${id}`}
            peticionId={id}
            account={account}
            ivaPercent={ivaPercent}
            onSaved={(presupuesto) =>
              void navigate(paths.presupuesto(id, presupuesto.id), { replace: true })
            }
          />
        ) : (
          <p role="status">{NOT_QUOTABLE_TEXT}</p>
        )
      }
    </PresupuestoPageFrame>
  );
}
