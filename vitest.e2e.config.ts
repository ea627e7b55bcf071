import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    // One Auth Emulator shared by every suite (startServer points each server at it).
    globalSetup: ['e2e/lib/global-setup.ts'],
    // Room for the emulator's own shutdown (it falls back to SIGKILL after 15 s).
    teardownTimeout: 30_000,
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
