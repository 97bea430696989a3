import { formatLongDate } from '../../components/formatDate';
import { Loading } from '../../components/Loading';
import { useToday } from '../../components/useToday';
import { useGetPeticionesSinAsignarQuery } from './peticionesApi';
import { PeticionesTable } from './PeticionesTable';

const NO_ROWS: never[] = [];

export function PeticionesPage() {
  const today = useToday();
  const { data, isLoading, isError } = useGetPeticionesSinAsignarQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section>
      <h2>
        PETICIONES <time dateTime={today.toLocaleDateString('sv-SE')}>{formatLongDate(today)}</time>
      </h2>
      {isLoading ? (
        <Loading />
      ) : (
        <PeticionesTable peticiones={isError ? NO_ROWS : (data ?? NO_ROWS)} />
      )}
    </section>
  );
}
