import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The commit-msg hook kept in scripts/git-hooks (README.md, "Commits"), run as git runs it, and
// the npm `prepare` script that installs it for a clone and does nothing anywhere else.
const ROOT = path.resolve(__dirname, '../..');
const HOOK = path.join(ROOT, 'scripts/git-hooks/commit-msg');
const PREPARE: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts
  .prepare;
// Git looks for a repository no higher than the temporary folder.
const GIT_ENV = { ...process.env, GIT_CEILING_DIRECTORIES: tmpdir() };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runHook(message: string) {
  const file = path.join(dir, 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  const { status, stderr } = spawnSync(HOOK, [file], { encoding: 'utf8' });
  return { status, stderr };
}

const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
const prepare = (cwd: string) => spawnSync('sh', ['-c', PREPARE], { cwd, env: GIT_ENV });

test('a subject of up to 72 characters, alone or with a body after a blank line, passes', () => {
  const subject = `Keep every subject short ${'x'.repeat(47)}`;
  expect([...subject]).toHaveLength(72);
  expect(runHook(`${subject}\n`).status).toBe(0);
  expect(runHook(`${subject}\n\nWhy, in a body of any length.\n`).status).toBe(0);
  // Characters, not bytes: 72 accented letters are 144 bytes.
  expect(runHook(`${'é'.repeat(72)}\n`).status).toBe(0);
  // As git hands it over: its comment lines and, with -v, the diff below the scissors.
  const withComments = `${subject}\n\nBody.\n# Please enter the commit message\n# ${'-'.repeat(24)} >8 ${'-'.repeat(24)}\n${'+'.repeat(200)}\n`;
  expect(runHook(withComments).status).toBe(0);
});

test('a subject over 72 characters is refused, saying its length and the limit', () => {
  const { status, stderr } = runHook(`${'x'.repeat(73)}\n\nBody.\n`);
  expect(status).toBe(1);
  expect(stderr).toContain('The subject is 73 characters; at most 72');
  expect(stderr).toContain('README.md, "Commits"');
  // A fixup is squashed into the commit it names before it lands: its subject may be longer.
  expect(runHook(`fixup! ${'x'.repeat(72)}\n`).status).toBe(0);
});

test('a body right under the subject is refused', () => {
  const { status, stderr } = runHook('Short subject\nBody without the blank line.\n');
  expect(status).toBe(1);
  expect(stderr).toContain('Leave a blank line between the subject and the body.');
});

test('prepare installs the hook for a clone, and git then runs it on each commit', () => {
  git(dir, 'init', '-q');
  expect(prepare(dir).status).toBe(0);
  expect(git(dir, 'config', 'core.hooksPath').stdout.trim()).toBe('scripts/git-hooks');

  mkdirSync(path.join(dir, 'scripts/git-hooks'), { recursive: true });
  copyFileSync(HOOK, path.join(dir, 'scripts/git-hooks/commit-msg'));
  const commit = (message: string) =>
    git(
      dir,
      '-c',
      'user.name=T',
      '-c',
      'user.email=t@t',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      message,
    );
  const refused = commit('x'.repeat(73));
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('at most 72');
  expect(commit('Short subject').status).toBe(0);
});

test('prepare does nothing, and succeeds, outside a clone or inside another project’s', () => {
  // A tarball or a copy: no repository at all.
  expect(prepare(dir).status).toBe(0);
  // Installed in another project's node_modules: that project's hooks are left alone.
  git(dir, 'init', '-q');
  const installed = path.join(dir, 'node_modules/vasos-admin');
  mkdirSync(installed, { recursive: true });
  expect(prepare(installed).status).toBe(0);
  expect(git(dir, 'config', 'core.hooksPath').stdout).toBe('');
});
