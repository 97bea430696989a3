// A route of the admin scope, said once: the action of contract/permissions.ts it does (checked by
// the scope's guard before it runs, access/accessRules.ts), how the OpenAPI document names it, the
// schemas it takes and answers (which also type its handler), the answer to a request its schemas
// refuse, and its handler. server/README.md, "Routes".
import type {
  FastifyPluginAsyncTypebox,
  TSchema,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyPluginOptions,
  FastifyRequest,
  FastifySchema,
  FastifySchemaValidationError,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { Action } from '../../contract';
import { badRequest } from './errors';
import { bodyProblem, type FieldMessages } from './validation/schemaErrors';

type Api = Parameters<FastifyPluginAsyncTypebox>[0];

/** A URL's parameters, and the answer to a value that cannot name anything (a 404, as if unknown). */
export type PathParams<P extends TSchema = TSchema> = {
  schema: P;
  unknown: (errors: readonly FastifySchemaValidationError[]) => Error;
};

/** A body, and what its 400 says: per field in the order they are checked, else `whole`. */
export type BodyRules<B extends TSchema = TSchema> = {
  schema: B;
  messages: FieldMessages;
  whole?: string;
};

/** Every operation names itself (docs/glossary.md, "Operation ids"); only a hidden route need not. */
type Naming = { operationId: string; hide?: never } | { hide: true; operationId?: never };

type RouteDeclaration<P extends TSchema, B extends TSchema, Q, R> = Naming & {
  access: Action;
  summary: string;
  description?: string;
  params?: PathParams<P>;
  body?: BodyRules<B>;
  querystring?: Q;
  /** What a 400 for a query string its schema refuses says (else Fastify's own words). */
  queryRefusal?: string;
  response: R;
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** A body larger than the API's (BODY_LIMIT_BYTES): an upload's route only. */
  bodyLimit?: number;
  /** Runs before the body is read (an upload refuses a declared length over its limit). */
  preParsing?: (request: FastifyRequest) => Promise<void>;
  /**
   * The handler sends kept bytes, compressed as the client accepts (http/encodedAnswer.ts): the
   * compression plugin's hooks, which would only find them done, are left off the route.
   */
  encodesItself?: true;
};

type SchemaOf<P, B, Q, R> = { params: P; body: B; querystring: Q; response: R };

/** The handler, its request and its answers typed by the route's schemas. */
type RouteHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/**
 * A bad URL part is the params' answer, a bad query string the query's, anything else the schemas
 * refuse the body's.
 */
function refusalOf(
  params: PathParams | undefined,
  body: BodyRules | undefined,
  queryRefusal: string | undefined,
): RouteOptions['schemaErrorFormatter'] {
  if (!params && !body && queryRefusal === undefined) return undefined;
  return (errors, part) => {
    if (part === 'querystring' && queryRefusal !== undefined) return badRequest(queryRefusal);
    if (params && (part === 'params' || !body)) return params.unknown(errors);
    return bodyProblem(errors, body?.messages ?? [], body?.whole);
  };
}

/** The routes of one resource, under its tag of the document: `get` and `post` declare one each. */
function routesOf(app: Api, tag: string) {
  const declare =
    (method: 'GET' | 'POST') =>
    <P extends TSchema, B extends TSchema, Q, R>(
      url: string,
      route: RouteDeclaration<P, B, Q, R>,
      handler: RouteHandler<SchemaOf<P, B, Q, R>>,
    ) => {
      const {
        access,
        hide,
        operationId,
        summary,
        description,
        params,
        body,
        querystring,
        response,
      } = route;
      const schema = {
        ...(hide && { hide }),
        tags: [tag],
        ...(operationId !== undefined && { operationId }),
        summary,
        ...(description !== undefined && { description }),
        ...(querystring !== undefined && { querystring }),
        ...(params && { params: params.schema }),
        ...(body && { body: body.schema }),
        response,
      } as SchemaOf<P, B, Q, R>;
      app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<P, B, Q, R>>({
        method,
        url,
        config: { access },
        schema,
        schemaErrorFormatter: refusalOf(params, body, route.queryRefusal),
        ...(route.preValidation && { preValidation: route.preValidation }),
        ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
        ...(route.preParsing && { preParsing: route.preParsing }),
        ...(route.encodesItself && { compress: false as const }),
        handler,
      });
    };
  return { get: declare('GET'), post: declare('POST') };
}

export type Routes = ReturnType<typeof routesOf>;

/** A resource's routes as a plugin: `declare` is given their `get` and `post`, and the options. */
export const routePlugin =
  <Options extends FastifyPluginOptions>(
    tag: string,
    declare: (routes: Routes, options: Options) => void,
  ): FastifyPluginAsyncTypebox<Options> =>
  (app, options) => {
    declare(routesOf(app, tag), options);
    return Promise.resolve();
  };
