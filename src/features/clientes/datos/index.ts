// Datos del cliente: a customer's export and erasure, for administrators.
export { ClienteDatos, exportFileName } from './ClienteDatos';
