import { memo } from 'react';
import { AsignarButton } from './AsignarButton';
import { telefonoOf, type ReceivedPeticion } from '../../components/peticion';
import { ACCIONES_HEADER, DATA_COLUMNS } from './peticionColumns';
import { VerButton } from './VerButton';

/** One request on a phone: every field under the table's header for it, then Ver and Asignar. */
export const PeticionCard = memo(function PeticionCard({
  peticion,
}: {
  peticion: ReceivedPeticion;
}) {
  const telefono = telefonoOf(peticion);
  return (
    <li className="peticion-card">
      <dl>
        {DATA_COLUMNS.map((column) => (
          <div key={column.id} className={`peticion-card__field peticion-card__${column.id}`}>
            <dt>{column.header}</dt>
            <dd>
              {column.id === 'telefono' && telefono ? (
                <a href={telefono.href}>{telefono.text}</a>
              ) : (
                column.text(peticion)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="peticion-actions" role="group" aria-label={ACCIONES_HEADER}>
        <VerButton id={peticion.id} /> <AsignarButton id={peticion.id} />
      </div>
    </li>
  );
});
