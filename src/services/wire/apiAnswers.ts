// The API's answers as its OpenAPI document describes them (apiTypes.generated.ts, written by
// `npm run api:types`), named by operationId (docs/glossary.md, "Operation ids"). The dashboard
// takes a wire type from here rather than writing it again: docs/decisions.md, "One source per wire
// shape".
import type { operations } from './apiTypes.generated';

export type OperationId = keyof operations;

type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

type SuccessOf<Responses> = Responses extends { 200: infer Answer }
  ? Answer
  : Responses extends { 201: infer Answer }
    ? Answer
    : never;

/** The JSON body of an operation's success. */
export type ApiAnswer<Id extends OperationId> = JsonOf<SuccessOf<operations[Id]['responses']>>;

/** What an operation's success carries in `data`. */
export type ApiData<Id extends OperationId> =
  ApiAnswer<Id> extends { data: infer Data } ? Data : never;

/** The JSON body an operation takes. */
export type ApiBody<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body of one of an operation's failures (a 400's problems, a 409's current thing). */
export type ApiFailure<
  Id extends OperationId,
  Status extends keyof operations[Id]['responses'],
> = JsonOf<operations[Id]['responses'][Status]>;
