// A taken request's details corrected (docs/server.md, "Correcting a request").
import {
  PETICION_EDIT_FIELDS,
  type AssignedPeticion,
  type AuditChangeOf,
  type EditPeticionBody,
  type PeticionEditValues,
} from '../../../contract';
import type { Database } from '../engine/open';
import { updateLast } from './updateTaken';
import { writeTaken, type StaffActor, type TakenWriteResult } from './writeTaken';

type EditValues = { [F in keyof PeticionEditValues]: PeticionEditValues[F] | null };

/** A blank name or phone is none: the form leaves them empty rather than absent. */
const given = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function valuesOf(peticion: {
  peticiones: string | string[];
  cliente: { nombre?: unknown; telefono?: unknown } | null;
  correo: string | null;
  fecha_evento: string;
  pais: string;
  codigo_postal: string;
}): EditValues {
  return {
    peticiones: peticion.peticiones,
    nombre: given(peticion.cliente?.nombre),
    telefono: given(peticion.cliente?.telefono),
    correo: peticion.correo,
    fecha_evento: peticion.fecha_evento,
    pais: peticion.pais,
    codigo_postal: peticion.codigo_postal,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The customer's object as it becomes: the name and phone as sent (a blank one left out), any
 * other key an older import left kept as it was; no key at all is no object.
 */
function clienteOf(current: AssignedPeticion['cliente'], values: EditValues) {
  const others = Object.fromEntries(
    Object.entries(current ?? {}).filter(([key]) => key !== 'nombre' && key !== 'telefono'),
  );
  const cliente = {
    ...others,
    ...(values.nombre === null ? {} : { nombre: values.nombre }),
    ...(values.telefono === null ? {} : { telefono: values.telefono }),
  };
  return Object.keys(cliente).length ? cliente : null;
}

/**
 * Writes the details the body sends over the request's, at the version the editor saw (a stale
 * one is refused with the request as it is now), by its assignee or an administrator. Each field
 * that changed goes in one audit entry, old and new; sent as they are, nothing is written.
 */
export function editPeticion(
  db: Database,
  id: number,
  body: EditPeticionBody,
  actor: StaffActor,
): Promise<TakenWriteResult<AssignedPeticion>> {
  const { version } = body;
  return writeTaken(db, id, { actor, version, action: 'editPeticion' }, (_tx, current) => {
    const before = valuesOf(current);
    const after = valuesOf({ ...body, cliente: body.cliente });
    const changes = PETICION_EDIT_FIELDS.filter((field) => !same(before[field], after[field])).map(
      (field) =>
        ({ field, from: before[field], to: after[field] }) as AuditChangeOf<'peticion_edited'>,
    );
    if (changes.length === 0) return { outcome: 'unchanged', value: current };
    return updateLast(id, actor, {
      set: `peticiones = $2, cliente = $3, correo = $4, fecha_evento = $5, pais = $6,
            codigo_postal = $7`,
      values: [
        JSON.stringify(after.peticiones),
        JSON.stringify(clienteOf(current.cliente, after)),
        after.correo,
        after.fecha_evento,
        after.pais,
        after.codigo_postal,
      ],
      action: 'peticion_edited',
      changes,
    });
  });
}
