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

/**
 * Signs up through the public sign-up call, as any stranger holding the web API key can: no
 * staff claim. Without an e-mail the account is anonymous.
 */
export async function signUp(email?: string, password?: string): Promise<SignedIn> {
  const json = await emulatorCall('signUp', {
    ...(email ? { email, password } : {}),
    returnSecureToken: true,
  });
  return { idToken: json.idToken!, uid: json.localId!, email: json.email ?? '' };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims in an ID token (not verified: for tests to read what the emulator issued). */
export const tokenClaims = (idToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;

export type TokenSubject = { uid?: string; email?: string };

export type CraftedTokenOptions = {
  /** Negative: expired that long ago. */
  expiresInSeconds?: number;
  projectId?: string;
  /** Custom claims; by default the staff claim, as the demo account's tokens carry. */
  claims?: Record<string, unknown>;
  /** When the person signed in (auth_time and iat), in seconds before now; default: now. */
  issuedSecondsAgo?: number;
};

/**
 * A token shaped exactly like the emulator's own (unsigned, alg none, audience and issuer of the
 * project), expiring `expiresInSeconds` from now (negative: in the past). firebase-admin accepts
 * such tokens only when it talks to the emulator.
 */
export function emulatorStyleToken(
  subject: TokenSubject = {},
  {
    expiresInSeconds = 3600,
    projectId = PROJECT_ID,
    claims = { staff: true },
    issuedSecondsAgo,
  }: CraftedTokenOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const uid = subject.uid ?? 'crafted-token-user';
  const email = subject.email ?? DEMO_ACCOUNT.email;
  // A live token is issued now: firebase-admin refuses one issued before the account's
  // tokensValidAfterTime as revoked. An expired one was issued an hour before it expired.
  const issuedAt =
    issuedSecondsAgo !== undefined
      ? now - issuedSecondsAgo
      : expiresInSeconds > 0
        ? now
        : now + expiresInSeconds - 3600;
  const payload = {
    ...claims,
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
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
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
