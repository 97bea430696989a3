// How accounts stand now in Firebase Auth, for the open events streams' recheck (live/openStreams.ts):
// the open streams of every account on this instance cost one call, not one per stream or token.
import type { Auth } from 'firebase-admin/auth';
import type { AccountStanding } from '../deps';
import { hasStaffClaim } from './claims';

/** The most accounts one `getUsers` call may name (firebase-admin refuses more). */
export const ACCOUNTS_PER_CALL = 100;

export async function accountStandings(
  auth: Auth,
  uids: readonly string[],
): Promise<Map<string, AccountStanding>> {
  const standings = new Map<string, AccountStanding>();
  for (let start = 0; start < uids.length; start += ACCOUNTS_PER_CALL) {
    const batch = uids.slice(start, start + ACCOUNTS_PER_CALL).map((uid) => ({ uid }));
    const { users } = await auth.getUsers(batch);
    for (const user of users) {
      const revokedAt = user.tokensValidAfterTime;
      standings.set(user.uid, {
        disabled: user.disabled,
        staff: hasStaffClaim(user.customClaims),
        // As firebase-admin's own revocation check reads it (verifyIdToken with checkRevoked).
        ...(revokedAt ? { validSince: new Date(revokedAt).getTime() } : {}),
      });
    }
  }
  return standings;
}
