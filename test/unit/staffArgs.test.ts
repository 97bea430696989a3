import { parseStaffArgs } from '../../scripts/staff/args';

test('add, grant and revoke take one e-mail; add also a password, from --password or STAFF_PASSWORD', () => {
  expect(parseStaffArgs(['grant', 'ana@vasos.test'])).toEqual({
    command: 'grant',
    email: 'ana@vasos.test',
    password: undefined,
    admin: false,
  });
  expect(parseStaffArgs(['add', 'ana@vasos.test', '--password', 'secreto1'])).toMatchObject({
    password: 'secreto1',
  });
  expect(parseStaffArgs(['add', '--password=secreto1', 'ana@vasos.test'])).toMatchObject({
    email: 'ana@vasos.test',
    password: 'secreto1',
  });
  expect(
    parseStaffArgs(['add', 'ana@vasos.test'], { STAFF_PASSWORD: 'del-entorno' }),
  ).toMatchObject({ password: 'del-entorno' });
  // The flag wins over the environment; revoke never takes a password.
  expect(
    parseStaffArgs(['add', 'ana@vasos.test', '--password', 'flag'], { STAFF_PASSWORD: 'env' }),
  ).toMatchObject({ password: 'flag' });
  expect(parseStaffArgs(['revoke', 'ana@vasos.test'], { STAFF_PASSWORD: 'env' })).toMatchObject({
    password: undefined,
  });
});

test('--admin makes add and grant make an administrator, in any place of the line', () => {
  expect(parseStaffArgs(['add', 'ana@vasos.test', '--admin'])).toMatchObject({
    command: 'add',
    admin: true,
  });
  expect(parseStaffArgs(['grant', '--admin', 'ana@vasos.test'])).toMatchObject({
    command: 'grant',
    email: 'ana@vasos.test',
    admin: true,
  });
  expect(parseStaffArgs(['add', 'ana@vasos.test', '--password', 'x1234567'])).toMatchObject({
    admin: false,
  });
});

test('anything else is an error naming the problem, or the help', () => {
  expect(parseStaffArgs([])).toEqual({ help: true });
  expect(parseStaffArgs(['--help'])).toEqual({ help: true });
  const errors: [string[], RegExp][] = [
    [['remove', 'ana@vasos.test'], /Unknown command/],
    [['grant'], /exactly one e-mail/],
    [['grant', 'a@vasos.test', 'b@vasos.test'], /exactly one e-mail/],
    [['grant', 'ana'], /Not an e-mail address/],
    [['grant', 'ana@vasos.test', '--password', 'x'], /only goes with add/],
    [['add', 'ana@vasos.test', '--password'], /needs a value/],
    [['add', 'ana@vasos.test', '--force'], /Unknown option/],
    [['revoke', 'ana@vasos.test', '--admin'], /--admin goes with add or grant/],
  ];
  for (const [argv, message] of errors) {
    const parsed = parseStaffArgs(argv);
    expect('error' in parsed ? parsed.error : parsed).toMatch(message);
  }
});
