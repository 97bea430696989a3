import { AsignarButton } from './AsignarButton';
import { nombreOf, pedidoItems, telefonoOf, type ReceivedPeticion } from './peticion';
import { columnById, NO_PHONE } from './peticionColumns';

/** A field under the table's header for it. */
function Field({ column, peticion }: { column: string; peticion: ReceivedPeticion }) {
  const spec = columnById(column)!;
  return (
    <div className="peticion-field">
      <dt>{spec.header}</dt>
      <dd>{spec.text(peticion)}</dd>
    </div>
  );
}

/** Every field of a request: the whole order as a list, the customer, when and where. */
export function PeticionDetails({
  peticion,
  canAssign,
}: {
  peticion: ReceivedPeticion;
  canAssign: boolean;
}) {
  const items = pedidoItems(peticion.peticiones);
  const telefono = telefonoOf(peticion);
  return (
    <>
      <dl className="peticion-details">
        <div className="peticion-field peticion-field--wide">
          <dt>Pedido</dt>
          <dd>
            {items.length ? (
              <ul>
                {items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className="peticion-field">
          <dt>Cliente</dt>
          <dd>{nombreOf(peticion) ?? '—'}</dd>
        </div>
        <div className="peticion-field">
          <dt>Telefono</dt>
          <dd>{telefono ? <a href={telefono.href}>{telefono.text}</a> : NO_PHONE}</dd>
        </div>
        <Field column="fecha_evento" peticion={peticion} />
        <Field column="pais" peticion={peticion} />
        <Field column="codigo_postal" peticion={peticion} />
        <Field column="createdAt" peticion={peticion} />
        <Field column="estado" peticion={peticion} />
        <Field column="asignado" peticion={peticion} />
        <Field column="cantidad" peticion={peticion} />
      </dl>
      {canAssign ? <AsignarButton id={peticion.id} /> : null}
    </>
  );
}
