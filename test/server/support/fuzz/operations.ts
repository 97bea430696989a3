// The operations of an OpenAPI document, as the fuzz walk needs them: where, what they take, what
// they may answer.
export type JsonSchema = Record<string, unknown>;

type MediaMap = Record<string, { schema?: JsonSchema }>;
type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: MediaMap };
  responses: Record<string, { content?: MediaMap }>;
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

export type Operation = {
  method: string;
  /** The path template: `/api/admin/peticiones/{id}/asignar`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Status → its JSON schema (undefined when the answer is not JSON, e.g. an event stream). */
  responses: Map<number, { schema?: JsonSchema; mediaType?: string }>;
  needsToken: boolean;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? [];
      const responses = new Map<number, { schema?: JsonSchema; mediaType?: string }>();
      for (const [status, answer] of Object.entries(raw.responses)) {
        const [mediaType, media] = Object.entries(answer.content ?? {})[0] ?? [];
        responses.set(Number(status), { schema: media?.schema, mediaType });
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: raw.requestBody?.content['application/json']?.schema,
        responses,
        needsToken: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
