// The quote the server tests and the bench both save: one fixture, so what the bench times is
// what the tests check.
import type { PresupuestoInput } from '../../contract';

/** Ten lines over cups and prints, metallic ones and a price set by hand among them. */
export const TEN_LINES: PresupuestoInput = {
  lines: [
    { cup: 'vasos/200', quantity: 250 },
    { cup: 'vasos/200', quantity: 1000, print: 'serigrafia_1_color_vf' },
    { cup: 'vasos/300', quantity: 500, print: 'serigrafia_2_colores_vf' },
    { cup: 'vasos/400', quantity: 2000, print: 'serigrafia_1_color_metalizado' },
    { cup: 'vasos/500', quantity: 3000, print: 'serigrafia_2_colores_metalizados' },
    { cup: 'vasos/V500l', quantity: 750, print: 'serigrafia_1_color_vf' },
    { cup: 'vasos/V600L', quantity: 5000, unitPriceOverride: 0.333 },
    { cup: 'vasos/v900l', quantity: 10000, print: 'serigrafia_1_color_vf' },
    { cup: 'vasos/pinzas', quantity: 1234 },
    { cup: 'vasos/ceniceros', quantity: 300, print: 'serigrafia_2_colores_vf' },
  ],
  discountPercent: 7.5,
};
