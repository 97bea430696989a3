// One taken request's detail and what can be done to it: move it, give it back, hand it over, note
// it, set its follow-up. Each write answers with the request as it now is (or, refused as stale,
// 409 with it), which replaces the board's copy at once; the events stream tells everyone else.
import {
  apiPaths,
  dataOf,
  isNumber,
  isObject,
  isPresent,
  matchesFields,
  isAssignedPeticion,
  HISTORIAL_PAGE,
  type AssignedPeticion,
  type EditPeticionBody,
  type NuevaPeticionBody,
  type SeguimientoBody,
  type MoveBody,
  type NotaBody,
  type Peticion,
  type PeticionDetailQuery,
  type ReassignBody,
  type ReleaseBody,
  type StaffUsuario,
} from '../../../contract';
import { isDraft, original } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../app/store';
import { api } from '../../services/api';
import type { ApiExtraOptions } from '../../services/baseQuery';
import type { ApiData } from '../../services/wire/apiAnswers';
import { peticionesAsignadasApi } from './peticionesAsignadasApi';
import { withoutPeticion, withPeticion, type AsignadaRows } from './peticionesAsignadasCache';

type AnyPeticion = Peticion | AssignedPeticion;
/** The detail as the API's document gives it (the contract's `PeticionDetail`: wireAgreement.ts). */
type PeticionDetail = ApiData<'getPeticionDetail'>;
type Dispatch = AppDispatch;

/** The request an answer carries in `data` (a write's answer, or a 409's), if it does. */
export function peticionIn(body: unknown): AnyPeticion | undefined {
  const data = dataOf(body);
  return matchesFields<AnyPeticion>(data, { id: isNumber, asignado: isPresent }) ? data : undefined;
}

/**
 * The detail as the dashboard reads it: a list it does not get is an empty one, and a flag it
 * does not get is false (no older lines offered).
 */
function readDetail(body: unknown): PeticionDetail | undefined {
  const data = dataOf(body);
  if (!matchesFields<PeticionDetail>(data, { peticion: isObject })) return undefined;
  const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
  const flag = (value: unknown) => value === true;
  return {
    peticion: data.peticion,
    notas: list(data.notas),
    masNotas: flag(data.masNotas),
    actividad: list(data.actividad),
    masActividad: flag(data.masActividad),
    otras: list(data.otras),
  };
}

/** The board's copy and the open dialog's take the request as it now is. */
export function adoptPeticion(dispatch: Dispatch, peticion: AnyPeticion) {
  dispatch(
    peticionesAsignadasApi.util.updateQueryData('getPeticionesAsignadas', undefined, (draft) => {
      // The list as stored, not Immer's draft of it: the new list keeps every other request as
      // the very object it was (a draft's children would be proxies gone after the update).
      const rows = (isDraft(draft) ? original(draft as object) : draft) as AsignadaRows;
      return isAssignedPeticion(peticion)
        ? withPeticion(rows, peticion)
        : withoutPeticion(rows, peticion.id);
    }),
  );
  dispatch(
    misPeticionesApi.util.updateQueryData(
      'getPeticionDetail',
      { id: String(peticion.id) },
      (detail) => {
        if (detail) detail.peticion = peticion;
      },
    ),
  );
}

// Moves, releases and hand-overs are refused with 403 to anyone but the assignee: the call fails,
// the session goes on.
const WRITE: ApiExtraOptions = { forbiddenIsRefusal: true };

type Write<Body> = { id: string; body: Body };

/** A request's detail, with how much of its history to show (`HISTORIAL_PAGE` of each unless said). */
export type PeticionDetailArg = { id: string } & PeticionDetailQuery;

/** After a write, accepted or refused as stale: the request as the API has it now. */
async function adoptAnswer({
  dispatch,
  queryFulfilled,
}: {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: unknown }>;
}) {
  try {
    const { data } = await queryFulfilled;
    const peticion = peticionIn(data);
    if (peticion) adoptPeticion(dispatch, peticion);
  } catch (failure) {
    const error = (failure as { error?: { status?: unknown; data?: unknown } }).error;
    const current = error?.status === 409 ? peticionIn(error.data) : undefined;
    if (current) adoptPeticion(dispatch, current);
  }
}

const write = <Body>(path: (id: string) => string) => ({
  query: ({ id, body }: Write<Body>) => ({ url: path(id), method: 'POST', body }),
  extraOptions: WRITE,
  // The dialog's notes and activity now have a line more.
  invalidatesTags: (_result: unknown, error: unknown, { id }: Write<Body>) =>
    error ? [] : [{ type: 'Peticion' as const, id }],
  onQueryStarted: (_arg: Write<Body>, lifecycle: Parameters<typeof adoptAnswer>[0]) =>
    adoptAnswer(lifecycle),
});

export const misPeticionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeticionDetail: build.query<PeticionDetail | undefined, PeticionDetailArg>({
      query: ({ id, ...limits }) => {
        // The first page is the API's own default: its address stays the plain one.
        const asked = Object.entries(limits).filter(([, limit]) => limit !== HISTORIAL_PAGE);
        if (!asked.length) return apiPaths.peticion(id);
        const search = new URLSearchParams(asked.map(([name, limit]) => [name, String(limit)]));
        return `${apiPaths.peticion(id)}?${search.toString()}`;
      },
      transformResponse: readDetail,
      providesTags: (_result, _error, { id }) => [{ type: 'Peticion', id }],
      // One entry a request, whatever of its history is shown: showing older notes reads it again
      // in place (the dialog keeps what it shows meanwhile), and a write's answer finds it by id.
      serializeQueryArgs: ({ queryArgs }) => queryArgs.id,
      forceRefetch: ({ currentArg, previousArg }) =>
        currentArg?.notas !== previousArg?.notas ||
        currentArg?.actividad !== previousArg?.actividad,
    }),
    movePeticion: build.mutation<unknown, Write<MoveBody>>(write(apiPaths.etapa)),
    releasePeticion: build.mutation<unknown, Write<ReleaseBody>>(write(apiPaths.liberar)),
    reassignPeticion: build.mutation<unknown, Write<ReassignBody>>(write(apiPaths.reasignar)),
    addNota: build.mutation<unknown, Write<NotaBody>>(write(apiPaths.notas)),
    setSeguimiento: build.mutation<unknown, Write<SeguimientoBody>>(write(apiPaths.seguimiento)),
    editPeticion: build.mutation<unknown, Write<EditPeticionBody>>(write(apiPaths.editar)),
    /** The assignee opened the request: the card's marks of the customer's doings go. */
    seeCustomerMarks: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPaths.visto(id), method: 'POST' }),
      extraOptions: WRITE,
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Peticion' as const, id }]),
      onQueryStarted: (_id, lifecycle) => adoptAnswer(lifecycle),
    }),
    /**
     * A request typed in from another channel: taken at once, it joins the board here (the
     * events stream brings it too); left unassigned, the stream puts it on every open list.
     */
    createPeticion: build.mutation<AnyPeticion | undefined, NuevaPeticionBody>({
      query: (body) => ({ url: apiPaths.peticiones, method: 'POST', body }),
      transformResponse: peticionIn,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && isAssignedPeticion(data)) adoptPeticion(dispatch, data);
      },
    }),
    /** The accounts a request can be handed to (the users list: docs/api.md). */
    getStaff: build.query<StaffUsuario[], void>({
      query: () => apiPaths.users,
      extraOptions: { shape: 'array' },
      providesTags: ['Usuarios'],
    }),
  }),
});

export const {
  useGetPeticionDetailQuery,
  useMovePeticionMutation,
  useReleasePeticionMutation,
  useSeeCustomerMarksMutation,
  useReassignPeticionMutation,
  useAddNotaMutation,
  useSetSeguimientoMutation,
  useEditPeticionMutation,
  useCreatePeticionMutation,
  useGetStaffQuery,
} = misPeticionesApi;
