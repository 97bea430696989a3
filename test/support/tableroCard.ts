// What the board's list carries of a whole taken request: what its card shows (TableroPeticion).
import type { AssignedPeticion, TableroPeticion } from '../../contract';

export const cardOf = (peticion: AssignedPeticion): TableroPeticion => ({
  id: peticion.id,
  estado: peticion.estado,
  asignado: peticion.asignado,
  version: peticion.version,
  peticiones: peticion.peticiones,
  cliente: peticion.cliente && { nombre: peticion.cliente.nombre },
  fecha_evento: peticion.fecha_evento,
  origen: peticion.origen,
  createdAt: peticion.createdAt,
  proximoSeguimiento: peticion.proximoSeguimiento,
  perdida: peticion.perdida && {
    motivo: peticion.perdida.motivo,
    desde: peticion.perdida.desde,
  },
  ultimoPresupuesto: peticion.ultimoPresupuesto && {
    totalCents: peticion.ultimoPresupuesto.totalCents,
  },
  clienteAcepto: peticion.clienteAcepto,
  mensajesCliente: peticion.mensajesCliente,
});
