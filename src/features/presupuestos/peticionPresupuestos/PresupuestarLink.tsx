import { Link } from '../../../components/Link';
import type { AssignedPeticion, Peticion } from '../../../../contract';
import { paths } from '../../../app/paths';
import { useCan } from '../../auth';
import { isQuotable } from '../presupuestoPeticion';

type PresupuestarLinkProps = { peticion: Peticion | AssignedPeticion };

/**
 * `Presupuestar`, among the request's dialog's actions: a link (it opens a page of its own) drawn
 * as the buttons beside it; nothing for a request its viewer may not quote.
 */
export function PresupuestarLink({ peticion }: PresupuestarLinkProps) {
  const mayQuote = useCan('quotePeticion', peticion);
  if (!isQuotable(peticion, mayQuote)) return null;
  return (
    <Link className="button-link" to={paths.presupuestar(peticion.id)}>
      Presupuestar
    </Link>
  );
}
