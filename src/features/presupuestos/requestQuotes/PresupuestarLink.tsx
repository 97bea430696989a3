import { Link } from 'react-router-dom';
import type { AssignedPeticion, Peticion } from '../../../../contract';
import { paths } from '../../../app/paths';
import { isQuotableBy } from '../quoteRequest';

type PresupuestarLinkProps = {
  peticion: Peticion | AssignedPeticion;
  /** The signed-in person's e-mail: only the request's holder may quote it. */
  myEmail: string | null | undefined;
};

/**
 * `Presupuestar`, among the request's dialog's actions: a link (it opens a page of its own) drawn
 * as the buttons beside it; nothing for a request its viewer may not quote.
 */
export function PresupuestarLink({ peticion, myEmail }: PresupuestarLinkProps) {
  if (!isQuotableBy(peticion, myEmail)) return null;
  return (
    <Link className="button-link" to={paths.presupuestar(peticion.id)}>
      Presupuestar
    </Link>
  );
}
