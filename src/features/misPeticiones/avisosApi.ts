// The sidebar's counts of the signed-in person's taken requests, counted by the API (no list is
// loaded for them), read again when a change of the requests concerns them (services/live).
import { apiPaths, isAssignee, type PeticionesAvisos, type PeticionEvent } from '../../../contract';
import { api } from '../../services/api';
import { followByReloadWhen } from '../../services/live/followList';

/** Whose counts, and their calendar's day (the follow-ups due on it or before count). */
export type AvisosArg = { email: string; hoy: string };

/** The counts, and the feed's position they reflect. */
export type AvisosAnswer = PeticionesAvisos & { position?: number };

const NO_AVISOS: AvisosAnswer = { paraHoy: 0, mensajes: 0, ids: [] };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The answer's counts, or none when it is not what the API sends (the badge then shows none). */
export function readAvisos(body: unknown): AvisosAnswer {
  const { data, position } = (body ?? {}) as {
    data?: Partial<PeticionesAvisos>;
    position?: unknown;
  };
  if (!data || !isCount(data.paraHoy) || !isCount(data.mensajes) || !Array.isArray(data.ids))
    return NO_AVISOS;
  return {
    paraHoy: data.paraHoy,
    mensajes: data.mensajes,
    ids: data.ids.filter(isCount),
    position: isCount(position) ? position : undefined,
  };
}

/**
 * Whether a change may change the counts: one of the requests counted changed or left, or one of
 * the person's own changed (taken, moved, followed up, a customer's message).
 */
export function concernsAvisos(
  email: string,
  ids: readonly number[],
  event: PeticionEvent,
): boolean {
  if (event.type === 'assigned')
    return isAssignee(event.peticion, email) || ids.includes(event.peticion.id);
  if (event.type === 'released') return ids.includes(event.id);
  return false;
}

const followAvisos = followByReloadWhen<AvisosArg, AvisosAnswer>({
  name: 'peticionesAvisos',
  tag: 'PeticionesAvisos',
  concerns: ({ email }, { ids }, events) =>
    events.some((event) => concernsAvisos(email, ids, event)),
});

export const avisosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeticionesAvisos: build.query<AvisosAnswer, AvisosArg>({
      query: ({ hoy }) => `${apiPaths.peticionesAvisos}?${new URLSearchParams({ hoy }).toString()}`,
      transformResponse: readAvisos,
      providesTags: ['PeticionesAvisos'],
      onQueryStarted: followAvisos.onQueryStarted,
      onCacheEntryAdded: followAvisos.onCacheEntryAdded,
    }),
  }),
});
