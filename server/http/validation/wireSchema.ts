import type { Static, TSchema } from '@fastify/type-provider-typebox';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema checked against the contract's type of what it validates: if the two drift apart (a
 * field added to one only), the server no longer compiles. Usage: `typedAs<NewUsuarioBody>()(schema)`.
 */
export const typedAs =
  <Wire>() =>
  <Schema extends TSchema>(
    schema: Schema & (Same<Static<Schema>, Wire> extends true ? unknown : never),
  ): Schema =>
    schema;
