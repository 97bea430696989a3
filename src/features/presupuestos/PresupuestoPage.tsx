import { useNavigate, useParams } from 'react-router-dom';
import { PRESUPUESTO_WORDS } from '../../../contract';
import { paths } from '../../app/paths';
import { useGetAjustesQuery } from '../ajustes/state';
import { useGetPresupuestoQuery } from './presupuestosApi';
import { PresupuestoPageFrame } from './PresupuestoPageFrame';
import { SavedPresupuesto } from './saved';
import { usePresupuestoPeticion } from './usePresupuestoPeticion';

export const PRESUPUESTO_NOT_FOUND = 'No se ha encontrado el presupuesto.';

/** /mis-peticiones/{id}/presupuestos/{presupuestoId}: a saved quote, as it was made. */
export function PresupuestoPage() {
  const { id = '', presupuestoId = '' } = useParams();
  const navigate = useNavigate();
  const request = usePresupuestoPeticion(id);
  const quote = useGetPresupuestoQuery(presupuestoId);
  const ajustes = useGetAjustesQuery();
  const presupuesto = quote.data;
  const heading = presupuesto
    ? `${PRESUPUESTO_WORDS.title} ${presupuesto.numero}`
    : PRESUPUESTO_WORDS.title;
  return (
    <PresupuestoPageFrame
      peticionId={id}
      heading={heading}
      request={request}
      waiting={quote.isLoading}
    >
      {(peticion) =>
        presupuesto ? (
          <SavedPresupuesto
            presupuesto={presupuesto}
            request={peticion}
            signature={ajustes.data?.nombreComercial || null}
            onRecalculated={(next) => void navigate(paths.presupuesto(id, next.id))}
          />
        ) : (
          <p role="status">{PRESUPUESTO_NOT_FOUND}</p>
        )
      }
    </PresupuestoPageFrame>
  );
}
