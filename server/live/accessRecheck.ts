// An events stream outlives the check its request passed: a person deactivated, revoked or whose
// token expired must stop receiving requests (customers' phones among them) as their calls stop
// being accepted. The stream's token is checked again every so often, as a new call would be.
import type { TokenVerifier } from '../deps';
import { isVerifierUnavailable } from '../http/authGuard';

/**
 * Every verdict is remembered for 60 s anyway (see the verdict cache): checking more often would
 * learn nothing new.
 */
export const ACCESS_RECHECK_MS = 60_000;

/** Calls `onRefused` once the token is no longer a staff member's; returns the function to stop. */
export function recheckAccess(
  token: string,
  tokens: TokenVerifier,
  onRefused: () => void,
  everyMs = ACCESS_RECHECK_MS,
): () => void {
  const check = () => {
    tokens.verify(token).then(
      (verified) => {
        if (!verified.staff) onRefused();
      },
      (error: unknown) => {
        // Firebase unreachable says nothing about the person: the stream goes on.
        if (!isVerifierUnavailable(error)) onRefused();
      },
    );
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
