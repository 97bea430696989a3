// A change of the taken requests applied to the list as loaded: only the changed request is a new
// object, every other stays the same, so the board re-renders only the cards that changed.
import type { TableroPeticion, PeticionEvent } from '../../../contract';

export type AsignadaRows = readonly TableroPeticion[];

const sameId = (row: TableroPeticion, id: number) => String(row.id) === String(id);

/** The list with `peticion` as it now is: replaced where it was, else added at the end. */
export function withPeticion(rows: AsignadaRows, peticion: TableroPeticion): AsignadaRows {
  const index = rows.findIndex((row) => sameId(row, peticion.id));
  if (index < 0) return Object.freeze([...rows, peticion]);
  const old = rows[index];
  // An older version arriving late (or the same one again) changes nothing.
  if (old === peticion || old.version > peticion.version) return rows;
  const next = [...rows];
  next[index] = peticion;
  return Object.freeze(next);
}

export function withoutPeticion(rows: AsignadaRows, id: number): AsignadaRows {
  const index = rows.findIndex((row) => sameId(row, id));
  if (index < 0) return rows;
  return Object.freeze([...rows.slice(0, index), ...rows.slice(index + 1)]);
}

/**
 * The list after one change, or the same list when the change is already in it. The unassigned
 * list's own events (`added`, `removed`) come paired with these and change nothing here.
 */
export function applyAsignadaEvent(rows: AsignadaRows, event: PeticionEvent): AsignadaRows {
  if (event.type === 'assigned') return withPeticion(rows, event.peticion);
  if (event.type === 'released') return withoutPeticion(rows, event.id);
  return rows;
}

export const applyAsignadaEvents = (rows: AsignadaRows, events: readonly PeticionEvent[]) =>
  events.reduce(applyAsignadaEvent, rows);
