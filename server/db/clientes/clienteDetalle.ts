// A customer's page (docs/server.md, "Customers"): found by the id of any of their requests, with
// every request of theirs in any stage and its quotes, read in one snapshot.
import {
  formatPresupuestoNumber,
  type ClienteDetalle,
  type ClientePeticion,
  type ClienteQuote,
} from '../../../contract';
import type { Database } from '../engine/open';
import { inSnapshot } from '../engine/snapshot';
import { isoUtc } from '../peticiones/peticionRows';
import { readClienteRow } from './clientesList';

type QuoteRow = Omit<ClienteQuote, 'numero'> & {
  peticionId: number;
  year: number;
  sequence: number;
  version: number;
};

/** The customer request `peticionId` belongs to, or undefined (unknown, or erased). */
export function readCliente(db: Database, peticionId: number): Promise<ClienteDetalle | undefined> {
  return inSnapshot(db, async (tx) => {
    const owner = await tx.query<{ clienteId: number | undefined }>(
      'SELECT cliente_id AS "clienteId" FROM peticiones WHERE id = $1 AND cliente_id IS NOT NULL',
      [peticionId],
    );
    const clienteId = owner.rows[0]?.clienteId;
    if (clienteId === undefined) return undefined;
    const cliente = await readClienteRow(tx, clienteId);
    if (!cliente) return undefined;
    const { rows: peticiones } = await tx.query<Omit<ClientePeticion, 'presupuestos'>>(
      `SELECT id, estado, COALESCE(to_jsonb(asignado), 'false'::jsonb) AS asignado,
              ${isoUtc('created_at')} AS "createdAt", cliente ->> 'nombre' AS nombre,
              cliente ->> 'telefono' AS telefono, correo
       FROM peticiones WHERE cliente_id = $1
       ORDER BY created_at DESC, id DESC`,
      [clienteId],
    );
    // One number each, however written: as its latest request writes it.
    const { rows: telefonos } = await tx.query<{ telefono: string }>(
      `SELECT telefono FROM (
         SELECT DISTINCT ON (telefono_clave) cliente ->> 'telefono' AS telefono, created_at, id
         FROM peticiones WHERE cliente_id = $1 AND telefono_clave IS NOT NULL
         ORDER BY telefono_clave, created_at DESC, id DESC) AS numbers
       ORDER BY created_at DESC, id DESC`,
      [clienteId],
    );
    const { rows: quotes } = await tx.query<QuoteRow>(
      `SELECT id, peticion_id AS "peticionId", year, sequence, version,
              ${isoUtc('created_at')} AS "createdAt", total_cents::float8 AS "totalCents"
       FROM presupuestos WHERE peticion_id = ANY($1::int[])
       ORDER BY id DESC`,
      [peticiones.map((peticion) => peticion.id)],
    );
    return {
      cliente,
      telefonos: telefonos.map((row) => row.telefono),
      peticiones: peticiones.map((peticion) => ({
        ...peticion,
        presupuestos: quotes
          .filter((quote) => quote.peticionId === peticion.id)
          .map(({ id, year, sequence, version, createdAt, totalCents }) => ({
            id,
            numero: formatPresupuestoNumber({ year, sequence, version }),
            createdAt,
            totalCents,
          })),
      })),
    };
  });
}
