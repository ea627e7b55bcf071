// The build step of `pnpm start`: each target is rebuilt only when its inputs changed since its last
// build (a hash of every input file's path, size and mtime, kept in a stamp file beside the output).
// `node scripts/build.mjs --force` rebuilds everything; `node scripts/build.mjs server` one target.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

/** Every file under the given paths (folders walked, node_modules/dist skipped), sorted. */
export function listInputs(paths) {
  const out = [];
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) walk(join(p, name));
    } else out.push(p);
  };
  paths.forEach(walk);
  return out.sort();
}

export function inputsHash(paths) {
  const h = createHash('sha256');
  for (const f of listInputs(paths)) {
    const st = statSync(f);
    h.update(`${relative(root, f)}\0${st.size}\0${Math.floor(st.mtimeMs)}\n`);
  }
  return h.digest('hex');
}

const targets = [
  {
    name: 'server',
    stamp: 'apps/api/dist/.build-stamp',
    inputs: [
      'packages/contract',
      'packages/design/src',
      'packages/design/package.json',
      'packages/core',
      'packages/mcp/src',
      'packages/mcp/package.json',
      'apps/api/src',
      'apps/api/package.json',
      'apps/worker/src',
      'apps/worker/package.json',
      'scripts/build-server.mjs',
      'pnpm-lock.yaml',
    ],
    cmd: [process.execPath, [join(root, 'scripts', 'build-server.mjs')]],
    takes: 'a few seconds',
  },
  {
    name: 'web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/scripts',
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/design/src',
      'packages/design/data',
      'packages/design/scripts',
      'pnpm-lock.yaml',
    ],
    cmd: ['pnpm', ['--filter', '@landscape/web', 'build']],
    takes: "the first build draws the studio's pictures on every core, or copies them from your cache",
  },
];
/** Runs a build command, keeping its output and showing its progress lines (`studio pictures…`) as they come. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const out = { stdout: '', stderr: '' };
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const name of ['stdout', 'stderr']) {
      let partial = '';
      child[name].setEncoding('utf8');
      child[name].on('data', (chunk) => {
        out[name] += chunk;
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('studio pictures')) console.log(`  ${line}`);
      });
    }
    child.once('error', (error) => resolve({ ...out, status: 1, error }));
    child.once('close', (status) => resolve({ ...out, status }));
  });
}

const only = process.argv.filter((a) => !a.startsWith('-')).slice(2);

/**
 * The embedded database's made-once folder, made beside the studio's build (it needs only the server's
 * build): a first start then finds it ready instead of waiting for initdb after the build.
 */
let template = null;
function prepareTemplate() {
  const entry = join(root, 'packages/core/dist/prepare-template.js');
  if (!existsSync(entry)) return;
  template = run(process.execPath, ['--conditions=landscape-compiled', entry]).then((r) => {
    const said = r.stdout.trim() || r.stderr.trim();
    if (said) console.log(`  ${said.split('\n').at(-1)}`);
  });
}

for (const t of targets) {
  if (only.length && !only.includes(t.name)) continue;
  if (t.name === 'web' && !only.length) prepareTemplate();
  const abs = (p) => join(root, p);
  const hash = inputsHash(t.inputs.map(abs));
  const stampFile = abs(t.stamp);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && current === hash) {
    console.log(`${t.name}: up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`${t.name}: building (${t.takes})…`);
  // The tools' own reports (asset tables, timings) are kept for a failed build, where they help; the
  // lines of the studio's pictures (one per picture drawn) are shown as they come: progress.
  const r = await run(t.cmd[0], t.cmd[1]);
  if (r.status !== 0) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    console.error(`${t.name}: the build failed${r.error ? ` (${r.error.message})` : ''}; its output is above`);
    process.exit(r.status ?? 1);
  }
  writeFileSync(stampFile, hash + '\n');
  console.log(`${t.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await template;
