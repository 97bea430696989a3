import { parseStaffArgs } from '../../scripts/staff/args';

test('add, grant and revoke take one e-mail; add also a password, from --password or STAFF_PASSWORD', () => {
  expect(parseStaffArgs(['grant', 'ana@vasos.test'])).toEqual({
    command: 'grant',
    email: 'ana@vasos.test',
    password: undefined,
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
  ];
  for (const [argv, message] of errors) {
    const parsed = parseStaffArgs(argv);
    expect('error' in parsed ? parsed.error : parsed).toMatch(message);
  }
});
