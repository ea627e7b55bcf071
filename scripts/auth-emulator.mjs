// The Firebase Auth Emulator without the firebase CLI: `node scripts/auth-emulator.mjs <host> <port> <project>`.
// Started by packages/core/src/adapters/auth/auth-emulator.ts for the embedded mode and the tests. It runs the same
// emulator module from firebase-tools (a development dependency) that `firebase emulators:start --only auth`
// runs, registered the same way, minus the CLI's own start-up (config, hub and logging servers).
//
// One difference, for start-up time: the emulator's request validators (ajv, through exegesis) are compiled
// when an operation is first called instead of all at start. Compiling every operation of the Identity
// Toolkit API takes ~13 s of CPU; the few a studio uses take well under a second on first call. Requests
// are validated exactly as before.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [host, portArg, projectId] = process.argv.slice(2);
const port = Number(portArg);
if (!host || !Number.isInteger(port) || port <= 0 || !projectId) {
  console.error('usage: node scripts/auth-emulator.mjs <host> <port> <project>');
  process.exit(2);
}

const firebaseTools = realpathSync(fileURLToPath(new URL('../node_modules/firebase-tools', import.meta.url)));
const fromAuth = createRequire(join(firebaseTools, 'lib', 'emulator', 'auth', 'server.js'));

const exegesisExpress = fromAuth('exegesis-express');
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) => middleware(spec, { ...options, lazyCompileValidationSchemas: true });

const { AuthEmulator, SingleProjectMode } = fromAuth('./index.js');
const { EmulatorRegistry } = fromAuth('../registry.js');

const emulator = new AuthEmulator({ host, port, projectId, singleProjectMode: SingleProjectMode.WARNING });
EmulatorRegistry.start(emulator).then(
  () => console.log(`Auth Emulator ready at ${host}:${port} (project ${projectId})`),
  (err) => {
    console.error(`Auth Emulator could not start: ${err && err.message ? err.message : err}`);
    process.exit(1);
  },
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(0), 3_000);
  force.unref();
  EmulatorRegistry.stop('auth').finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
