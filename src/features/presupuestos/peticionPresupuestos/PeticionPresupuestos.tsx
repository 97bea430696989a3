import { Link } from '../../../components/Link';
import { formatAmount, formatCalendarDate, PRESUPUESTO_WORDS } from '../../../../contract';
import { paths } from '../../../app/paths';
import { Loading } from '../../../components/Loading';
import { NO_VALUE } from '../../../components/text';
import { useGetPresupuestosQuery } from '../presupuestosApi';

export const NO_PRESUPUESTOS_TEXT = 'Todavía no tiene presupuestos.';

/** The request's quotes in its dialog, newest first: each a link to the quote as it was saved. */
export function PeticionPresupuestos({ peticionId }: { peticionId: string | number }) {
  const id = String(peticionId);
  const quotes = useGetPresupuestosQuery(id, { refetchOnMountOrArgChange: true });
  const headingId = `presupuestos-${id}`;
  return (
    <section className="request-quotes" aria-labelledby={headingId}>
      <h3 id={headingId}>Presupuestos</h3>
      {quotes.isLoading ? (
        <Loading />
      ) : !quotes.data?.length ? (
        <p>{NO_PRESUPUESTOS_TEXT}</p>
      ) : (
        <ul>
          {quotes.data.map((quote) => (
            <li key={quote.id}>
              <Link to={paths.presupuesto(id, quote.id)}>{quote.numero}</Link>
              {' · '}
              {formatCalendarDate(quote.preciosDel) ?? NO_VALUE}
              {' · '}
              {PRESUPUESTO_WORDS.total} {formatAmount(quote.totals.total)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
