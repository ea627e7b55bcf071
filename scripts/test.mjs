// `pnpm test`: every suite — unit and API tests (vitest projects), then the browser journeys.
// The API suite runs a second time in cluster mode when TEST_DATABASE_URL and TEST_REDIS_URL are set.
// Ends with one summary line, "N passed, N failed", summed over every run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'node_modules', '.cache', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const only = process.argv.slice(2); // e.g. `pnpm test unit api` or `pnpm test e2e`
const want = (name) => only.length === 0 || only.includes(name);
// The browser journeys need Chromium: find it (or install/stop with one line) before any suite runs.
if (want('e2e')) process.env.CHROMIUM_PATH = requireChromium();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = []; // "run › file › test: first line of the error", repeated at the very end
const flaky = []; // tests that failed once and passed on their retry: named, so they are fixed, not forgotten
let failedRuns = 0;

function run(name, args, env = {}) {
  const json = join(out, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(vitest, ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  try {
    const res = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += res.numPassedTests;
    totals.failed += res.numFailedTests;
    totals.skipped += res.numPendingTests + res.numTodoTests;
    for (const file of res.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'passed' && t.failureMessages?.length) flaky.push(`${name} › ${file.name.replace(root, '')} › ${t.fullName}\n    ${String(t.failureMessages[0]).split('\n').slice(0, 3).join(' | ').slice(0, 400)}`);
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
        failures.push(`${name} › ${file.name.replace(root, '')} › ${t.fullName}\n    ${why.slice(0, 400)}`);
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        failures.push(`${name} › ${file.name.replace(root, '')}\n    ${String(file.message ?? '').slice(0, 400)}`);
      }
    }
    if (res.numTotalTests === 0) {
      console.error(`${name}: no test ran`);
      failedRuns++;
    }
  } catch {
    console.error(`${name}: no results were written`);
    failedRuns++;
  }
  if (r.status !== 0) failedRuns++;
}

if (want('unit')) run('unit', ['--project', 'unit']);
if (want('api')) {
  // Embedded first; cluster (real PostgreSQL + Redis + apps/worker process) when the machine offers them.
  const { TEST_DATABASE_URL, TEST_REDIS_URL, ...rest } = process.env;
  void rest;
  run('api-embedded', ['--project', 'api'], { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' });
  if (TEST_DATABASE_URL && TEST_REDIS_URL) run('api-cluster', ['--project', 'api'], { TEST_ONLY_CLUSTER: '1' });
  else console.log('\n(api cluster mode skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run it)');
}
if (want('e2e')) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const b = spawnSync('pnpm', ['--filter', '@landscape/web', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) failedRuns++;
  }
  run('e2e', ['-c', 'vitest.e2e.config.ts']);
}

if (flaky.length > 0) console.log(`\nPassed on retry (flaky, to be fixed):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
// The failures again, last, so a log that keeps only its tail still says which test failed and why.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
