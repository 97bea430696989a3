// A second member of staff for the specs where who acts matters (only the assignee may move a
// request; a reassignment needs an active colleague): an account made through the API, as
// `Agregar Usuario` makes one, signed in on the run's Auth Emulator.
import { apiPaths } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';
import { signIn, uniqueEmail, type SignedIn } from '../../support/stack/auth';

export const PASSWORD = 'secreto1';

export type Member = SignedIn & { headers: Record<string, string> };

export const asMember = (signedIn: SignedIn): Member => ({
  ...signedIn,
  headers: { Authorization: `Bearer ${signedIn.idToken}` },
});

/** A new staff account created by `creator` through `api`, signed in. */
export async function newColleague(api: ApiTarget, creator: Member, prefix = 'colega') {
  const email = uniqueEmail(prefix);
  const response = await fetch(api.url(apiPaths.users), {
    method: 'POST',
    headers: { ...creator.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`Cannot create ${email}: ${response.status}`);
  return asMember(await signIn(email, PASSWORD));
}
