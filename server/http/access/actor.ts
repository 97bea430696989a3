import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../../db/peticionesAsignadas/writeTaken';
import { HttpError } from '../errors';

/**
 * The caller as the verified ID token names them: who a write is attributed to, and the role the
 * rules on a request's data read (contract/permissions.ts).
 */
export function actorOf(request: FastifyRequest): StaffActor {
  // The admin guard sets it before any handler runs; without it nobody may write.
  const staff = request.staff;
  if (!staff) throw new HttpError(401, 'Missing or malformed Authorization header');
  return { uid: staff.uid, email: staff.email, rol: staff.rol };
}
