// Preloaded into the API process by the bench only (`node --import`), never part of the server: it
// hooks every Fastify instance the process creates, through Fastify's own diagnostics channel, and
// adds to each answer a `Server-Timing` header with durations in milliseconds:
//
// - `guard`: the staff guard's onRequest hook alone (the token check, its verdict cache included).
//   Every onRequest hook a plugin scope registers (the admin scope's: the rate limit, the guard) is
//   timed; the guard is the one after which the request carries its staff member
//   (`request.staff`), whatever the hooks' order.
// - `onrequest`: from the first onRequest hook to the first preParsing hook: all the onRequest
//   hooks of the route (CORS, the rate limit, the guard). These two timing hooks are registered
//   when the instance is created, so they come before any other hook of their kind.
// - `total`: from that first onRequest hook to the first onSend hook (the answer is serialised and
//   about to be written).
//
// The bench compiles this file to JavaScript (a built server has no TypeScript loader) and runs
// the API with `--import` of the result.
import { subscribe } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';

const started = new WeakMap<FastifyRequest, number>();
const hooksDone = new WeakMap<FastifyRequest, number>();
const guardMs = new WeakMap<FastifyRequest, number>();

type OnRequestHook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => unknown;

const hasStaff = (request: FastifyRequest) =>
  (request as FastifyRequest & { staff?: unknown }).staff !== undefined;

/**
 * The same hook, timed. Fastify runs a hook that returns a promise until it settles, and any other
 * until it calls `done`: the wrapper keeps whichever way the hook has.
 */
function timed(hook: OnRequestHook): OnRequestHook {
  return function (this: FastifyInstance, request, reply, done) {
    const before = hasStaff(request);
    const start = performance.now();
    const record = () => {
      if (!before && hasStaff(request)) guardMs.set(request, performance.now() - start);
    };
    const result = hook.call(this, request, reply, (error) => {
      record();
      done(error);
    });
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then((value) => {
        record();
        return value;
      });
    }
    return result;
  };
}

// Callback-style hooks of its own: no promise between the hooks they time.
subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    done();
  });
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    hooksDone.set(request, performance.now());
    done(null, payload);
  });
  // Called for each new plugin scope before the plugin's own code runs, so before it adds hooks.
  fastify.addHook('onRegister', (instance) => {
    const addHook = instance.addHook.bind(instance) as (name: string, hook: unknown) => unknown;
    (instance as { addHook: unknown }).addHook = (name: string, hook: OnRequestHook) =>
      addHook(name, name === 'onRequest' ? timed(hook) : hook);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const start = started.get(request);
    if (start !== undefined) {
      const ms = (value: number) => value.toFixed(4);
      const parts = [
        `onrequest;dur=${ms((hooksDone.get(request) ?? Number.NaN) - start)}`,
        `total;dur=${ms(performance.now() - start)}`,
      ];
      const guard = guardMs.get(request);
      if (guard !== undefined) parts.unshift(`guard;dur=${ms(guard)}`);
      reply.header('Server-Timing', parts.join(', '));
    }
    done(null, payload);
  });
});
