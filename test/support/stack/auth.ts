// ID tokens from the run's Auth Emulator for API calls, and the demo staff account. Node only: for
// the server and end-to-end specs alike.
import { request } from 'node:http';
import { DEMO_ACCOUNT, PERSONAL_ACCOUNT, PROJECT_ID } from '../../../scripts/stack';
import { stackUrls } from './stackEnv';

// The stack's two demo accounts: an administrator (the default of every helper here) and Personal.
export { DEMO_ACCOUNT, PERSONAL_ACCOUNT };

export type SignedIn = { idToken: string; uid: string; email: string };

/**
 * POSTs JSON on a connection of its own. A kept-alive one may have been closed by the emulator while
 * this process was busy (an API started in process compiles its database engine for seconds), and
 * a request sent on it fails.
 */
function postJson(url: string, body: object): Promise<{ ok: boolean; json: unknown }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({ ok: status >= 200 && status < 300, json: JSON.parse(text) });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

async function emulatorCall(action: string, body: object): Promise<Record<string, string>> {
  const { ok, json } = await postJson(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=any`,
    body,
  );
  if (!ok) throw new Error(`accounts:${action} failed: ${JSON.stringify(json)}`);
  return json as Record<string, string>;
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
