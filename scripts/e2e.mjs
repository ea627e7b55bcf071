// Browser journeys: build the web app once (E2E_SKIP_BUILD=1: use the last build) and the server when its
// code changed, then run e2e/*.e2e.ts against the compiled server, as `pnpm start` runs it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './find-chromium.mjs';
import { scratchInMemory } from './scratch-in-memory.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Found (or installed) once; the harness launches the path it is given in CHROMIUM_PATH.
process.env.CHROMIUM_PATH = requireChromium();
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
if (process.env.E2E_SKIP_BUILD !== '1') run('pnpm', ['--filter', '@landscape/web', 'build']);
run(process.execPath, ['scripts/build.mjs', 'server']);
// each journey's server data and browser profile in memory when the machine allows, as `pnpm test` does
const removeScratch = scratchInMemory();
try {
  run(`${root}/node_modules/.bin/vitest`, ['run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)]);
} finally {
  removeScratch();
}
