#!/usr/bin/env node
// `npm test`: every test Cantina has, in one command, with one closing count.
//   1. unit + integration (Jest: libs, and the API against a real embedded PostgreSQL + socket.io clients)
//   2. web unit tests (Vitest through Angular's unit-test builder)
//   3. build api + web, then browser tests (Jest + playwright-core + Chromium against the built app)
// Prints "N passed, N failed, N skipped" last; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const results = join(root, 'tmp/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  console.log(`=== ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

function counts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

const steps = [
  {
    label: 'unit + integration (jest)',
    ok: () =>
      run('unit + integration (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${join(results, 'jest.json')}`]),
    file: join(results, 'jest.json'),
  },
  {
    label: 'web unit (vitest)',
    ok: () => run('web unit (vitest)', bin('nx'), ['test', 'web', '--configuration=ci', '--skip-nx-cache']),
    file: join(results, 'web.json'),
  },
  {
    label: 'build api + web',
    ok: () => run('build api + web', bin('nx'), ['run-many', '-t', 'build', '-p', 'api', 'web']),
  },
  {
    label: 'browser (playwright-core + chromium)',
    ok: () =>
      run('browser', bin('jest'), [
        '-c',
        'apps/web-e2e/e2e.jest.config.cts',
        '--ci',
        '--json',
        `--outputFile=${join(results, 'e2e.json')}`,
      ]),
    file: join(results, 'e2e.json'),
    needsBuild: true,
  },
];

const total = { passed: 0, failed: 0, skipped: 0 };
const broken = [];
let built = true;
for (const step of steps) {
  if (step.needsBuild && !built) {
    broken.push(`${step.label} (not run: the build failed)`);
    continue;
  }
  const ok = step.ok();
  if (!step.file && !ok) built = false;
  const c = step.file ? counts(step.file) : undefined;
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    console.log(`--- ${step.label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  }
  if (!ok) broken.push(step.label);
}

console.log('');
if (broken.length) console.log(`FAILED: ${broken.join('; ')}`);
if (broken.length && total.failed === 0) total.failed = broken.length; // a step that failed without counting tests still fails the run
const line = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
writeFileSync(join(results, 'summary.txt'), `${total.passed} passed, ${total.failed} failed\n`);
console.log(line);
process.exit(broken.length ? 1 : 0);
