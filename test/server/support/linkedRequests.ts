// Requests of the spec's own with a customer's link: taken, quoted and shared by the staff member
// the spec names (the fake one unless it says otherwise), on the API the spec started.
import type { APIRequestContext } from '@playwright/test';
import type { AssignedPeticion, EnlaceArchivos, Presupuesto } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';
import { goodAuth } from '../../support/stack/fakeServerAuth';
import { TEN_LINES } from '../../support/tenLinePresupuesto';
import { enlaceCalls } from './enlaceCalls';
import { peticionesAsignadasCalls } from './peticionesAsignadasCalls';
import { presupuestoCalls } from './presupuestoCalls';

export type Linked = { taken: AssignedPeticion; quote: Presupuesto; token: string };

export function linkedRequests(api: ApiTarget) {
  const calls = peticionesAsignadasCalls(api);
  const quotes = presupuestoCalls(api);
  const links = enlaceCalls(api);
  return {
    links,
    calls,
    quotes,
    /** A request taken by `headers`' member of staff, quoted, with a link: its token. */
    async linked(
      request: APIRequestContext,
      headers: Record<string, string> = goodAuth,
    ): Promise<Linked> {
      const taken = await calls.takeOne(request, headers);
      const quote = await quotes.saved(request, headers, taken.id, TEN_LINES);
      const { token } = await links.created(request, headers, quote.id);
      return { taken, quote, token };
    },
  };
}

/** The `data` of a link's files answer. */
export const filesOf = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as { data: EnlaceArchivos }).data;
