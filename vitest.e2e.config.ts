import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    // One Auth Emulator shared by every suite (startServer points each server at it).
    globalSetup: ['e2e/lib/global-setup.ts'],
    // A test fails on any Content-Security-Policy violation its pages report.
    setupFiles: ['e2e/lib/csp-guard.ts'],
    // Room for the emulator's own shutdown (it falls back to SIGKILL after 15 s).
    teardownTimeout: 30_000,
    environment: 'node',
    testTimeout: 180_000,
    // expect.poll waits for what a page or the server does next: its default second is too short while the
    // API tests share the machine (pnpm test runs them side by side)
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Two journeys at a time, each with its own server, data folder, port and browser (they share the one Auth
    // Emulator, each with accounts of its own): a journey spends much of its time waiting on a page, a timer or
    // its server, and one at a time left a core idle once the API tests were done.
    maxWorkers: 2,
    // A browser journey on a busy 2-core machine can lose a timing race once; a second failure is real.
    // Retries are printed in the report, so a flaky journey is seen and fixed, not hidden.
    retry: 1,
    reporters: ['default'],
  },
});
