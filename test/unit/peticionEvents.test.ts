import {
  isPeticionEvent,
  NEW_PETICION_LIMITS,
  PETICION_EVENT,
  RESET_EVENT,
} from '../../contract/peticionEvents';
import type { Peticion } from '../../contract/peticiones';
import { isAssignedPeticion, type AssignedPeticion } from '../../contract/peticionesAsignadas';

const peticion: Peticion = {
  id: 7,
  estado: 'pendiente',
  asignado: false,
  peticiones: '500 vasos de 200',
  cliente: { telefono: '612345678' },
  fecha_evento: '2026-06-12',
  pais: 'España',
  codigo_postal: '28001',
  correo: null,
  origen: 'web',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const taken: AssignedPeticion = {
  ...peticion,
  estado: 'asignada',
  asignado: 'ana@vasos.test',
  asignadoAt: '2026-03-02T10:00:00.000Z',
  version: 1,
  perdida: null,
  proximoSeguimiento: null,
  ultimoPresupuesto: null,
  clienteAcepto: false,
  mensajesCliente: 0,
};

describe('the events stream’s changes (docs/api.md, "Live updates")', () => {
  it('names its events peticion and reset', () => {
    expect(PETICION_EVENT).toBe('peticion');
    expect(RESET_EVENT).toBe('reset');
  });

  it.each([
    { type: 'added', peticion },
    { type: 'removed', id: 7, asignado: 'ana@vasos.test' },
    { type: 'removed', id: 7, asignado: false },
    { type: 'assigned', peticion: taken },
    { type: 'released', id: 7 },
  ])('applies %p', (event) => {
    expect(isPeticionEvent(event)).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a text', 'added'],
    ['a number', 7],
    ['no type', { peticion }],
    ['an unknown type', { type: 'changed', peticion }],
    ['added without a request', { type: 'added' }],
    ['added with a request without id', { type: 'added', peticion: { ...peticion, id: '7' } }],
    ['added with null', { type: 'added', peticion: null }],
    ['removed without id', { type: 'removed', asignado: false }],
    ['removed with a text id', { type: 'removed', id: '7', asignado: false }],
    ['removed without asignado', { type: 'removed', id: 7 }],
    ['removed with asignado true', { type: 'removed', id: 7, asignado: true }],
    ['removed with asignado null', { type: 'removed', id: 7, asignado: null }],
    ['assigned with an unassigned request', { type: 'assigned', peticion }],
    ['assigned without a version', { type: 'assigned', peticion: { ...taken, version: '1' } }],
    ['assigned without id', { type: 'assigned', peticion: { ...taken, id: undefined } }],
    ['assigned without a request', { type: 'assigned' }],
    ['released without id', { type: 'released' }],
    ['released with a text id', { type: 'released', id: '7' }],
  ])('ignores %s', (_, value) => {
    expect(isPeticionEvent(value)).toBe(false);
  });

  it('tells a taken request by its assignee', () => {
    expect(isAssignedPeticion(taken)).toBe(true);
    expect(isAssignedPeticion(peticion)).toBe(false);
  });

  it('bounds what the order form may send (server/README.md, "Live")', () => {
    expect(NEW_PETICION_LIMITS).toEqual({
      pedido: 1000,
      pedidoLine: 300,
      pedidoLines: 20,
      nombre: 120,
      telefono: 40,
      pais: 60,
      codigoPostal: 16,
      correo: 254,
    });
  });
});
