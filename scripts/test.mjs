// `pnpm test`: every suite, in two lanes that run side by side: unit and API tests (vitest projects; the
// API suite a second time in cluster mode when TEST_DATABASE_URL and TEST_REDIS_URL are set), and beside
// them the web build and the browser journeys. The API stages keep both cores busy; a browser journey spends
// much of its time waiting on a page or a timer, so the two lanes share the machine instead of taking turns.
// Each line a stage prints is prefixed with its name. Ends with where the time went (each stage's wall time
// and the CPU time of the processes it ran) and one summary line, "N passed, N failed", summed over every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './find-chromium.mjs';
import { scratchInMemory } from './scratch-in-memory.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'node_modules', '.cache', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const only = process.argv.slice(2); // e.g. `pnpm test unit api` or `pnpm test e2e`
const want = (name) => only.length === 0 || only.includes(name);
// The browser journeys need Chromium: find it (or install/stop with one line) before any suite runs.
if (want('e2e')) process.env.CHROMIUM_PATH = requireChromium();

// Every throw-away folder of the run in memory when the machine allows (scripts/scratch-in-memory.mjs), removed
// at the end, or when the run is interrupted.
const removeScratch = scratchInMemory();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    removeScratch();
    process.exit(code);
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = []; // "run › file › test: first line of the error", repeated at the very end
const flaky = []; // tests that failed once and passed on their retry: named, so they are fixed, not forgotten
let failedRuns = 0;
let failedFiles = 0; // files that failed outside any test (their tests count as skipped)

// Where the time goes: each stage's wall time, and the CPU time (user + system) of every process it ran
// and waited for: the stage runs under bash, whose `times` says what its children used (stages overlap, so
// this process's own children's times could not tell them apart).
const stages = [];
const slowest = []; // every test file's own time, the longest printed at the end
const hasBash = existsSync('/bin/bash');
/** `times`' second line, "XmY.YYYs XmY.YYYs": the user and system time of the shell's children. */
function parseTimes(text) {
  const line = text.trim().split('\n').at(-1) ?? '';
  const secs = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return secs.length === 2 ? { user: secs[0], sys: secs[1] } : null;
}
/** Runs one stage, each line it prints prefixed with its name; resolves to its exit status. */
function stage(name, cmd, args, env = {}) {
  const t0 = performance.now();
  const width = 12;
  const tag = `${name.padEnd(width)}| `;
  const cpuFile = join(out, `${name}.cpu`);
  const [file, argv] = hasBash ? ['/bin/bash', ['-c', '"$@"; s=$?; times > "$CPU_FILE"; exit $s', 'stage', cmd, ...args]] : [cmd, args];
  const child = spawn(file, argv, { cwd: root, env: { ...process.env, CPU_FILE: cpuFile, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(tag + line));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      let cpu = null;
      try {
        cpu = parseTimes(readFileSync(cpuFile, 'utf8'));
      } catch {
        // no bash here: no CPU figure
      }
      stages.push({ name, wall: (performance.now() - t0) / 1000, user: cpu?.user ?? null, sys: cpu?.sys ?? null });
      resolve(code ?? 1);
    });
  });
}
/**
 * The whole machine's busy CPU time so far (every core, from /proc/stat; Linux only, else null). It holds what
 * no stage's `times` can: PostgreSQL and Redis, and the browser processes that outlive their parent.
 */
function machineBusy() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ
  } catch {
    return null;
  }
}
const busyAtStart = machineBusy();
const fmt = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
function printStages() {
  if (stages.length === 0) return;
  const width = Math.max(5, ...stages.map((s) => s.name.length));
  console.log('\nWhere the time went (wall; CPU = user + system of the processes the stage ran):');
  const total = { wall: (performance.now() - began) / 1000, user: 0, sys: 0 };
  for (const s of stages) {
    total.user += s.user ?? 0;
    total.sys += s.sys ?? 0;
    const cpu = s.user === null ? '' : `   CPU ${fmt(s.user + s.sys)} (user ${fmt(s.user)}, sys ${fmt(s.sys)})`;
    console.log(`  ${s.name.padEnd(width)}  ${fmt(s.wall).padStart(10)}${cpu}`);
  }
  const cpu = stages[0].user === null ? '' : `   CPU ${fmt(total.user + total.sys)}`;
  console.log(`  ${'total'.padEnd(width)}  ${fmt(total.wall).padStart(10)}${cpu}   (from the first stage's start to the last one's end)`);
  const busy = machineBusy();
  if (busy !== null && busyAtStart !== null)
    console.log(
      `  the machine was busy ${fmt(busy - busyAtStart)} of CPU time in all (${(((busy - busyAtStart) / total.wall) * 100).toFixed(0)} % of one core on average): the stages, and what they started that they do not count`,
    );
  if (slowest.length === 0) return;
  console.log('The longest test files (their own time; files run side by side):');
  for (const f of slowest.sort((a, b) => b.s - a.s).slice(0, 8)) console.log(`  ${fmt(f.s).padStart(10)}  ${f.name}`);
}

async function run(name, args, env = {}) {
  const json = join(out, `${name}.json`);
  const status = await stage(name, vitest, ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], env);
  try {
    const res = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += res.numPassedTests;
    totals.failed += res.numFailedTests;
    totals.skipped += res.numPendingTests + res.numTodoTests;
    for (const file of res.testResults ?? []) {
      if (file.endTime && file.startTime) slowest.push({ name: `${name} › ${file.name.replace(root, '')}`, s: (file.endTime - file.startTime) / 1000 });
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'passed' && t.failureMessages?.length)
          flaky.push(
            `${name} › ${file.name.replace(root, '')} › ${t.fullName}\n    ${String(t.failureMessages[0]).split('\n').slice(0, 3).join(' | ').slice(0, 400)}`,
          );
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 3)
          .join(' | ');
        failures.push(`${name} › ${file.name.replace(root, '')} › ${t.fullName}\n    ${why.slice(0, 400)}`);
      }
      // a file that failed outside its tests (a beforeAll, an import): its tests were skipped, not failed
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedFiles++;
        failures.push(
          `${name} › ${file.name.replace(root, '')} (the file, before or after its tests)\n    ${String(file.message ?? '')
            .split('\n')
            .slice(0, 3)
            .join(' | ')
            .slice(0, 400)}`,
        );
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
  if (status !== 0) failedRuns++;
}

const began = performance.now();
// The compiled server, built when its code changed: the browser journeys run it, and the cluster-mode API
// tests their worker (built here once, before either lane could start building it beside the other).
if ((want('api') || want('e2e')) && (await stage('server build', process.execPath, ['scripts/build.mjs', 'server'])) !== 0) failedRuns++;
async function unitAndApi() {
  if (want('unit')) await run('unit', ['--project', 'unit']);
  if (!want('api')) return;
  // Embedded first; cluster (real PostgreSQL + Redis + apps/worker process) when the machine offers them.
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  await run('api-embedded', ['--project', 'api'], { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' });
  if (TEST_DATABASE_URL && TEST_REDIS_URL) await run('api-cluster', ['--project', 'api'], { TEST_ONLY_CLUSTER: '1' });
  else console.log('\n(api cluster mode skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run it)');
}
async function browser() {
  if (!want('e2e')) return;
  if (process.env.E2E_SKIP_BUILD !== '1' && (await stage('web build', 'pnpm', ['--filter', '@landscape/web', 'build'])) !== 0) failedRuns++;
  await run('e2e', ['-c', 'vitest.e2e.config.ts']);
}
await Promise.all([unitAndApi(), browser()]);

printStages();
if (flaky.length > 0) console.log(`\nPassed on retry (flaky, to be fixed):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
// The failures again, last, so a log that keeps only its tail still says which test failed and why.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${failedFiles ? `; ${failedFiles} file${failedFiles === 1 ? '' : 's'} failed outside a test` : ''}`,
);
removeScratch();
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
