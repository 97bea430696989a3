// What every price table is called where people read it: the dashboard's tiles and the quote's
// lines, on screen, in the PDF and in the message to the customer. UI text, kept here as the
// quote's customer wording is (docs/decisions.md, "Quotes": why these live in contract/), so that
// the API's PDF names a table exactly as the dashboard does.
import type { TablaKey } from './tablas';

/** Each table's tile label, in menu order within its kind. Every table of the catalogue has one. */
export const TABLA_LABELS = {
  serigrafia_1_color_vf: 'Serigrafia 1 Color VF',
  serigrafia_2_colores_vf: 'Serigrafia 2 Colores VF',
  serigrafia_1_color_metalizado: 'Serigrafia 1 Color Metalizado',
  serigrafia_2_colores_metalizados: 'Serigrafia 2 Colores Metalizado',
  'vasos/200': '200',
  'vasos/280': '280',
  'vasos/300': '300T',
  'vasos/400': '400',
  'vasos/500': '500C',
  'vasos/V500l': '500L',
  'vasos/V600L': '600L',
  'vasos/v900l': '900L',
  'vasos/pinzas': 'Pinzas',
  'vasos/ceniceros': 'Ceniceros',
} as const satisfies Record<TablaKey, string>;

/** A table's tile label: `300T` for 'vasos/300'. */
export const tablaLabel = (key: TablaKey): string => TABLA_LABELS[key];
