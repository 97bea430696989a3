// Lints texts with the project's ESLint configuration, for test/unit/lintFences.test.ts: the cases
// arrive on stdin as JSON ([{ code, filePath }]) and each one's messages (rule and text) leave on
// stdout. A process of its own: ESLint loads its configuration with a dynamic import, which Jest's
// module system cannot run.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint();
const results = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
