// Compiles the server side to JavaScript (esbuild, one bundle per workspace package and entry point):
// packages/contract, packages/design and packages/core to their dist/index.js (core also to
// dist/render.worker.js, the render pool's worker-thread entry, and dist/pglite-init.js, which makes a new
// embedded database in a child process; it looks for both beside itself; and dist/prepare-template.js,
// which `pnpm start` runs beside the studio's build to make the embedded database's made-once folder),
// packages/mcp to dist/index.js (and dist/stdio.js, the MCP server over stdio), apps/api to dist/server.js
// and apps/worker to dist/main.js. Every npm package stays external and
// is resolved from the package's own node_modules; workspace packages reach each other's dist through
// the `landscape-compiled` export condition, which `pnpm start` passes to node (no tsx at run time).
// Code split: what a module loads with `await import()` (the cluster-mode queue and storage, the Gemini
// adapters, the queue dashboard) becomes a chunk of its own in dist/, so the npm packages only it needs
// load only in the configurations that use them.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVER_TARGETS = [
  { dir: 'packages/contract', entries: { index: 'src/index.ts' } },
  { dir: 'packages/design', entries: { index: 'src/index.ts' } },
  {
    dir: 'packages/core',
    entries: {
      index: 'src/index.ts',
      'render.worker': 'src/pixels/render-pool/render.worker.ts',
      'pglite-init': 'src/adapters/db/pglite-init.ts',
      'place-tables.worker': 'src/platform/place-tables.worker.ts',
      'prepare-template': 'src/adapters/db/prepare-template.ts',
    },
  },
  { dir: 'packages/mcp', entries: { index: 'src/index.ts', stdio: 'src/stdio.ts' } },
  { dir: 'apps/api', entries: { server: 'src/server.ts' } },
  { dir: 'apps/worker', entries: { main: 'src/main.ts' } },
];

export async function buildServer() {
  for (const t of SERVER_TARGETS) {
    const outdir = join(root, t.dir, 'dist');
    rmSync(outdir, { recursive: true, force: true });
    await build({
      absWorkingDir: join(root, t.dir),
      entryPoints: Object.fromEntries(Object.entries(t.entries).map(([name, src]) => [name, join(root, t.dir, src)])),
      outdir,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      splitting: true,
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
      legalComments: 'none',
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  await buildServer();
  console.log(`server compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
