// A change of the unassigned requests applied to the list as loaded: only the list changes, every
// row it keeps stays the same object, so the table re-renders only the rows that came or went.
import type { PeticionEvent } from '../../../contract';
import type { ReceivedPeticion } from '../../components/peticion';

export type PeticionRows = readonly ReceivedPeticion[];

const sameId = (row: ReceivedPeticion, id: number) => String(row.id) === String(id);

/** Whether `a` comes before `b` in the server's order: newest `createdAt` first, then higher id. */
function before(a: ReceivedPeticion, b: ReceivedPeticion): boolean {
  const [at, bt] = [String(a.createdAt ?? ''), String(b.createdAt ?? '')];
  if (at !== bt) return at > bt;
  return Number(a.id) > Number(b.id);
}

/**
 * The list after one change, or the same list when the change is already in it (a request listed
 * as it now is, one it no longer has): applying a change twice is harmless. A new list is frozen at the top like
 * a loaded one, so the store keeps it as it is instead of walking thousands of rows.
 */
export function applyPeticionEvent(rows: PeticionRows, event: PeticionEvent): PeticionRows {
  // The taken requests' own events are for the lists that hold them.
  if (event.type === 'assigned' || event.type === 'released') return rows;
  if (event.type === 'removed') {
    const index = rows.findIndex((row) => sameId(row, event.id));
    if (index < 0) return rows;
    return Object.freeze([...rows.slice(0, index), ...rows.slice(index + 1)]);
  }
  const added = event.peticion as ReceivedPeticion;
  const at = rows.findIndex((row) => sameId(row, event.peticion.id));
  if (at >= 0) {
    // Listed already: as it is now, in the place it has; the same request again changes nothing.
    // (An erasure of the customer's data takes a request nobody has off the list: `removed`.)
    if (JSON.stringify(rows[at]) === JSON.stringify(added)) return rows;
    return Object.freeze([...rows.slice(0, at), added, ...rows.slice(at + 1)]);
  }
  // A new request is almost always the newest: the search stops at the first row.
  let index = rows.findIndex((row) => before(added, row));
  if (index < 0) index = rows.length;
  return Object.freeze([...rows.slice(0, index), added, ...rows.slice(index)]);
}

export function applyPeticionEvents(rows: PeticionRows, events: readonly PeticionEvent[]) {
  return events.reduce(applyPeticionEvent, rows);
}
