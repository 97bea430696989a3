// The quote and settings calls of an API, made with the headers a spec passes (each call names who
// makes it), and the pricing a spec expects: the contract's pricePresupuesto over the tables as the API
// answers them.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  apiPaths,
  pricePresupuesto,
  tablesUsed,
  type Ajustes,
  type PricedPresupuesto,
  type Presupuesto,
  type PresupuestoInput,
  type PresupuestoTablas,
} from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';
import { tablasCalls } from './tablasCalls';

type Headers = Record<string, string>;

export type PresupuestoCalls = ReturnType<typeof presupuestoCalls>;

export function presupuestoCalls(api: ApiTarget) {
  const url = (path: string) => api.url(path);
  const tablas = (headers: Headers) => tablasCalls(api, () => headers);
  return {
    save: (request: APIRequestContext, headers: Headers, peticionId: number, data: unknown) =>
      request.post(url(apiPaths.presupuestos(peticionId)), { headers, data }),
    /** Saves `input`, expecting 201: the quote saved. */
    async saved(
      request: APIRequestContext,
      headers: Headers,
      peticionId: number,
      input: PresupuestoInput,
    ): Promise<Presupuesto> {
      const response = await request.post(url(apiPaths.presupuestos(peticionId)), {
        headers,
        data: input,
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: Presupuesto }).data;
    },
    list: (request: APIRequestContext, headers: Headers, peticionId: number) =>
      request.get(url(apiPaths.presupuestos(peticionId)), { headers }),
    one: (request: APIRequestContext, headers: Headers, id: number) =>
      request.get(url(apiPaths.presupuesto(id)), { headers }),
    pdf: (request: APIRequestContext, headers: Headers, id: number) =>
      request.get(url(apiPaths.presupuestoPdf(id)), { headers }),
    recalcular: (request: APIRequestContext, headers: Headers, id: number) =>
      request.post(url(apiPaths.recalcular(id)), { headers }),
    async ajustes(request: APIRequestContext, headers: Headers): Promise<Ajustes> {
      const response = await request.get(url(apiPaths.ajustes), { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: Ajustes }).data;
    },
    saveAjustes: (request: APIRequestContext, headers: Headers, data: unknown) =>
      request.post(url(apiPaths.ajustes), { headers, data }),
    /** What the contract's pricePresupuesto makes of `input` with the tables and settings as they are. */
    async expectedPricing(
      request: APIRequestContext,
      headers: Headers,
      input: PresupuestoInput,
    ): Promise<PricedPresupuesto> {
      const tables: Record<string, unknown> = {};
      for (const key of tablesUsed(input)) tables[key] = await tablas(headers).rowsOf(request, key);
      const { ivaPercent } = await this.ajustes(request, headers);
      const pricing = pricePresupuesto(input, tables as PresupuestoTablas, { ivaPercent });
      if (!pricing.ok) throw new Error(`Not priceable: ${JSON.stringify(pricing.problems)}`);
      return pricing;
    },
  };
}

/** The JSON of an answer, with its status checked. */
export async function jsonOf<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}
