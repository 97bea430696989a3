// What the link's calls answer when a token opens nothing (docs/api.md, "The customer's link"):
// every call of the link's pages says it the same way.
import type { EnlaceView } from '../../db/enlaces/publicEnlace';
import { HttpError, notFound } from '../../http/errors';
import { ErrorAnswer } from '../../http/schemas/answerSchemas';
import { EnlaceCaducadoAnswer } from '../../http/schemas/enlaceSchemas';

// The same answer for every token that names no link, however it is written: nothing tells a
// token that never existed from one that is malformed.
export const noSuchLink = () => notFound('No such link');
export const expired = (negocio: { nombreComercial: string; telefono: string }) =>
  new HttpError(410, 'This link has expired', undefined, { negocio });

export const refusals = {
  404: { ...ErrorAnswer, description: 'No link with that token' },
  410: EnlaceCaducadoAnswer,
};

/** What a token opens, or the error that says it opens nothing. */
export function openOrRefuse(view: EnlaceView): Extract<EnlaceView, { kind: 'vigente' }> {
  if (view.kind === 'unknown') throw noSuchLink();
  if (view.kind === 'caducado') throw expired(view.negocio);
  return view;
}
