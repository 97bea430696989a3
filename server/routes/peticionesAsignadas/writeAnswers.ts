// What each outcome of a write to a taken request answers (docs/server.md, "Taken requests").
import type { TakenWriteResult } from '../../db/peticionesAsignadas/writeTaken';
import { badRequest, conflict, forbidden, notFound, unpriceable } from '../../http/errors';

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
    case 'unpriced':
      throw unpriceable(result.problems);
  }
}
