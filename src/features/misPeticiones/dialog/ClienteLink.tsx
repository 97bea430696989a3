import { Link } from '../../../components/Link';
import { isErasedPeticion, type Peticion } from '../../../../contract';
import { paths } from '../../../app/paths';

/**
 * The customer's page (any of their requests' ids finds it): every request of theirs, their quotes
 * and `Datos del cliente`. An erased request belongs to no customer: no link.
 */
export function ClienteLink({ peticion }: { peticion: Pick<Peticion, 'id' | 'peticiones'> }) {
  if (isErasedPeticion(peticion)) return null;
  return (
    <p className="pipeline-section">
      <Link to={paths.cliente(peticion.id)}>Ver cliente</Link>
    </p>
  );
}
