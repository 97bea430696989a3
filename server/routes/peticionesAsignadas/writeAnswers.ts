// What each outcome of a write to a taken request answers (docs/server.md, "Taken requests").
import type { FastifyRequest } from 'fastify';
import { PROOF_NOT_APPROVED, type DataAnswer } from '../../../contract';
import { archivoMessages } from '../../archivos/archivoMessages';
import type { StaffActor, TakenWriteResult } from '../../db/peticionesAsignadas/writeTaken';
import { actorOf } from '../../http/access/actor';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unpriceable,
} from '../../http/errors';
import { peticionIdOf } from '../peticiones/peticionParams';

/** The written value, or the HttpError that says why nothing was written. */
export function answerOf<T>(id: number, result: TakenWriteResult<T>): T {
  switch (result.outcome) {
    case 'done':
      return result.value;
    case 'not-found':
      throw notFound(`No request with id ${id}`);
    case 'stale':
      // The request as it is now goes along, so the client starts again from it.
      throw conflict(
        `Request ${id} has changed: it is at version ${result.version}`,
        result.peticion,
      );
    case 'not-taken':
      throw notFound(`Request ${id} is not assigned to anyone`);
    case 'not-assignee':
      throw forbidden(`Request ${id} is assigned to ${result.asignado}, not to you`);
    case 'not-allowed':
      throw badRequest(result.reason);
    case 'lost':
      throw conflict(`Request ${id} is lost: reopen it before quoting it`, result.peticion);
    case 'proof-not-approved':
      // In the words staff read: the dashboard shows it as it comes (docs/messages.md).
      throw new HttpError(409, archivoMessages.proofNotApproved, undefined, {
        reason: PROOF_NOT_APPROVED,
      });
    case 'admin-only':
      throw forbidden(result.reason);
    case 'unpriced':
      throw unpriceable(result.problems);
  }
}

/**
 * A route's write to the taken request its URL names (`:id`), by the caller: the written value as
 * the answer's data, or the HttpError of its outcome (above).
 */
export async function answerWrite<T>(
  request: FastifyRequest & { params: { id: string } },
  write: (id: number, actor: StaffActor) => Promise<TakenWriteResult<T>>,
): Promise<DataAnswer<T>> {
  const id = peticionIdOf(request.params.id);
  return { data: answerOf(id, await write(id, actorOf(request))) };
}
