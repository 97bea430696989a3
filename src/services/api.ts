import { createApi } from '@reduxjs/toolkit/query/react';
import { authorizedBaseQuery } from './baseQuery';
import { config } from './config';

/** The one API slice of the app: features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authorizedBaseQuery,
  keepUnusedDataFor: config.apiCacheSeconds,
  tagTypes: [
    'Peticiones',
    'PeticionesAsignadas',
    'PeticionesAvisos',
    'Peticion',
    'Usuarios',
    'Tabla',
    'Clientes',
  ],
  endpoints: () => ({}),
});
