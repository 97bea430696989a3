import { useCan } from '../auth';
import { useGetQuoteRequestQuery } from './presupuestosApi';
import { quoteRequestOf, type QuoteRequest } from './quoteRequest';

export type QuoteRequestState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; request: QuoteRequest };

/** The request a quote is for, as the signed-in person may quote it. */
export function useQuoteRequest(peticionId: string): QuoteRequestState {
  const { data, isLoading } = useGetQuoteRequestQuery(peticionId, {
    refetchOnMountOrArgChange: true,
  });
  const mayQuote = useCan('quotePeticion', data ?? undefined);
  if (isLoading) return { status: 'loading' };
  if (!data) return { status: 'missing' };
  return { status: 'ready', request: quoteRequestOf(data, mayQuote) };
}
