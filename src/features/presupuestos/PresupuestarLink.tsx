import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

/**
 * `Presupuestar`, for the request's dialog: a link (it opens a page of its own) that looks like
 * the dialog's buttons. Offered only on a request its holder may quote (quoteRequest.ts).
 */
export function PresupuestarLink({ peticionId }: { peticionId: string | number }) {
  return (
    <Link className="button-link" to={paths.presupuestar(peticionId)}>
      Presupuestar
    </Link>
  );
}
