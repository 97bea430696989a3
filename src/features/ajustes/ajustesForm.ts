// Ajustes as the form holds them: each field's label and typed text, the rule that text must keep,
// and the settings it stands for (docs/screens.md, "/ajustes").
import {
  AJUSTES_LIMITS,
  isValidPercent,
  RETENTION_MONTHS_RANGE,
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
    type: 'text' | 'email' | 'tel';
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

const readMonths = wholeFrom(RETENTION_MONTHS_RANGE.min, RETENTION_MONTHS_RANGE.max);

/** The form's fields, in order. */
export const AJUSTES_FIELDS: readonly AjustesFieldSpec[] = [
  {
    field: 'nombreComercial',
    label: 'Nombre comercial',
    input: { type: 'text', autoComplete: 'organization' },
    read: textUpTo(AJUSTES_LIMITS.nombreComercial),
  },
  {
    field: 'nif',
    label: 'NIF',
    input: { type: 'text', autoComplete: 'off' },
    read: textUpTo(AJUSTES_LIMITS.nif),
  },
  {
    field: 'direccion',
    label: 'Dirección',
    input: { type: 'text', autoComplete: 'street-address' },
    read: textUpTo(AJUSTES_LIMITS.direccion),
  },
  {
    field: 'telefono',
    label: 'Teléfono',
    input: { type: 'tel', autoComplete: 'tel' },
    read: textUpTo(AJUSTES_LIMITS.telefono),
  },
  {
    field: 'correo',
    label: 'Correo',
    input: { type: 'email', autoComplete: 'email' },
    read: readCorreo,
  },
  {
    field: 'ivaPercent',
    label: 'IVA (%)',
    input: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
    read: readIva,
  },
  {
    field: 'validezDias',
    label: 'Validez (días)',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
    read: wholeFrom(1, AJUSTES_LIMITS.validezDias),
  },
  {
    field: 'conservarCerradasMeses',
    label: 'Conservar peticiones cerradas (meses)',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
    read: readMonths,
  },
  {
    field: 'conservarSinAsignarMeses',
    label: 'Conservar peticiones sin asignar (meses)',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
    read: readMonths,
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
