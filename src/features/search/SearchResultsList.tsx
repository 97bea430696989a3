import { useId, type ReactNode } from 'react';
import { Link } from '../../components/Link';
import { formatCalendarDate } from '../../components/formatDate';
import { formatCents } from '../../components/formatEuro';
import { etapaLabel } from '../misPeticiones';
import type { SearchResults } from './searchApi';
import { clienteLink, peticionLink, presupuestoLink } from './searchLinks';

export const UNASSIGNED_TEXT = 'Sin asignar';
export const NO_RESULTS_TEXT = 'Sin resultados.';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

const requestsText = (count: number) => (count === 1 ? '1 petición' : `${count} peticiones`);

/** One group of results under its heading, or nothing when it found none. */
function Group({ title, children }: { title: string; children: ReactNode[] }) {
  const headingId = useId();
  if (!children.length) return null;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__title">
        {title}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

type Props = { results: SearchResults; onFollow: () => void };

/** The results, grouped (Peticiones, Clientes, Presupuestos), each a link to its place. */
export function SearchResultsList({ results, onFollow }: Props) {
  const { peticiones, clientes, presupuestos } = results;
  if (!peticiones.length && !clientes.length && !presupuestos.length) {
    return <p className="search-results__empty">{NO_RESULTS_TEXT}</p>;
  }
  return (
    <>
      <Group title="Peticiones">
        {peticiones.map((peticion) => (
          <li key={peticion.id}>
            <Link to={peticionLink(peticion)} onClick={onFollow}>
              <span className="search-result__title">
                {joined(
                  `Petición ${peticion.id}`,
                  peticion.nombre,
                  peticion.telefono,
                  peticion.correo,
                )}
              </span>
              <span className="search-result__detail">
                {joined(
                  peticion.asignado === false ? UNASSIGNED_TEXT : etapaLabel(peticion.estado),
                  formatCalendarDate(peticion.fecha_evento),
                  peticion.pedido,
                )}
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group title="Clientes">
        {clientes.map((cliente) => (
          <li key={cliente.id}>
            <Link to={clienteLink(cliente)} onClick={onFollow}>
              <span className="search-result__title">
                {joined(cliente.nombre, cliente.telefono, cliente.correo)}
              </span>
              <span className="search-result__detail">
                {joined(
                  requestsText(cliente.peticiones),
                  `última: Petición ${cliente.ultimaPeticion.id}`,
                )}
              </span>
            </Link>
          </li>
        ))}
      </Group>
      <Group title="Presupuestos">
        {presupuestos.map((presupuesto) => (
          <li key={presupuesto.id}>
            <Link to={presupuestoLink(presupuesto)} onClick={onFollow}>
              <span className="search-result__title">
                {joined(presupuesto.numero, presupuesto.nombre)}
              </span>
              <span className="search-result__detail">
                {joined(`Petición ${presupuesto.peticionId}`, formatCents(presupuesto.totalCents))}
              </span>
            </Link>
          </li>
        ))}
      </Group>
    </>
  );
}
