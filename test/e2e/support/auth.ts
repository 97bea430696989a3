// ID tokens from the Auth Emulator for API calls, and the demo staff account.
import { DEMO_ACCOUNT, PROJECT_ID } from '../../../scripts/stack';
import { stackUrls } from './stackEnv';

export { DEMO_ACCOUNT };

export type SignedIn = { idToken: string; uid: string; email: string };

async function emulatorCall(action: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=any`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`accounts:${action} failed: ${JSON.stringify(json)}`);
  return json;
}

/** Signs in through the emulator's REST API (the demo account by default). */
export async function signIn(
  email: string = DEMO_ACCOUNT.email,
  password: string = DEMO_ACCOUNT.password,
): Promise<SignedIn> {
  const json = await emulatorCall('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { idToken: json.idToken!, uid: json.localId!, email: json.email! };
}

/** A fresh ID token for the demo account. */
export async function idToken(): Promise<string> {
  return (await signIn()).idToken;
}

/** `{ Authorization: 'Bearer …' }` for the demo account (or the given token). */
export async function authHeaders(token?: string): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${token ?? (await idToken())}` };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export type TokenSubject = { uid?: string; email?: string };

/**
 * A token shaped exactly like the emulator's own (unsigned, alg none, audience and issuer of the
 * project), expiring `expiresInSeconds` from now (negative: in the past). firebase-admin accepts
 * such tokens only when it talks to the emulator.
 */
export function emulatorStyleToken(
  subject: TokenSubject = {},
  { expiresInSeconds = 3600, projectId = PROJECT_ID } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const uid = subject.uid ?? 'crafted-token-user';
  const email = subject.email ?? DEMO_ACCOUNT.email;
  // A live token is issued now: firebase-admin refuses one issued before the account's
  // tokensValidAfterTime as revoked. An expired one was issued an hour before it expired.
  const issuedAt = expiresInSeconds > 0 ? now : now + expiresInSeconds - 3600;
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: now + expiresInSeconds,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/**
 * A token that expired an hour ago and is otherwise right: pass the demo account's uid and e-mail
 * (from signIn) so its expiry is the only reason for firebase-admin to refuse it.
 */
export const expiredToken = (subject: TokenSubject = {}, projectId: string = PROJECT_ID) =>
  emulatorStyleToken(subject, { expiresInSeconds: -3600, projectId });

/** An e-mail nobody has used yet in this run, for account-creation tests. */
export const uniqueEmail = (prefix = 'test') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@vasos.test`;
