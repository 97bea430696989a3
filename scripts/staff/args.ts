// The staff CLI's command line: `add|grant|revoke <email> [--password <p>] [--admin]`.
import { isEmail } from '../../server/staff/email';

export const USAGE = [
  'Usage: npm run staff -- add <email> [--password <password>] [--admin]   create a staff account',
  '       npm run staff -- grant <email> [--admin]             make an existing account staff',
  '       npm run staff -- revoke <email>                      take staff access away',
  'add without --password uses STAFF_PASSWORD, else prints a link for the person to choose one.',
  '--admin makes the account an administrator; without it, add makes Personal and grant keeps',
  'the role the account has.',
].join('\n');

export type StaffCommand = 'add' | 'grant' | 'revoke';
export type StaffArgs = {
  command: StaffCommand;
  email: string;
  password?: string;
  /** `--admin`: an administrator (docs/access.md, "Roles"). */
  admin: boolean;
};
export type ParsedArgs = StaffArgs | { help: true } | { error: string };

const COMMANDS: readonly string[] = ['add', 'grant', 'revoke'];

export function parseStaffArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): ParsedArgs {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return { help: true };
  const [command, ...rest] = argv;
  if (!COMMANDS.includes(command!)) return { error: `Unknown command: ${command}` };
  const positional: string[] = [];
  let password: string | undefined;
  let admin = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--admin') {
      if (command === 'revoke') return { error: '--admin goes with add or grant' };
      admin = true;
    } else if (arg === '--password' || arg.startsWith('--password=')) {
      if (command !== 'add') return { error: '--password only goes with add' };
      password = arg === '--password' ? rest[++i] : arg.slice('--password='.length);
      if (!password) return { error: '--password needs a value' };
    } else if (arg.startsWith('-')) {
      return { error: `Unknown option: ${arg}` };
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return { error: `${command} takes exactly one e-mail address` };
  const email = positional[0]!;
  if (!isEmail(email)) return { error: `Not an e-mail address: ${email}` };
  if (command === 'add') password ??= env.STAFF_PASSWORD || undefined;
  return { command: command as StaffCommand, email, password, admin };
}
