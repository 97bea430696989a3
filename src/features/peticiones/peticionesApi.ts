import {
  apiPaths,
  dataOf,
  isObject,
  type AsignarBody,
  type AsignarConflict,
} from '../../../contract';
import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import { notify } from '../../services/notify';
import { isDroppedWithSession } from '../../services/sessionEnd';
import { followPeticionChanges } from './liveUpdates';
import type { ReceivedPeticion } from '../../components/peticion';

export const ASSIGN_ERROR_MESSAGE = 'Error al asignar la petición';
export const ERASED_ASSIGN_MESSAGE =
  'No se ha podido asignar: los datos de esta petición se han suprimido.';

/** A 409 of Asignar that says its customer's data was erased (contract's AsignarConflict). */
function isErasedRefusal(error: unknown): boolean {
  if (!isObject(error)) return false;
  const { status, data } = error;
  return status === 409 && (data as Partial<AsignarConflict> | null)?.reason === 'suprimida';
}

/** The request an Asignar answer carries (`{ data: request }`, docs/api.md), if it carries one. */
function takenIn(body: unknown): ReceivedPeticion | undefined {
  const data = dataOf(body);
  return isObject(data) && 'id' in data ? (data as ReceivedPeticion) : undefined;
}

export const peticionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Read-only: the answer is stored frozen (see baseQuery), thousands of rows long.
    getPeticionesSinAsignar: build.query<readonly ReceivedPeticion[], void>({
      query: () => apiPaths.peticionesSinAsignar,
      extraOptions: { shape: 'rows' },
      // A reload replaces the list as received: merging it row by row with the previous one would
      // walk every request twice, and Immer would then walk (and freeze) the merged list again.
      structuralSharing: false,
      providesTags: ['Peticiones'],
      async onQueryStarted(arg, lifecycle) {
        await Promise.all([
          alertOnLoadFailure(arg, lifecycle),
          followPeticionChanges.onQueryStarted(arg, lifecycle),
        ]);
      },
      // Colleagues' assignments and new requests arrive as they happen (server-sent events).
      onCacheEntryAdded: followPeticionChanges.onCacheEntryAdded,
    }),
    /**
     * One request as it is now (the request's own call, docs/api.md): asked by a dialog whose
     * request has left the list, to tell whether someone took it or its data was erased.
     */
    getPeticionNow: build.query<ReceivedPeticion | undefined, string>({
      query: (id) => apiPaths.peticion(id),
      transformResponse: (body: unknown) =>
        (body as { data?: { peticion?: ReceivedPeticion } } | null)?.data?.peticion,
    }),
    assignPeticion: build.mutation<
      ReceivedPeticion | undefined,
      { id: ReceivedPeticion['id']; asignado: string }
    >({
      query: ({ id, asignado }) => {
        const body: AsignarBody = { asignado };
        return { url: apiPaths.asignar(id), method: 'POST', body };
      },
      // The request as it now is, taken: the dialog that took it shows it so.
      transformResponse: takenIn,
      // Someone else took it first, or its data was erased (409): reload so the list shows what
      // is really unassigned.
      invalidatesTags: (_result, error) =>
        error && 'status' in error && error.status === 409 ? ['Peticiones'] : [],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Assigned: the row leaves the table at once, without reloading every request.
          dispatch(
            peticionesApi.util.updateQueryData('getPeticionesSinAsignar', undefined, (rows) =>
              rows.filter((row) => row.id !== id),
            ),
          );
        } catch (failure) {
          // A call that went down with the session is not the request's fault: /signin says why.
          const error = (failure as { error?: unknown }).error;
          if (isDroppedWithSession(error)) return;
          notify(isErasedRefusal(error) ? ERASED_ASSIGN_MESSAGE : ASSIGN_ERROR_MESSAGE);
        }
      },
    }),
  }),
});

export const {
  useGetPeticionesSinAsignarQuery,
  useGetPeticionNowQuery,
  useAssignPeticionMutation,
} = peticionesApi;
