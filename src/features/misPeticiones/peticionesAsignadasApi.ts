// Every taken request (any stage, anyone's): the board's data (the sidebar's badge counts through
// avisosApi.ts, so no other page loads it). The list follows the requests' changes while it is in the cache (services/live).
import { apiPaths } from '../../../contract';
import { api } from '../../services/api';
import { followList } from '../../services/live/followList';
import { applyAsignadaEvents, type AsignadaRows } from './peticionesAsignadasCache';

const followAsignadas = followList<AsignadaRows>({
  name: 'peticionesAsignadas',
  applyEvents: applyAsignadaEvents,
  tag: 'PeticionesAsignadas',
});

export const peticionesAsignadasApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeticionesAsignadas: build.query<AsignadaRows, void>({
      query: () => apiPaths.peticionesAsignadas,
      extraOptions: { shape: 'rows' },
      providesTags: ['PeticionesAsignadas'],
      // A failed load is told by the board: see MisPeticionesPage.
      onQueryStarted: followAsignadas.onQueryStarted,
      onCacheEntryAdded: followAsignadas.onCacheEntryAdded,
    }),
  }),
});

export const { useGetPeticionesAsignadasQuery } = peticionesAsignadasApi;
