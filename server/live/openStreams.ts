// The events streams open on this instance, each with the person and the token times it was
// opened with. A stream outlives the check its request passed: a person deactivated, whose role
// changed, who lost the staff claim or whose session is over must stop receiving requests
// (customers' phones among them) as their calls stop being accepted (docs/access.md, "How long a
// removed person can still act").
import type { FastifyBaseLogger } from 'fastify';
import type { AccountStanding, TokenVerifier, VerifiedToken } from '../deps';
import { sessionExpired } from '../http/access/sessionAge';

/**
 * How often the accounts of the open streams are asked about again (with the identity provider
 * itself: a remembered verdict would say nothing new). A change made through another instance,
 * the staff CLI or the Firebase console ends the streams within this and the provider's answer:
 * under 5 s. Each time costs one call for every 100 accounts with a stream open, however many
 * streams and tokens they have.
 */
export const ACCESS_RECHECK_MS = 4_000;

export type OpenStream = {
  uid: string;
  /** The times of the token it was opened with: when the person signed in, when it expires. */
  token: Pick<VerifiedToken, 'authTime' | 'expiresAt'>;
  end(): void;
};

export type OpenStreams = {
  /** Follows a stream until the returned function is called (when it ends). */
  add(stream: OpenStream): () => void;
  /** Ends this person's streams now (deactivated, role changed, staff claim lost). */
  endFor: (uid: string) => void;
  /** Asks once how every open stream's account stands; ends those refused. Settles when done. */
  recheck(): Promise<void>;
  size(): number;
};

/** Why the account may no longer follow the requests, or undefined. */
function accountRefusal(
  standing: AccountStanding | undefined,
  token: OpenStream['token'],
): string | undefined {
  if (!standing) return 'account deleted';
  if (standing.disabled) return 'account disabled';
  if (!standing.staff) return 'no staff claim';
  // As Firebase's revocation check: a sign-in before the revocation. Unknown sign-in: refused.
  if (standing.validSince !== undefined && (token.authTime ?? -Infinity) < standing.validSince) {
    return 'sessions revoked';
  }
  return undefined;
}

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

  /** One question for these streams' accounts; undefined when it cannot be asked. */
  async function standingsOf(
    checked: readonly OpenStream[],
  ): Promise<Map<string, AccountStanding> | undefined> {
    const uids = [...new Set(checked.map((stream) => stream.uid))];
    if (uids.length === 0) return new Map();
    try {
      return await tokens.standings(uids);
    } catch (error) {
      // Firebase out of reach says nothing about the people: their streams go on.
      log.warn({ err: error }, 'cannot check the accounts of the open events streams');
      return undefined;
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
      // A stream opened while the provider answers is not in its answer: it waits for the next.
      const checked = [...streams];
      const standings = await standingsOf(checked);
      const refused = new Set<string>();
      for (const stream of checked) {
        if (!streams.has(stream)) continue;
        const { token } = stream;
        // Its token's own times need nobody asked: the client reconnects with a fresh token.
        if (token.expiresAt !== undefined && token.expiresAt <= now()) {
          end(stream, 'token expired');
          continue;
        }
        if (sessionExpired(token, now())) {
          end(stream, 'session expired');
          continue;
        }
        const reason = standings && accountRefusal(standings.get(stream.uid), token);
        if (!reason) continue;
        end(stream, reason);
        refused.add(stream.uid);
      }
      // Their other calls are refused at once too, not when the remembered verdict expires.
      refused.forEach((uid) => tokens.forget(uid));
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
