// The events streams open on this instance, each with the person and token it was opened with. A
// stream outlives the check its request passed: a person deactivated, whose role changed, who lost
// the staff claim or whose session is over must stop receiving requests (customers' phones among
// them) as their calls stop being accepted (docs/access.md, "How long a removed person can still
// act").
import type { FastifyBaseLogger } from 'fastify';
import type { TokenVerifier } from '../deps';
import { isVerifierUnavailable } from '../http/authGuard';
import { sessionExpired } from '../http/sessionAge';

/**
 * How often every open stream's token is checked again, with the identity provider itself (a
 * remembered verdict would say nothing new): a change made through another instance, the staff
 * CLI or the Firebase console ends the streams within this.
 */
export const ACCESS_RECHECK_MS = 15_000;

export type OpenStream = { uid: string; token: string; end(): void };

export type OpenStreams = {
  /** Follows a stream until the returned function is called (when it ends). */
  add(stream: OpenStream): () => void;
  /** Ends this person's streams now (deactivated, role changed, staff claim lost). */
  endFor(uid: string): void;
  /** Checks every open stream's token afresh; ends those refused. Settles when all are checked. */
  recheck(): Promise<void>;
  size(): number;
};

export function openStreams(
  tokens: TokenVerifier,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): OpenStreams {
  const streams = new Set<OpenStream>();

  const end = (stream: OpenStream, reason: string) => {
    if (!streams.delete(stream)) return;
    log.info({ uid: stream.uid, reason }, 'events stream ended: access changed');
    stream.end();
  };

  // One question per token, however many streams (tabs) share it.
  async function refusal(token: string): Promise<string | undefined> {
    try {
      const verified = await tokens.verify(token, { fresh: true });
      if (!verified.staff) return 'no staff claim';
      return sessionExpired(verified, now()) ? 'session expired' : undefined;
    } catch (error) {
      // Firebase out of reach says nothing about the person: the stream goes on.
      return isVerifierUnavailable(error) ? undefined : 'token refused';
    }
  }

  return {
    add(stream) {
      streams.add(stream);
      return () => void streams.delete(stream);
    },
    endFor(uid) {
      for (const stream of [...streams]) if (stream.uid === uid) end(stream, 'changed here');
    },
    async recheck() {
      const byToken = new Map<string, OpenStream[]>();
      for (const stream of streams)
        byToken.set(stream.token, [...(byToken.get(stream.token) ?? []), stream]);
      await Promise.all(
        [...byToken].map(async ([token, sharing]) => {
          const reason = await refusal(token);
          if (!reason) return;
          sharing.forEach((stream) => end(stream, reason));
          // Their other calls are refused at once too, not when the remembered verdict expires.
          tokens.forget(sharing[0]!.uid);
        }),
      );
    },
    size: () => streams.size,
  };
}

/** Rechecks every `everyMs` until the returned function is called. */
export function recheckEvery(streams: OpenStreams, everyMs = ACCESS_RECHECK_MS): () => void {
  const timer = setInterval(() => void streams.recheck(), everyMs);
  // The checks must not keep the process alive on their own.
  timer.unref();
  return () => clearInterval(timer);
}
