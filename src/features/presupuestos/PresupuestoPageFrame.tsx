import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../app/paths';
import { EventoPasado } from '../../components/EventoPasado';
import { Loading } from '../../components/Loading';
import type { PresupuestoPeticionState } from './usePresupuestoPeticion';
import type { PresupuestoPeticion } from './presupuestoPeticion';
import './presupuestos.css';

export const REQUEST_NOT_FOUND = 'No se ha encontrado la petición.';

type PresupuestoPageFrameProps = {
  peticionId: string;
  heading: string;
  request: PresupuestoPeticionState;
  /** What the page shows once its request (and whatever else it waits for) has arrived. */
  children: (request: PresupuestoPeticion) => ReactNode;
  /** Something else the page waits for (the settings, the saved quote). */
  waiting?: boolean;
};

/** A quote's page: its heading, the way back to its request, and its request's state. */
export function PresupuestoPageFrame({
  peticionId,
  heading,
  request,
  children,
  waiting = false,
}: PresupuestoPageFrameProps) {
  return (
    <section className="quote-page">
      <div className="page-header">
        <h2>{heading}</h2>
        <Link to={paths.miPeticion(peticionId)}>Volver a la petición</Link>
      </div>
      {request.status === 'loading' || waiting ? (
        <Loading />
      ) : request.status === 'missing' ? (
        <p role="status">{REQUEST_NOT_FOUND}</p>
      ) : (
        <>
          <EventoPasado fechaEvento={request.request.fechaEvento} />
          {children(request.request)}
        </>
      )}
    </section>
  );
}
