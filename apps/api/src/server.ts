import { join } from 'node:path';
import {
  authEmulatorReady,
  createRuntime,
  loadConfigOrExit,
  createLogger,
  freePort,
  startAuthEmulator,
  EmbeddedAccounts,
  type AuthEmulator,
} from '@landscape/core';
import { buildApp } from './app.ts';
import type { EmbeddedSignIn } from './plugins/auth-proxy.ts';

// `pnpm start`: one process serves the studio and the API. In embedded mode it also works the jobs;
// in cluster mode apps/worker does.

async function main() {
  let config = loadConfigOrExit();
  const log = createLogger(config, { service: 'api' });
  for (const warning of config.warnings) log.warn({ warning }, 'configuration warning');

  // Embedded sign-in: the server's own Auth Emulator, private to DATA_DIR (its own temp folder, a free
  // port), started first so it comes up while the database opens. An emulator already answering at
  // FIREBASE_AUTH_EMULATOR_HOST (run apart, e.g. by the tests) is used instead.
  let publicUrl = `http://localhost:${config.PORT}`;
  const signInState: { state: 'starting' | 'ready' | 'failed'; host: string | null; accounts: EmbeddedAccounts | null } = { state: 'ready', host: null, accounts: null };
  let emulator: Promise<AuthEmulator | null> = Promise.resolve(null);
  if (config.AUTH === 'emulator') {
    const given = config.FIREBASE_AUTH_EMULATOR_HOST;
    if (config.AUTH_EMULATOR_AUTOSTART && !(given && (await authEmulatorReady(given)))) {
      const port = config.AUTH_EMULATOR_PORT ?? (given ? Number(given.split(':')[1]) : await freePort());
      const authDir = join(config.dataDir, 'auth');
      config = { ...config, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` };
      signInState.state = 'starting';
      const t0 = Date.now();
      // a busy machine can take long; the studio works meanwhile and says sign-in is starting
      emulator = startAuthEmulator({ projectId: config.FIREBASE_PROJECT_ID, runDir: join(authDir, 'run'), port, timeoutMs: 300_000 }).then(
        async (e) => {
          const accounts = new EmbeddedAccounts({
            host: e.host,
            projectId: e.projectId,
            dir: authDir,
            announce: (line) => console.log(line),
            publicUrl: () => publicUrl,
            warn: (msg, err) => log.warn({ err: (err as Error | undefined)?.message }, msg),
          });
          try {
            await accounts.load();
          } catch (err) {
            signInState.state = 'failed';
            log.error({ err: (err as Error).message }, 'saved accounts could not be loaded; sign-in is unavailable');
            return e;
          }
          Object.assign(signInState, { state: 'ready', host: e.host, accounts });
          log.info({ host: e.host, ms: Date.now() - t0 }, 'sign-in ready');
          return e;
        },
        (err: unknown) => {
          signInState.state = 'failed';
          log.error({ err: (err as Error).message }, 'Auth Emulator could not start; sign-in is unavailable');
          return null;
        },
      );
    } else signInState.host = given ?? '127.0.0.1:9099';
  }
  const signIn: EmbeddedSignIn | undefined =
    config.AUTH === 'emulator' ? { host: () => signInState.host, accounts: () => signInState.accounts, state: () => signInState.state } : undefined;

  const runtime = await createRuntime(config, { role: 'api', log });
  const app = await buildApp(runtime, { signIn });

  if (runtime.runner) {
    await runtime.runner.start();
    // The inline queue keeps no jobs of its own: unfinished rows are queued again from the database.
    if (!config.REDIS_URL) await runtime.generation.resumeUnfinished(log);
  }
  const stopReconciler = runtime.runner ? runtime.reconciler.start(config.RECONCILE_INTERVAL_MS) : () => undefined;

  // PORT=0 takes a free port: the lines say which
  const url = await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const anyHost = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.HOST);
  publicUrl = `http://${anyHost ? 'localhost' : config.HOST}:${port}`;
  log.info({ mode: config.mode, url, dataDir: config.dataDir, imageModel: runtime.imageModel.name, renderThreads: runtime.pool.threads }, 'Landscape Studio is ready');
  // One plain line beside the JSON logs: where the studio runs.
  console.log(`Landscape Studio: ${publicUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    stopReconciler();
    await app.close();
    await runtime.close();
    const e = await emulator;
    await signInState.accounts?.close();
    await e?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
