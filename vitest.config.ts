import { defineConfig } from 'vitest/config';

// Two projects run by `pnpm test`: fast unit tests beside the code, and API tests on the real app.
// Browser journeys live in vitest.e2e.config.ts (run by scripts/e2e.mjs after a build).
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
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
