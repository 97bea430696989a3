import { expect, test, type APIRequestContext } from '@playwright/test';
import { stackUrls } from '../support/stack/stackEnv';
import { stackApi } from '../support/stack/apiTarget';
import {
  emulatorStyleToken,
  signIn,
  signUp,
  tokenClaims,
  uniqueEmail,
} from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { ownLines, runStaffCli } from './support/staffCli';

// Each run starts a Node process with TypeScript compiled on the fly: seconds on this machine.
test.describe.configure({ timeout: 90_000 });

const PETICIONES = '/api/admin/peticiones/sinasignar';

async function apiStatus(request: APIRequestContext, idToken: string): Promise<number> {
  const response = await request.get(stackApi.url(PETICIONES), {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return response.status();
}

test('add --password creates an account that is staff: it signs in and is let in', async ({
  request,
}) => {
  const email = uniqueEmail('cli-alta');
  const result = await runStaffCli(['add', email, '--password', 'secreto1']);
  expect(result.code, result.stderr).toBe(0);
  expect(ownLines(result.stdout)).toEqual([expect.stringContaining(email)]);

  const session = await signIn(email, 'secreto1');
  expect(tokenClaims(session.idToken).staff).toBe(true);
  expect(await apiStatus(request, session.idToken)).toBe(200);
});

test('add takes the password from STAFF_PASSWORD', async ({ request }) => {
  const email = uniqueEmail('cli-env');
  const result = await runStaffCli(['add', email], { STAFF_PASSWORD: 'desde-el-entorno' });
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).not.toContain('oobCode');
  expect(await apiStatus(request, (await signIn(email, 'desde-el-entorno')).idToken)).toBe(200);
});

test('add without a password prints a link with which the person chooses one, then gets in', async ({
  request,
}) => {
  const email = uniqueEmail('cli-enlace');
  const result = await runStaffCli(['add', email]);
  expect(result.code, result.stderr).toBe(0);
  const link = /(https?:\/\/\S+)/.exec(result.stdout)?.[1];
  expect(link).toBeDefined();
  const oobCode = new URL(link!).searchParams.get('oobCode');
  expect(new URL(link!).searchParams.get('mode')).toBe('resetPassword');

  // What the page behind the link does: set the new password with the code.
  const reset = await fetch(
    `${stackUrls().authEmulator}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: 'elegida-por-ella' }),
    },
  );
  expect(reset.status).toBe(200);
  expect(await apiStatus(request, (await signIn(email, 'elegida-por-ella')).idToken)).toBe(200);
});

test('failures say why in one line and exit non-zero', async () => {
  const taken = uniqueEmail('cli-repetida');
  expect((await runStaffCli(['add', taken, '--password', 'secreto1'])).code).toBe(0);

  const cases: [string[], number, RegExp][] = [
    [['add', taken, '--password', 'secreto1'], 1, /already has an account/],
    [['grant', uniqueEmail('cli-nadie')], 1, /No account with the e-mail/],
    [['revoke', uniqueEmail('cli-nadie')], 1, /No account with the e-mail/],
    [['add', uniqueEmail('cli-corta'), '--password', '123'], 1, /at least 6 characters/],
    [['promote', taken], 2, /Unknown command: promote/],
    [['grant'], 2, /exactly one e-mail/],
    [['grant', 'not-an-email'], 2, /Not an e-mail address/],
  ];
  // Started together: each run is a process start of its own, and none changes what another finds.
  const results = await Promise.all(cases.map(([args]) => runStaffCli(args)));
  for (const [i, [args, code, message]] of cases.entries()) {
    const result = results[i]!;
    expect(result.code, args.join(' ')).toBe(code);
    expect(ownLines(result.stderr)[0], args.join(' ')).toMatch(message);
    expect(result.stdout.trim(), args.join(' ')).toBe('');
  }
});

test('grant lets a self-registered account in at its next sign-in; revoke takes it away; other claims stay', async ({
  request,
}) => {
  const email = uniqueEmail('cli-permiso');
  const person = await signUp(email, 'secreto1');
  await emulatorAuth().setCustomUserClaims(person.uid, { nivel: 'oro' });
  expect(await apiStatus(request, (await signIn(email, 'secreto1')).idToken)).toBe(403);

  const granted = await runStaffCli(['grant', email]);
  expect(granted.code, granted.stderr).toBe(0);
  const staffSession = await signIn(email, 'secreto1');
  expect(tokenClaims(staffSession.idToken)).toMatchObject({ staff: true, nivel: 'oro' });
  expect(await apiStatus(request, staffSession.idToken)).toBe(200);

  const revoked = await runStaffCli(['revoke', email]);
  expect(revoked.code, revoked.stderr).toBe(0);
  const after = await signIn(email, 'secreto1');
  expect(tokenClaims(after.idToken).staff).toBeUndefined();
  expect(tokenClaims(after.idToken).nivel).toBe('oro');
  expect(await apiStatus(request, after.idToken)).toBe(403);
  expect((await emulatorAuth().getUser(person.uid)).customClaims).toEqual({ nivel: 'oro' });
});

test('revoke also refuses the tokens issued before it, claim and all (401)', async ({
  request,
}) => {
  // An account without a password has no tokensValidAfterTime, so tokens "issued" a little
  // earlier are valid until the revoke: the revoke alone decides.
  const email = uniqueEmail('cli-revocada');
  const person = await emulatorAuth().createUser({ email });
  expect((await runStaffCli(['grant', email])).code).toBe(0);
  const subject = { uid: person.uid, email };
  const before = emulatorStyleToken(subject, { issuedSecondsAgo: 30 });
  expect(await apiStatus(request, before)).toBe(200);

  expect((await runStaffCli(['revoke', email])).code).toBe(0);
  // A token from before the revoke this server has not seen yet (its verdict is not remembered).
  const unseen = emulatorStyleToken(subject, { issuedSecondsAgo: 31 });
  expect(await apiStatus(request, unseen)).toBe(401);
});

test('--admin: add makes an administrator, grant makes an existing account one; without it, add makes Personal and grant keeps the role; revoke takes both claims', async () => {
  const plain = uniqueEmail('cli-personal');
  expect((await runStaffCli(['add', plain, '--password', 'secreto1'])).code).toBe(0);
  expect(tokenClaims((await signIn(plain, 'secreto1')).idToken).admin).toBeUndefined();

  const boss = uniqueEmail('cli-jefa');
  const added = await runStaffCli(['add', boss, '--password', 'secreto1', '--admin']);
  expect(added.code, added.stderr).toBe(0);
  expect(ownLines(added.stdout)).toEqual([expect.stringContaining('an administrator')]);
  expect(tokenClaims((await signIn(boss, 'secreto1')).idToken)).toMatchObject({
    staff: true,
    admin: true,
  });

  // The first administrator of an installation whose accounts predate roles.
  const granted = await runStaffCli(['grant', plain, '--admin']);
  expect(granted.code, granted.stderr).toBe(0);
  expect(tokenClaims((await signIn(plain, 'secreto1')).idToken)).toMatchObject({ admin: true });
  expect((await runStaffCli(['grant', plain])).code).toBe(0);
  expect(tokenClaims((await signIn(plain, 'secreto1')).idToken)).toMatchObject({ admin: true });

  expect((await runStaffCli(['revoke', plain])).code).toBe(0);
  const { uid } = await emulatorAuth().getUserByEmail(plain);
  expect((await emulatorAuth().getUser(uid)).customClaims).toEqual({});
});
