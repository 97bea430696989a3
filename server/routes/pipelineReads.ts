import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type AssignedPeticion,
  type DataAnswer,
  type PositionedAnswer,
} from '../../contract';
import { readPositioned } from '../db/changeFeed';
import type { Database } from '../db/open';
import { listAssigned, peticionDetail, type PeticionDetailRead } from '../db/pipelineRead';
import { notFound } from '../http/errors';
import { PeticionParams, unknownPeticion } from './peticionParams';
import {
  AssignedPeticionSchema,
  DataAnswerSchema,
  ErrorAnswerSchema,
  PeticionDetailSchema,
  PositionedAnswerSchema,
} from './peticionSchemas';

/** The board's list, and one request with what its dialog shows. */
export const pipelineReadRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  // With the feed position it reflects, read together (see sinasignar).
  app.get(
    adminPaths.peticionesAsignadas,
    { schema: { response: { 200: PositionedAnswerSchema(AssignedPeticionSchema) } } },
    (): Promise<PositionedAnswer<AssignedPeticion[]>> => readPositioned(db, listAssigned),
  );

  app.get(
    adminPaths.peticion(':id'),
    {
      schema: {
        params: PeticionParams,
        response: { 200: DataAnswerSchema(PeticionDetailSchema), 404: ErrorAnswerSchema },
      },
      schemaErrorFormatter: unknownPeticion,
    },
    async (request): Promise<DataAnswer<PeticionDetailRead>> => {
      const { id } = request.params;
      const detail = await peticionDetail(db, id);
      if (!detail) throw notFound(`No request with id ${id}`);
      return { data: detail };
    },
  );
};
