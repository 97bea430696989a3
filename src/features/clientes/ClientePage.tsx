import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { ERASED_TEXT, type ClientePeticion } from '../../../contract';
import { paths } from '../../app/paths';
import { formatInstantDate } from '../../components/formatDate';
import { formatCents } from '../../components/formatEuro';
import { Loading } from '../../components/Loading';
import { NO_VALUE } from '../../components/text';
import { etapaLabel } from '../misPeticiones';
import { useGetClienteQuery } from './clientesApi';
import { ClienteDatos } from './datos';
import './clientes.css';

/** Where a request is seen: over the list while nobody has it, over the board once taken. */
const peticionLink = ({ id, asignado }: ClientePeticion) =>
  asignado === false ? paths.peticion(id) : paths.miPeticion(id);

const stageOf = ({ asignado, estado }: ClientePeticion) =>
  asignado === false ? 'Sin asignar' : etapaLabel(estado);

/** One request of the customer: its number, stage and date, and its quotes. */
function ClientePeticionItem({ peticion }: { peticion: ClientePeticion }) {
  return (
    <li className="cliente-peticion">
      <p>
        <Link to={peticionLink(peticion)}>Petición {peticion.id}</Link> · {stageOf(peticion)} ·{' '}
        {formatInstantDate(peticion.createdAt)}
      </p>
      {peticion.presupuestos.length ? (
        <table className="data-table cliente-presupuestos">
          <caption>Presupuestos de la petición {peticion.id}</caption>
          <thead>
            <tr>
              <th scope="col">Número</th>
              <th scope="col">Fecha</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {peticion.presupuestos.map((quote) => (
              <tr key={quote.id}>
                <td>
                  <Link to={paths.presupuesto(peticion.id, quote.id)}>{quote.numero}</Link>
                </td>
                <td>{formatInstantDate(quote.createdAt)}</td>
                <td className="number-cell">{formatCents(quote.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

/**
 * A customer's page (docs/screens.md, "A customer's page"): who they are, their sums, every
 * request of theirs in any stage with its quotes, and `Datos del cliente`.
 */
export function ClientePage() {
  const { id = '' } = useParams();
  const [erased, setErased] = useState(false);
  const { data, isLoading, isError } = useGetClienteQuery(id, { skip: erased });
  let body;
  if (erased) body = <p>{ERASED_TEXT}</p>;
  else if (isLoading) body = <Loading />;
  else if (isError || !data) body = <p role="alert">No se ha encontrado el cliente.</p>;
  else {
    const { cliente, telefonos, peticiones } = data;
    body = (
      <>
        <dl className="cliente-fields">
          {(
            [
              ['Nombre', cliente.nombre ?? NO_VALUE],
              ['Telefono', telefonos.join(' · ') || NO_VALUE],
              ['Correo', cliente.correo ?? NO_VALUE],
              ['Peticiones', String(cliente.peticiones)],
              ['Última petición', formatInstantDate(cliente.ultimaPeticion)],
              ['Presupuestado', formatCents(cliente.presupuestadoCents)],
              ['Aceptado', formatCents(cliente.aceptadoCents)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="cliente-peticiones">
          <h3 id="cliente-peticiones">Peticiones ({peticiones.length})</h3>
          <ul className="cliente-peticiones">
            {peticiones.map((peticion) => (
              <ClientePeticionItem key={peticion.id} peticion={peticion} />
            ))}
          </ul>
        </section>
        <ClienteDatos id={cliente.id} telefonos={telefonos} onErased={() => setErased(true)} />
      </>
    );
  }
  return (
    <section className="cliente-page">
      <p>
        <Link to={paths.clientes}>Clientes</Link>
      </p>
      <h2>{data && !erased ? (data.cliente.nombre ?? 'Cliente') : 'Cliente'}</h2>
      {body}
    </section>
  );
}
