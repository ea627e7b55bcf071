// `pnpm test`: every suite — unit and API tests (vitest projects), then the browser journeys.
// The API suite runs a second time in cluster mode when TEST_DATABASE_URL and TEST_REDIS_URL are set.
// Ends with where the time went (each stage's wall time and the CPU time of the processes it ran) and
// one summary line, "N passed, N failed", summed over every run.
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

// Where the time goes: each stage's wall time, and the CPU time (user + system) of every process it ran
// and waited for (this process's children's times, from /proc/self/stat: Linux only, else not shown).
const stages = [];
const slowest = []; // every test file's own time, the longest printed at the end
const TICK = 100; // USER_HZ, clock ticks a second in /proc's times on Linux
function childCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // after "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14
    return { user: Number(fields[13]) / TICK, sys: Number(fields[14]) / TICK };
  } catch {
    return null;
  }
}
function timed(name, fn) {
  const cpu0 = childCpu();
  const t0 = performance.now();
  try {
    return fn();
  } finally {
    const cpu1 = childCpu();
    stages.push({ name, wall: (performance.now() - t0) / 1000, user: cpu1 && cpu0 ? cpu1.user - cpu0.user : null, sys: cpu1 && cpu0 ? cpu1.sys - cpu0.sys : null });
  }
}
const fmt = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
function printStages() {
  if (stages.length === 0) return;
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  console.log('\nWhere the time went (wall; CPU = user + system of the processes the stage ran):');
  const total = { wall: 0, user: 0, sys: 0 };
  for (const s of stages) {
    total.wall += s.wall;
    total.user += s.user ?? 0;
    total.sys += s.sys ?? 0;
    const cpu = s.user === null ? '' : `   CPU ${fmt(s.user + s.sys)} (user ${fmt(s.user)}, sys ${fmt(s.sys)})`;
    console.log(`  ${s.name.padEnd(width)}  ${fmt(s.wall).padStart(10)}${cpu}`);
  }
  const cpu = stages[0].user === null ? '' : `   CPU ${fmt(total.user + total.sys)}`;
  console.log(`  ${'total'.padEnd(width)}  ${fmt(total.wall).padStart(10)}${cpu}`);
  if (slowest.length === 0) return;
  console.log('The longest test files (their own time; files run side by side):');
  for (const f of slowest.sort((a, b) => b.s - a.s).slice(0, 8)) console.log(`  ${fmt(f.s).padStart(10)}  ${f.name}`);
}

function run(name, args, env = {}) {
  const json = join(out, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const r = timed(name, () =>
    spawnSync(vitest, ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }),
  );
  try {
    const res = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += res.numPassedTests;
    totals.failed += res.numFailedTests;
    totals.skipped += res.numPendingTests + res.numTodoTests;
    for (const file of res.testResults ?? []) {
      if (file.endTime && file.startTime) slowest.push({ name: `${name} › ${file.name.replace(root, '')}`, s: (file.endTime - file.startTime) / 1000 });
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
    const b = timed('web build', () => spawnSync('pnpm', ['--filter', '@landscape/web', 'build'], { cwd: root, stdio: 'inherit' }));
    if (b.status !== 0) failedRuns++;
  }
  run('e2e', ['-c', 'vitest.e2e.config.ts']);
}

printStages();
if (flaky.length > 0) console.log(`\nPassed on retry (flaky, to be fixed):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
// The failures again, last, so a log that keeps only its tail still says which test failed and why.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
