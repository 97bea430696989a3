import { Type } from '@fastify/type-provider-typebox';
import { adminPaths } from '../../../contract';
import type { Database } from '../../db/engine/open';
import { inSnapshot } from '../../db/engine/snapshot';
import { readAceptacion } from '../../db/enlaces/publicEnlace';
import { readPresupuesto } from '../../db/presupuestos/presupuestoRows';
import type { Routes } from '../../http/declareRoute';
import { ErrorAnswer } from '../../http/schemas/answerSchemas';
import { renderStoredPresupuestoPdf } from '../../presupuestos/storedPresupuestoPdf';
import { noPresupuesto, presupuestoIdOf, presupuestoPath } from './presupuestoParams';

/** The PDF's bytes, as the OpenAPI document says a file is. */
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** `P-2026-0007 v2` → `P-2026-0007-v2.pdf`: a file name without spaces. */
const fileName = (numero: string) => `${numero.replace(/\s+/g, '-')}.pdf`;

/**
 * A saved quote as the PDF the customer receives (server/presupuestos/), rendered from what the
 * quote stored: the same figures on every download, whatever the tables say now. Declared with
 * the other quote routes (presupuestos.ts), in a file of its own.
 */
export function presupuestoPdfRoute(routes: Routes, db: Database) {
  routes.get(
    adminPaths.presupuestoPdf(':id'),
    {
      access: 'readQuotes',
      operationId: 'getPresupuestoPdf',
      summary: 'A saved quote as a PDF, as the customer receives it (any member of staff)',
      params: presupuestoPath,
      response: {
        200: {
          description:
            'The PDF (`Content-Disposition: attachment`): the business, the customer, the ' +
            'lines, the totals with VAT, the number, its date and `Válido hasta`',
          content: { 'application/pdf': { schema: PdfFile } },
        },
        404: { ...ErrorAnswer, description: 'No quote with that id' },
      },
    },
    async (request, reply) => {
      const id = presupuestoIdOf(request.params.id);
      // The quote holds all it shows, its customer's name and event day included (its own copy):
      // the request, corrected since, is not read. Its acceptance is read in the same snapshot.
      const found = await inSnapshot(db, async (tx) => {
        const quote = await readPresupuesto(tx, id);
        return quote && { quote, aceptacion: await readAceptacion(tx, id) };
      });
      if (!found) throw noPresupuesto(id);
      const { quote } = found;
      const pdf = await renderStoredPresupuestoPdf(quote, found.aceptacion);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName(quote.numero)}"`)
        .send(pdf);
    },
  );
}
