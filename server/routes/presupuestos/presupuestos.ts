import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  DEFAULT_IVA_PERCENT,
  presupuestoInputProblems,
  type DataAnswer as DataAnswerOf,
  type NewPresupuestoBody,
  type Presupuesto,
  type PresupuestoInput,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { readPeticionRow } from '../../db/peticiones/peticionRows';
import { listPresupuestos, readPresupuesto } from '../../db/presupuestos/presupuestoRows';
import { recalculatePresupuesto, savePresupuesto } from '../../db/presupuestos/presupuestoSave';
import { inSnapshot } from '../../db/engine/snapshot';
import { actorOf } from '../../http/access/actor';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer, ErrorAnswer } from '../../http/schemas/answerSchemas';
import { notFound, unpriceable } from '../../http/errors';
import { StalePeticionAnswer } from '../../http/schemas/peticionAnswerSchemas';
import {
  PresupuestoSchema,
  PresupuestoInputSchema,
  presupuestoInputMessages,
  PresupuestoProblemsAnswer,
} from '../../http/schemas/presupuestoSchemas';
import { peticionIdOf, peticionPath } from '../peticiones/peticionParams';
import { answerOf, answerWrite } from '../peticionesAsignadas/writeAnswers';
import { presupuestoPdfRoute } from './presupuestoPdf';
import { noPresupuesto, presupuestoIdOf, presupuestoPath } from './presupuestoParams';

/** The answers of a write that saves a quote (a new one, or a new version). */
const savedAnswers = (description: string) => ({
  201: DataAnswer(PresupuestoSchema, description),
  400: PresupuestoProblemsAnswer,
  403: { ...ErrorAnswer, description: 'The request is assigned to someone else' },
  404: { ...ErrorAnswer, description: 'No such request or quote, or the request is not taken' },
  409: {
    ...StalePeticionAnswer,
    description: 'The request is lost (reopen it first): nothing saved; the request as it is now',
  },
});

/**
 * The body as stored: every field present, absent ones null. Its values must already have passed
 * presupuestoInputProblems: anything else is the contract's to refuse, field by field, with a 400.
 */
function storedInput(body: NewPresupuestoBody): PresupuestoInput {
  const problems = presupuestoInputProblems(body, { ivaPercent: DEFAULT_IVA_PERCENT });
  if (problems.length > 0) throw unpriceable(problems);
  return {
    lines: body.lines.map((line) => ({
      cup: line.cup,
      quantity: line.quantity,
      print: line.print ?? null,
      unitPriceOverride: line.unitPriceOverride ?? null,
    })),
    discountPercent: body.discountPercent ?? null,
  };
}

/**
 * A request's quotes, a new quote priced by the API, one quote, and a quote priced again with
 * today's prices as its next version (docs/server.md, "Quotes"), and a quote's PDF.
 */
export const presupuestosRoutes = routePlugin<{ db: Database }>(
  'presupuestos',
  (routes, { db }) => {
    routes.get(
      adminPaths.presupuestos(':id'),
      {
        access: 'readQuotes',
        operationId: 'getPresupuestos',
        summary: "A request's quotes, every version, newest first (any member of staff)",
        params: peticionPath,
        response: {
          200: DataAnswer(
            Type.Array(PresupuestoSchema),
            "The request's quotes, newest first (none yet: an empty list)",
          ),
          404: { ...ErrorAnswer, description: 'No request with that id' },
        },
      },
      async (request): Promise<DataAnswerOf<Presupuesto[]>> => {
        const id = peticionIdOf(request.params.id);
        const quotes = await inSnapshot(db, async (tx) =>
          (await readPeticionRow(tx, id)) ? listPresupuestos(tx, id) : undefined,
        );
        if (!quotes) throw notFound(`No request with id ${id}`);
        return { data: quotes };
      },
    );

    routes.post(
      adminPaths.presupuestos(':id'),
      {
        access: 'quotePeticion',
        operationId: 'createPresupuesto',
        summary: 'Save a quote for a taken request, priced by the API (the assignee only)',
        params: peticionPath,
        body: { schema: PresupuestoInputSchema, messages: presupuestoInputMessages },
        response: savedAnswers(
          'The quote as saved, with its number; an asignada request is presupuestada now',
        ),
      },
      async (request, reply): Promise<DataAnswerOf<Presupuesto>> => {
        // The request's id is read before the body is priced: a bad one is a 404 whatever the body.
        const answer = await answerWrite(request, (id, actor) =>
          savePresupuesto(db, id, storedInput(request.body), actor),
        );
        reply.code(201);
        return answer;
      },
    );

    routes.get(
      adminPaths.presupuesto(':id'),
      {
        access: 'readQuotes',
        operationId: 'getPresupuesto',
        summary: 'One saved quote (any member of staff)',
        params: presupuestoPath,
        response: {
          200: DataAnswer(PresupuestoSchema, 'The quote as it was saved'),
          404: { ...ErrorAnswer, description: 'No quote with that id' },
        },
      },
      async (request): Promise<DataAnswerOf<Presupuesto>> => {
        const id = presupuestoIdOf(request.params.id);
        const quote = await readPresupuesto(db, id);
        if (!quote) throw noPresupuesto(id);
        return { data: quote };
      },
    );

    routes.post(
      adminPaths.recalcular(':id'),
      {
        access: 'quotePeticion',
        operationId: 'recalcularPresupuesto',
        summary: "Save a quote again with today's prices, as its next version (the assignee only)",
        params: presupuestoPath,
        response: {
          ...savedAnswers('The new version, with the same number and today’s prices'),
          200: DataAnswer(
            PresupuestoSchema,
            'Today’s prices are the quote’s: nothing saved; the quote as it is',
          ),
        },
      },
      async (request, reply): Promise<DataAnswerOf<Presupuesto>> => {
        const id = presupuestoIdOf(request.params.id);
        const recalculated = await recalculatePresupuesto(db, id, actorOf(request));
        if (!recalculated) throw noPresupuesto(id);
        const quote = answerOf(recalculated.peticionId, recalculated.result);
        // The very quote asked about: its prices have not changed, and no version was made.
        reply.code(quote.id === id ? 200 : 201);
        return { data: quote };
      },
    );

    presupuestoPdfRoute(routes, db);
  },
);
