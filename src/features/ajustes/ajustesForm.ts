// Ajustes as the form holds them: each field's label and typed text, the rule that text must keep,
// and the settings it stands for (docs/screens.md, "/ajustes").
import {
  AJUSTES_LIMITS,
  CONDICIONES_MAX,
  isValidPercent,
  RETENTION_MONTHS_RANGE,
  ZONA_HORARIA_MAX,
  type Ajustes,
} from '../../../contract';
import { numberText, readNumber } from '../precios';

export type AjustesField = keyof Ajustes;
/** What is typed, field by field, exactly as typed. */
export type AjustesTexts = Record<AjustesField, string>;

export type AjustesFieldSpec = {
  field: AjustesField;
  label: string;
  /** The input's type and keypad, and what the browser may fill in. */
  input: {
    /** 'textarea': several lines (`Condiciones`). */
    type: 'text' | 'email' | 'tel' | 'textarea';
    inputMode?: 'decimal' | 'numeric';
    autoComplete?: string;
  };
  /** The field's value, or undefined when the text is none this field may hold. */
  read: (text: string) => Ajustes[AjustesField] | undefined;
};

const textUpTo = (max: number) => (text: string) => {
  const value = text.trim();
  return value.length <= max ? value : undefined;
};

/** An address with one @ and something either side; empty is no address, which is allowed. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function readCorreo(text: string): string | undefined {
  const value = text.trim();
  return value.length <= AJUSTES_LIMITS.correo && (value === '' || EMAIL.test(value))
    ? value
    : undefined;
}

function readIva(text: string): number | undefined {
  const value = readNumber(text.trim(), 'price');
  return isValidPercent(value) ? value : undefined;
}

/** A whole number from `min` to `max`, as typed. */
const wholeFrom = (min: number, max: number) => (text: string) => {
  const value = readNumber(text.trim(), 'quantity');
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
};

/** A time zone this browser knows by its IANA name ('Europe/Madrid'); the API asks its database too. */
function readZonaHoraria(text: string): string | undefined {
  const value = text.trim();
  if (value === '' || value.length > ZONA_HORARIA_MAX) return undefined;
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

const readMonths = wholeFrom(RETENTION_MONTHS_RANGE.min, RETENTION_MONTHS_RANGE.max);

/** A field of free text up to the contract's length, filled in by the browser as `autoComplete`. */
const textField = (
  field: 'nombreComercial' | 'nif' | 'direccion' | 'telefono',
  label: string,
  autoComplete: string,
  type: 'text' | 'tel' = 'text',
): AjustesFieldSpec => ({
  field,
  label,
  input: { type, autoComplete },
  read: textUpTo(AJUSTES_LIMITS[field]),
});

/** A field of a number, on the keypad `inputMode`, never filled in by the browser. */
const numberField = (
  field: 'ivaPercent' | 'validezDias' | 'conservarCerradasMeses' | 'conservarSinAsignarMeses',
  label: string,
  inputMode: 'decimal' | 'numeric',
  read: AjustesFieldSpec['read'],
): AjustesFieldSpec => ({
  field,
  label,
  input: { type: 'text', inputMode, autoComplete: 'off' },
  read,
});

/** How long a kind of request is kept, in whole months. */
const monthsField = (
  field: 'conservarCerradasMeses' | 'conservarSinAsignarMeses',
  label: string,
): AjustesFieldSpec => numberField(field, label, 'numeric', readMonths);

/** The form's fields, in order. */
export const AJUSTES_FIELDS: readonly AjustesFieldSpec[] = [
  textField('nombreComercial', 'Nombre comercial', 'organization'),
  textField('nif', 'NIF', 'off'),
  textField('direccion', 'Dirección', 'street-address'),
  textField('telefono', 'Teléfono', 'tel', 'tel'),
  {
    field: 'correo',
    label: 'Correo',
    input: { type: 'email', autoComplete: 'email' },
    read: readCorreo,
  },
  numberField('ivaPercent', 'IVA (%)', 'decimal', readIva),
  numberField('validezDias', 'Validez (días)', 'numeric', wholeFrom(1, AJUSTES_LIMITS.validezDias)),
  monthsField('conservarCerradasMeses', 'Conservar peticiones cerradas (meses)'),
  monthsField('conservarSinAsignarMeses', 'Conservar peticiones sin asignar (meses)'),
  {
    field: 'zonaHoraria',
    label: 'Zona horaria',
    input: { type: 'text', autoComplete: 'off' },
    read: readZonaHoraria,
  },
  {
    field: 'condiciones',
    label: 'Condiciones',
    input: { type: 'textarea', autoComplete: 'off' },
    read: textUpTo(CONDICIONES_MAX),
  },
];

/** The texts the form starts from: the settings as numbers and texts are shown. */
export function textsOf(ajustes: Ajustes): AjustesTexts {
  return {
    nombreComercial: ajustes.nombreComercial,
    nif: ajustes.nif,
    direccion: ajustes.direccion,
    telefono: ajustes.telefono,
    correo: ajustes.correo,
    ivaPercent: numberText(ajustes.ivaPercent),
    validezDias: String(ajustes.validezDias),
    conservarCerradasMeses: String(ajustes.conservarCerradasMeses),
    conservarSinAsignarMeses: String(ajustes.conservarSinAsignarMeses),
    zonaHoraria: ajustes.zonaHoraria,
    condiciones: ajustes.condiciones,
  };
}

/** The settings the texts stand for, or the fields whose text no setting may hold. */
export function readTexts(
  texts: AjustesTexts,
): { ok: true; ajustes: Ajustes } | { ok: false; invalid: AjustesField[] } {
  const values: Partial<Record<AjustesField, unknown>> = {};
  const invalid: AjustesField[] = [];
  for (const { field, read } of AJUSTES_FIELDS) {
    const value = read(texts[field]);
    if (value === undefined) invalid.push(field);
    else values[field] = value;
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, ajustes: values as Ajustes };
}

export function isValidText(field: AjustesField, text: string): boolean {
  const spec = AJUSTES_FIELDS.find((candidate) => candidate.field === field);
  if (!spec) throw new RangeError(`No setting ${field}`);
  return spec.read(text) !== undefined;
}
