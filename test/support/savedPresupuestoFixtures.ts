// A saved quote of one line on its page: the request, the business's Ajustes and the quote served
// on the fake network, as the saved quote's page reads them.
import { screen } from '@testing-library/react';
import type { AssignedPeticion, Presupuesto } from '../../contract';
import { serveAjustes } from './ajustesFixtures';
import {
  MY_REQUEST,
  savedPresupuestoPage,
  servePresupuesto,
  serveRequest,
  storedPresupuesto,
} from './presupuestoFixtures';
import { renderRoute } from './renderWithProviders';

/** 500 `vasos/200`, no print, no discount. */
export const ONE_LINE_SAVED = storedPresupuesto({
  lines: [{ cup: 'vasos/200', quantity: 500, print: null, unitPriceOverride: null }],
  discountPercent: null,
});

/** GET of `peticion`, of Ajustes and of `saved` answer them. */
export function serveSaved(
  peticion: AssignedPeticion = MY_REQUEST,
  saved: Presupuesto = ONE_LINE_SAVED,
) {
  serveRequest(peticion);
  serveAjustes();
  servePresupuesto(saved);
}

/** Serves them and opens `saved`'s page, once its heading shows. */
export async function openSaved(
  peticion: AssignedPeticion = MY_REQUEST,
  saved: Presupuesto = ONE_LINE_SAVED,
) {
  serveSaved(peticion, saved);
  const rendered = renderRoute(savedPresupuestoPage(saved));
  await screen.findByRole('heading', { name: `Presupuesto ${saved.numero}` });
  return rendered;
}
