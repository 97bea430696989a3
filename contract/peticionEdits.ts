// The details of a request staff may correct, field by field as the audit log names them: one
// list for the API that compares and records them, the dashboard that tells them, and the erasure
// of a customer's data, which erases the customer's values in these entries too.

/** Every field an edit may change, in the order the dashboard's form shows them. */
export const PETICION_EDIT_FIELDS = [
  'peticiones',
  'nombre',
  'telefono',
  'correo',
  'fecha_evento',
  'pais',
  'codigo_postal',
] as const;

export type PeticionEditField = (typeof PETICION_EDIT_FIELDS)[number];

/** The fields that hold what the customer said (the rest, date and place, are no one's data). */
export const PETICION_PERSONAL_FIELDS = [
  'peticiones',
  'nombre',
  'telefono',
  'correo',
] as const satisfies readonly PeticionEditField[];

/** Each field's value in an audit entry (`null`: none before, or none now). */
export type PeticionEditValues = {
  peticiones: string | string[];
  nombre: string;
  telefono: string;
  correo: string;
  fecha_evento: string;
  pais: string;
  codigo_postal: string;
};
