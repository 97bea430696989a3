import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger (`request.log`, `reply.log`), made into pino's child logger only when a line
 * goes through it. Fastify makes that child for every request, and pino's `child` writes its
 * bindings out as JSON each time: about 2 % of a price table's GET under load, for a logger most
 * requests use once, for their own line, which can go through the parent (`parentForLines`).
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /**
   * The parent, while the child is not made and would only add the bindings (no level or
   * serializers of its own, such as a quiet route's): a line written through it with the bindings
   * first among its fields has the child's bytes (pino writes a child's bindings before a line's
   * own fields).
   */
  get parentForLines(): FastifyBaseLogger | undefined {
    return this.#child === undefined && isEmpty(this.options) ? this.parent : undefined;
  }

  get level() {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level) {
    this.logger.level = level;
  }

  fatal(...args: LogArgs) {
    this.logger.fatal(...args);
  }
  error(...args: LogArgs) {
    this.logger.error(...args);
  }
  warn(...args: LogArgs) {
    this.logger.warn(...args);
  }
  info(...args: LogArgs) {
    this.logger.info(...args);
  }
  debug(...args: LogArgs) {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs) {
    this.logger.trace(...args);
  }
  silent(...args: LogArgs) {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger.child(bindings, options);
  }
}

const isEmpty = (options: ChildOptions) => {
  for (const key in options) if (options[key as keyof typeof options] !== undefined) return false;
  return true;
};

/** Fastify's `childLoggerFactory`: each request's logger, made when first used. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);
