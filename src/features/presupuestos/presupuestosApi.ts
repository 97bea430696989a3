// A request's quotes: the list, one quote, a new one and a new version priced with today's tables.
// Every answer carries the quote as stored (`{ data }`, docs/api.md); the dashboard never prices a
// quote for keeps, the API does (with the same pricePresupuesto), and shows it from its snapshot.
import {
  apiPaths,
  dataOf,
  isNumber,
  isObject,
  isString,
  matchesFields,
  type FieldChecks,
  type AssignedPeticion,
  type NewPresupuestoBody,
  type Peticion,
  type Presupuesto,
} from '../../../contract';
import { api } from '../../services/api';
import { markJustSaved } from './enlaceMemory';
import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { MALFORMED_ANSWER, type ApiExtraOptions } from '../../services/baseQuery';
import { alertOnLoadFailure } from '../../services/loadFailure';
import type { ApiData } from '../../services/wire/apiAnswers';

/** What the dashboard needs of a stored quote: its id, number, days, snapshot and totals. */
const PRESUPUESTO_FIELDS: FieldChecks<ApiData<'getPresupuesto'>> = {
  id: isNumber,
  numero: isString,
  preciosDel: isString,
  validoHasta: isString,
  snapshot: isObject,
  totals: isObject,
};

/** A stored quote as the dashboard needs it (the API's schema names the fields). */
export function isPresupuesto(value: unknown): value is Presupuesto {
  return matchesFields<Presupuesto>(value, PRESUPUESTO_FIELDS);
}

type MaybePromise<T> = T | PromiseLike<T>;
type Call = string | FetchArgs;
type Answer<T, Meta> = QueryReturnValue<T, FetchBaseQueryError, Meta>;

/**
 * A call whose answer is one stored quote, `{ data: Presupuesto }`; any other answer is a failure
 * (and a load failure alerts as every load does).
 */
async function oneQuote<Meta>(
  call: Call,
  baseQuery: (args: Call) => MaybePromise<Answer<unknown, Meta>>,
): Promise<Answer<Presupuesto, Meta>> {
  const result = await baseQuery(call);
  if (result.error) return result;
  const data = dataOf(result.data);
  if (isPresupuesto(data)) return { data, meta: result.meta };
  return {
    error: { status: 'CUSTOM_ERROR', error: MALFORMED_ANSWER, data: result.data },
    meta: result.meta,
  };
}

export type NewPresupuesto = { peticionId: string; body: NewPresupuestoBody };

const withTags = api.enhanceEndpoints({ addTagTypes: ['Presupuestos', 'Presupuesto'] });

export const presupuestosApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** The request a quote is for (`GET …/peticiones/{id}`: its detail, of which only it). */
    getPresupuestoPeticion: build.query<Peticion | AssignedPeticion | null, string>({
      query: (peticionId) => apiPaths.peticion(peticionId),
      transformResponse: (body: unknown) => {
        const data = dataOf(body);
        const peticion = isObject(data) ? data.peticion : undefined;
        return matchesFields<Peticion | AssignedPeticion>(peticion, { id: isNumber })
          ? peticion
          : null;
      },
      onQueryStarted: alertOnLoadFailure,
    }),
    /** The request's quotes, newest first. */
    getPresupuestos: build.query<readonly Presupuesto[], string>({
      query: (peticionId) => apiPaths.presupuestos(peticionId),
      extraOptions: { shape: 'rows' } satisfies ApiExtraOptions,
      transformResponse: (rows: readonly unknown[]) => rows.filter(isPresupuesto),
      onQueryStarted: alertOnLoadFailure,
      providesTags: (_result, _error, peticionId) => [{ type: 'Presupuestos', id: peticionId }],
    }),
    getPresupuesto: build.query<Presupuesto, string>({
      queryFn: (id, _api, _extra, baseQuery) => oneQuote(apiPaths.presupuesto(id), baseQuery),
      onQueryStarted: alertOnLoadFailure,
      providesTags: (_result, _error, id) => [{ type: 'Presupuesto', id }],
    }),
    createPresupuesto: build.mutation<Presupuesto, NewPresupuesto>({
      queryFn: ({ peticionId, body }, _api, _extra, baseQuery) =>
        oneQuote({ url: apiPaths.presupuestos(peticionId), method: 'POST', body }, baseQuery),
      invalidatesTags: (_result, error, { peticionId }) =>
        error ? [] : [{ type: 'Presupuestos', id: peticionId }],
      // Saving a quote gives it a customer's link: its screen makes it (saved/EnlaceCliente.tsx).
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved) markJustSaved(saved.data.id);
      },
    }),
    /**
     * The same quote priced with the tables as they are now: its next version, or the quote itself
     * when its prices have not changed (the API saved nothing).
     */
    recalcularPresupuesto: build.mutation<Presupuesto, Presupuesto>({
      queryFn: ({ id }, _api, _extra, baseQuery) =>
        oneQuote({ url: apiPaths.recalcular(id), method: 'POST' }, baseQuery),
      invalidatesTags: (result, error, { id, peticionId }) =>
        error || result?.id === id ? [] : [{ type: 'Presupuestos', id: String(peticionId) }],
    }),
  }),
});

export const {
  useGetPresupuestoPeticionQuery,
  useGetPresupuestosQuery,
  useGetPresupuestoQuery,
  useCreatePresupuestoMutation,
  useRecalcularPresupuestoMutation,
} = presupuestosApi;
