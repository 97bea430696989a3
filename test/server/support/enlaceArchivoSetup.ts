// A request of the spec's own for the link's files: taken by the fake staff member, quoted, with a
// link, on an API the spec started.
import type { APIRequestContext } from '@playwright/test';
import type { AssignedPeticion, EnlaceArchivos, Presupuesto } from '../../../contract';
import { goodAuth } from '../../support/stack/fakeServerAuth';
import type { InProcessApi } from '../../support/stack/inProcessApi';
import { TEN_LINES } from '../../support/tenLinePresupuesto';
import { enlaceCalls } from './enlaceCalls';
import { peticionesAsignadasCalls } from './peticionesAsignadasCalls';
import { presupuestoCalls } from './presupuestoCalls';

export type Linked = { taken: AssignedPeticion; quote: Presupuesto; token: string };

export function linkedRequests(api: () => InProcessApi) {
  const target = { url: (path: string) => api().url(path) };
  const calls = peticionesAsignadasCalls(target);
  const quotes = presupuestoCalls(target);
  const links = enlaceCalls(target);
  return {
    links,
    calls,
    /** A request taken by staff, quoted, with a link: its token. */
    async linked(request: APIRequestContext): Promise<Linked> {
      const taken = await calls.takeOne(request, goodAuth);
      const quote = await quotes.saved(request, goodAuth, taken.id, TEN_LINES);
      const { token } = await links.created(request, goodAuth, quote.id);
      return { taken, quote, token };
    },
  };
}

/** The `data` of a link's files answer. */
export const filesOf = async (response: { json(): Promise<unknown> }) =>
  ((await response.json()) as { data: EnlaceArchivos }).data;
