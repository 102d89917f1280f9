// Lints pieces of code as if each were a file at a given path, with the ESLint config that applies
// from a given folder (the repository root, or a project folder as `nx lint` does). Reads
// [{ cwd, filePath, code }] as JSON on stdin; prints, for each, [{ ruleId, message, line }] as JSON.
//
// apps/api/test/architecture.spec.ts runs this in a child process: inside Jest, ESLint cannot load
// an eslint.config.mjs (dynamic import needs --experimental-vm-modules there).
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const snippets = JSON.parse(await text(process.stdin));
const linters = new Map();
const results = [];
for (const { cwd, filePath, code } of snippets) {
  if (!linters.has(cwd)) linters.set(cwd, new ESLint({ cwd }));
  const [result] = await linters.get(cwd).lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(results));
