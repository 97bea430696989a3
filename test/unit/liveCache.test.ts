import type { Peticion } from '../../contract';
import { applyPeticionEvent, applyPeticionEvents } from '../../src/features/peticiones/liveCache';

const peticion = (id: number, createdAt: string): Peticion => ({
  id,
  estado: 'nueva',
  asignado: false,
  peticiones: `Pedido ${id}`,
  cliente: null,
  fecha_evento: '2027-01-01',
  pais: 'España',
  codigo_postal: '28013',
  correo: null,
  origen: 'web',
  createdAt,
});

// Newest first, as the server sends them.
const rows = Object.freeze([
  peticion(3, '2026-11-20T10:00:00.000Z'),
  peticion(2, '2026-11-19T10:00:00.000Z'),
  peticion(1, '2026-11-18T10:00:00.000Z'),
]);

describe('a change applied to the cached requests', () => {
  it('adds a new request in the server order, keeping every other row the same object', () => {
    const newest = peticion(4, '2026-11-21T10:00:00.000Z');
    const older = peticion(5, '2026-11-19T12:00:00.000Z');
    const next = applyPeticionEvents(rows, [
      { type: 'added', peticion: newest },
      { type: 'added', peticion: older },
    ]);
    expect(next.map((row) => row.id)).toEqual([4, 3, 5, 2, 1]);
    expect(next[0]).toBe(newest);
    expect(next[1]).toBe(rows[0]);
    expect(next[3]).toBe(rows[1]);
    expect(next[4]).toBe(rows[2]);
    // Frozen at the top like a loaded list, and the loaded list itself untouched.
    expect(Object.isFrozen(next)).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('breaks a tie of arrival times by the higher id first, and puts the oldest last', () => {
    const tie = peticion(9, rows[1]!.createdAt);
    expect(applyPeticionEvent(rows, { type: 'added', peticion: tie }).map((r) => r.id)).toEqual([
      3, 9, 2, 1,
    ]);
    const oldest = peticion(10, '2020-01-01T00:00:00.000Z');
    expect(applyPeticionEvent(rows, { type: 'added', peticion: oldest }).at(-1)).toBe(oldest);
  });

  it('removes a request someone took, keeping every other row the same object', () => {
    const next = applyPeticionEvent(rows, { type: 'removed', id: 2, asignado: 'maria@vasos.test' });
    expect(next).toEqual([rows[0], rows[2]]);
    expect(next[0]).toBe(rows[0]);
    expect(next[1]).toBe(rows[2]);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('returns the very same list when the change is already in it (applying twice is harmless)', () => {
    expect(applyPeticionEvent(rows, { type: 'removed', id: 99, asignado: 'x@vasos.test' })).toBe(
      rows,
    );
    const again = { ...rows[1]! } as Peticion;
    expect(applyPeticionEvent(rows, { type: 'added', peticion: again })).toBe(rows);
  });

  it('takes a request whose customer data was erased off the list (removed, asignado false)', () => {
    const next = applyPeticionEvents(rows, [
      { type: 'removed', id: 2, asignado: false },
      { type: 'released', id: 2 },
    ]);
    expect(next).toEqual([rows[0], rows[2]]);
  });

  it('takes a listed request as it now is, in its place', () => {
    const erased: Peticion = {
      ...(rows[1] as Peticion),
      peticiones: 'Datos suprimidos',
      cliente: { nombre: 'Datos suprimidos', telefono: 'Datos suprimidos' },
    };
    const next = applyPeticionEvent(rows, { type: 'added', peticion: erased });
    expect(next).toEqual([rows[0], erased, rows[2]]);
    expect(next[0]).toBe(rows[0]);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('matches ids given as text by another backend', () => {
    const textIds = Object.freeze([{ id: '7' }, { id: '8' }]);
    const next = applyPeticionEvent(textIds, { type: 'removed', id: 7, asignado: 'a@b.es' });
    expect(next).toEqual([{ id: '8' }]);
  });
});
