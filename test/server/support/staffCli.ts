// Runs the staff CLI as an operator would (`npm run staff -- …`) against the test stack's emulator.
import { spawn } from 'node:child_process';
import { PROJECT_ID, ROOT } from '../../../scripts/stack';
import { stackUrls } from '../../support/stack/stackEnv';

export type CliResult = { code: number | null; stdout: string; stderr: string };

export function runStaffCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const child = spawn('npm', ['run', '--silent', 'staff', '--', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: new URL(stackUrls().authEmulator).host,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      STAFF_PASSWORD: undefined,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** stderr without npm's own warnings about the machine's configuration. */
export const ownLines = (output: string) =>
  output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
