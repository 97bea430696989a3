import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  isSearchable,
  SEARCH_GROUP_LIMIT,
  SEARCH_MAX_LENGTH,
  type DataAnswer as DataAnswerOf,
  type SearchQuery,
  type SearchResults,
} from '../../contract';
import type { Database } from '../db/engine/open';
import { search } from '../db/search/search';
import { routePlugin } from '../http/declareRoute';
import { DataAnswer } from '../http/schemas/answerSchemas';
import { SafeText } from '../http/validation/safeText';
import { typedAs } from '../http/validation/wireSchema';

export const SEARCH_QUERY_MESSAGE = `q must be a text of at most ${SEARCH_MAX_LENGTH} characters, on one line`;

const querystring = typedAs<SearchQuery>()(
  Type.Object(
    {
      q: SafeText({
        maxLength: SEARCH_MAX_LENGTH,
        description:
          'What to look for: a request\u2019s number, a name, a phone in any format, an e-mail, words of an order, a quote\u2019s number. Under 2 characters finds nothing',
        examples: ['peña', '+34 611 22 23 33', 'P-2026-0012'],
      }),
    },
    { additionalProperties: false },
  ),
);

const nullableText = Type.Union([Type.String(), Type.Null()]);
const asignado = Type.Union([
  Type.String({ examples: ['personal@vasos.test'] }),
  Type.Literal(false),
]);

const SearchResultsSchema = typedAs<SearchResults>()(
  Type.Object(
    {
      peticiones: Type.Array(
        Type.Object(
          {
            id: Type.Integer({ examples: [42] }),
            estado: Type.String({ examples: ['presupuestada'] }),
            asignado,
            nombre: nullableText,
            telefono: nullableText,
            correo: nullableText,
            pedido: Type.String({ examples: ['500 vasos de cava con logo'] }),
            fecha_evento: Type.String({ format: 'date', examples: ['2026-06-20'] }),
          },
          { additionalProperties: false },
        ),
        { maxItems: SEARCH_GROUP_LIMIT },
      ),
      clientes: Type.Array(
        Type.Object(
          {
            id: Type.Integer({
              description: 'The customer, as `Clientes` lists them (`/clientes/{id}`)',
              examples: [40],
            }),
            telefono: Type.Union([Type.String({ examples: ['611 22 23 33'] }), Type.Null()]),
            nombre: nullableText,
            correo: nullableText,
            peticiones: Type.Integer({ minimum: 1, examples: [3] }),
            ultimaPeticion: Type.Object(
              { id: Type.Integer({ examples: [42] }), asignado },
              { additionalProperties: false },
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: SEARCH_GROUP_LIMIT },
      ),
      presupuestos: Type.Array(
        Type.Object(
          {
            id: Type.Integer({ examples: [7] }),
            numero: Type.String({ examples: ['P-2026-0012'] }),
            peticionId: Type.Integer({ examples: [42] }),
            nombre: nullableText,
            totalCents: Type.Integer({ minimum: 0, examples: [36300] }),
            createdAt: Type.String({ format: 'date-time' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: SEARCH_GROUP_LIMIT },
      ),
    },
    { additionalProperties: false },
  ),
);

const NOTHING: SearchResults = { peticiones: [], clientes: [], presupuestos: [] };

/** The search box's one call (docs/api.md, "Search"). */
export const searchRoutes = routePlugin<{ db: Database }>('search', (routes, { db }) => {
  routes.get(
    adminPaths.search,
    {
      access: 'search',
      operationId: 'getSearchResults',
      summary: 'Requests in any stage, their customers and quotes that a text finds',
      querystring,
      queryRefusal: SEARCH_QUERY_MESSAGE,
      response: {
        200: DataAnswer(
          SearchResultsSchema,
          `At most ${SEARCH_GROUP_LIMIT} of each kind, newest first; nothing for under 2 characters`,
        ),
      },
    },
    async (request): Promise<DataAnswerOf<SearchResults>> => {
      const { q } = request.query;
      return { data: isSearchable(q) ? await search(db, q) : NOTHING };
    },
  );
});
