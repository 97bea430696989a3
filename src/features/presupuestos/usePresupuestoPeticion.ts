import { useCan } from '../auth';
import { useGetPresupuestoPeticionQuery } from './presupuestosApi';
import { presupuestoPeticionOf, type PresupuestoPeticion } from './presupuestoPeticion';

export type PresupuestoPeticionState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; request: PresupuestoPeticion };

/** The request a quote is for, as the signed-in person may quote it. */
export function usePresupuestoPeticion(peticionId: string): PresupuestoPeticionState {
  const { data, isLoading } = useGetPresupuestoPeticionQuery(peticionId, {
    refetchOnMountOrArgChange: true,
  });
  const mayQuote = useCan('quotePeticion', data ?? undefined);
  const mayShare = useCan('shareQuote', data ?? undefined);
  if (isLoading) return { status: 'loading' };
  if (!data) return { status: 'missing' };
  const request = presupuestoPeticionOf(data, mayQuote);
  return { status: 'ready', request: { ...request, shareable: mayShare && !request.erased } };
}
