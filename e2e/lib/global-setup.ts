import type { TestProject } from 'vitest/node';
// The launcher alone: importing all of @landscape/core here would load the server's adapters into vitest's main process.
import { startAuthEmulator } from '@landscape/core/adapters/auth/auth-emulator.ts';

// One Firebase Auth Emulator for every browser journey: each `startServer` points at it instead of
// starting its own (~9 s and ~160 MB each, and they would all want port 9099).

export const E2E_PROJECT_ID = 'demo-landscape-studio';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    authProjectId: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: E2E_PROJECT_ID });
  project.provide('authEmulatorHost', emulator.host);
  project.provide('authProjectId', emulator.projectId);
  return async () => {
    await emulator.stop();
  };
}
