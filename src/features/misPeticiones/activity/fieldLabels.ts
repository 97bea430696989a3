// What staff call the fields the longer audit entries name (a price row's, the settings'), as the
// price tables' column headers and the Ajustes form say them.
import type { Ajustes, EditablePriceFieldName, Rol } from '../../../../contract';

/** A price row's fields: a cup table's first column is named by its tile (300T, 500L…). */
export const PRICE_FIELD_LABELS: { readonly [F in EditablePriceFieldName]: string } = {
  cantidad: 'Cantidad',
  coste: 'Coste',
  venta_real: 'Venta Real',
  v200: '200',
  v280: '280',
  v300: '300T',
  v400: '400',
  v500: '500C',
  v500l: '500L',
  v600l: '600L',
  v900l: '900L',
  pinzas: 'Pinzas',
  ceniceros: 'Ceniceros',
  cv: 'cv',
  Euro: '€',
  Metalicos: 'Metalicos',
};

export const AJUSTES_LABELS: { readonly [F in keyof Ajustes | 'logotipo']: string } = {
  nombreComercial: 'Nombre comercial',
  nif: 'NIF',
  direccion: 'Dirección',
  telefono: 'Teléfono',
  correo: 'Correo',
  ivaPercent: 'IVA (%)',
  validezDias: 'Validez (días)',
  conservarCerradasMeses: 'Conservar peticiones cerradas (meses)',
  conservarSinAsignarMeses: 'Conservar peticiones sin asignar (meses)',
  zonaHoraria: 'Zona horaria',
  condiciones: 'Condiciones',
  logotipo: 'Logotipo',
};

export const ROL_LABELS: { readonly [R in Rol]: string } = {
  administrador: 'Administrador',
  personal: 'Personal',
};
