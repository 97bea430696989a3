// What other features read of the business's settings: the settings as the API has them (server
// state, an RTK Query endpoint) and what an installation has before anyone saves them. The store
// itself holds nothing of its own for them.
export { useGetAjustesQuery } from './ajustesApi';
