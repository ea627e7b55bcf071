import { defineConfig } from 'vitest/config';

// Two projects run by `pnpm test`: fast unit tests beside the code, and API tests on the real app.
// Browser journeys live in vitest.e2e.config.ts (run by scripts/e2e.mjs after a build).
// Render threads a test starts (a runtime, a server it spawns with this environment) draw at the priority of
// everything else: `pnpm test` keeps both cores busy with two lanes, and drawing only on idle CPU time
// (RENDER_PRIORITY's default, decision 031) would leave them waiting behind the other lane.
const TEST_ENV = { RENDER_PRIORITY: 'normal' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts', 'apps/**/src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/api/test/**'],
          environment: 'node',
          testTimeout: 20_000,
          // vitest's default is one worker fewer than the cores, so one at a time on a 2-core machine
          maxWorkers: 2,
          // A worker's files share its modules instead of importing the engine, its tables and the
          // SDKs again for each file: a third of the project's CPU time. The files keep no state
          // between them: a global a test replaces is put back after that test, and the one module
          // replaced by a mock is imported by its own test file only.
          isolate: false,
          env: TEST_ENV,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // the compiled server and worker, brought up to date once (the cluster tests start the worker compiled)
          globalSetup: ['apps/api/test/fixtures/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file has its own database (or PGlite folder), Redis prefix, data folder and Auth Emulator,
          // and most of a file's time is spent waiting on processes it starts: two at a time.
          maxWorkers: 2,
          // as the unit project: a file's app, database and processes are its own, the modules are shared
          isolate: false,
          env: TEST_ENV,
          // These tests start servers, workers, PostgreSQL and Redis clients and kill them on purpose; on a busy
          // 2-core machine one can lose a timing race once. A second failure is real. `pnpm test` names every
          // test that passed only on its retry, so a flaky test is seen and fixed, not hidden.
          retry: 1,
          // each test's heap in the report: a worker once ran out of heap in CI (4 GB) and the file it ran was not
          // named; the next time, the growth is in the log
          logHeapUsage: true,
          // after the unit tests when both projects run in one vitest (their worker counts differ)
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
