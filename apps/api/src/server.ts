import { join } from 'node:path';
import {
  authEmulatorReady,
  createRuntime,
  loadConfigOrExit,
  loadPlaceTablesOffThread,
  createLogger,
  freePort,
  startAuthEmulator,
  EmbeddedAccounts,
  AuthUnavailableError,
  type AuthEmulator,
} from '@landscape/core';
import { buildApp } from './app.ts';
import type { EmbeddedSignIn } from './plugins/auth-proxy.ts';

// `pnpm start`: one process serves the studio and the API. In embedded mode it also works the jobs;
// in cluster mode apps/worker does.

/** Sign-in as the proxy and the health check see it: its state, the emulator's address, the saved accounts. */
interface SignInState {
  state: 'starting' | 'restarting' | 'ready' | 'failed';
  host: string | null;
  accounts: EmbeddedAccounts | null;
}

interface SupervisedEmulator {
  /** The emulator running now; null while it starts or restarts. */
  current(): AuthEmulator | null;
}

/**
 * The server's own Auth Emulator, supervised: if it dies, sign-in says it is restarting (health, the proxy's
 * 503) and another is started from the saved accounts, after 1 s, then up to 30 s between tries.
 */
function superviseEmulator(opts: {
  config: ReturnType<typeof loadConfigOrExit>;
  port: number;
  log: ReturnType<typeof createLogger>;
  signInState: SignInState;
  publicUrl: () => string;
  closing: () => boolean;
}): SupervisedEmulator {
  const { config, log, signInState, publicUrl, closing } = opts;
  let port = opts.port;
  const authDir = join(config.dataDir, 'auth');
  let current: AuthEmulator | null = null;
  let failures = 0;
  const start = async (): Promise<void> => {
    const t0 = Date.now();
    try {
      // a busy machine can take long; the studio works meanwhile and says sign-in is starting
      const e = await startAuthEmulator({ projectId: config.FIREBASE_PROJECT_ID, runDir: join(authDir, 'run'), port, timeoutMs: 300_000 });
      current = e;
      const accounts = new EmbeddedAccounts({
        host: e.host,
        projectId: e.projectId,
        dir: authDir,
        announce: (line) => console.log(line),
        publicUrl,
        warn: (msg, err) => log.warn({ err: (err as Error | undefined)?.message }, msg),
      });
      e.onExit((code, signal) => {
        if (closing()) return;
        log.error({ code, signal }, 'the Auth Emulator stopped; sign-in is restarting');
        accounts.detach();
        current = null;
        Object.assign(signInState, { state: 'restarting', host: null, accounts: null });
        void retry();
      });
      try {
        await accounts.load();
      } catch (err) {
        signInState.state = 'failed';
        log.error({ err: (err as Error).message }, 'saved accounts could not be loaded; sign-in is unavailable');
        return;
      }
      if (closing() || current !== e) return;
      failures = 0;
      Object.assign(signInState, { state: 'ready', host: e.host, accounts });
      log.info({ host: e.host, ms: Date.now() - t0 }, 'sign-in ready');
    } catch (err) {
      if (closing()) return;
      log.error({ err: (err as Error).message }, 'Auth Emulator could not start; sign-in is unavailable');
      if (signInState.state === 'starting') {
        signInState.state = 'failed';
        return;
      }
      // a restart that failed is tried again (its port may be held for a moment: another is taken)
      port = config.AUTH_EMULATOR_PORT ?? (await freePort());
      void retry();
    }
  };
  const retry = async () => {
    failures += 1;
    await new Promise((r) => setTimeout(r, Math.min(30_000, 1_000 * 2 ** (failures - 1))));
    if (!closing()) await start();
  };
  void start();
  return { current: () => current };
}

async function main() {
  let config = loadConfigOrExit();
  const log = createLogger(config, { service: 'api' });
  for (const warning of config.warnings) log.warn({ warning }, 'configuration warning');
  // The address tables load on a thread of their own while the rest starts, and are in place before the first
  // request: the first homeowner's address would otherwise hold every request up while they load.
  const t0 = performance.now();
  const placeTables = loadPlaceTablesOffThread().then((tables) => log.info({ ...tables, ms: Math.round(performance.now() - t0) }, 'address tables loaded'));

  // Embedded sign-in: the server's own Auth Emulator, private to DATA_DIR (its own temp folder, a free
  // port), started first so it comes up while the database opens. An emulator already answering at
  // FIREBASE_AUTH_EMULATOR_HOST (run apart, e.g. by the tests) is used instead.
  let publicUrl = `http://localhost:${config.PORT}`;
  const signInState: SignInState = {
    state: 'ready',
    host: null,
    accounts: null,
  };
  let emulator: SupervisedEmulator | null = null;
  let closing = false;
  let supervised = false;
  if (config.AUTH === 'emulator') {
    const given = config.FIREBASE_AUTH_EMULATOR_HOST;
    if (config.AUTH_EMULATOR_AUTOSTART && !(given && (await authEmulatorReady(given)))) {
      supervised = true;
      const port = config.AUTH_EMULATOR_PORT ?? (given ? Number(given.split(':')[1]) : await freePort());
      config = { ...config, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` };
      signInState.state = 'starting';
      emulator = superviseEmulator({ config, port, log, signInState, publicUrl: () => publicUrl, closing: () => closing });
    } else signInState.host = given ?? '127.0.0.1:9099';
  }
  const signIn: EmbeddedSignIn | undefined =
    config.AUTH === 'emulator' ? { host: () => signInState.host, accounts: () => signInState.accounts, state: () => signInState.state } : undefined;

  const runtime = await createRuntime(config, { role: 'api', log });
  // Revocation of the studio's sessions is read from the saved accounts (they survive restarts); while
  // the emulator restarts, a call that must check it answers 503.
  if (runtime.signInTokens && supervised) {
    runtime.signInTokens.accounts = {
      status: async (uid) => {
        if (!signInState.accounts)
          throw new AuthUnavailableError(
            signInState.state === 'restarting'
              ? 'Sign-in is restarting. Please try again in a few seconds.'
              : 'Sign-in is starting. Please try again in a few seconds.',
          );
        return signInState.accounts.status(uid);
      },
    };
  }
  const app = await buildApp(runtime, { signIn });

  if (runtime.runner) {
    await runtime.runner.start();
    // The inline queue keeps no jobs of its own: unfinished rows are queued again from the database.
    if (!config.REDIS_URL) await runtime.designs.unfinished.resume(log);
  }
  const stopReconciler = runtime.runner ? runtime.reconciler.start(config.RECONCILE_INTERVAL_MS) : () => undefined;

  await placeTables;

  // PORT=0 takes a free port: the lines say which
  const url = await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const anyHost = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.HOST);
  publicUrl = `http://${anyHost ? 'localhost' : config.HOST}:${port}`;
  log.info(
    { mode: config.mode, url, dataDir: config.dataDir, imageModel: runtime.imageModel.name, renderThreads: runtime.pool.threads },
    'Landscape Studio is ready',
  );
  // One plain line beside the JSON logs: where the studio runs.
  console.log(`Landscape Studio: ${publicUrl}`);

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    stopReconciler();
    await app.close();
    await runtime.close();
    await signInState.accounts?.close();
    await emulator?.current()?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
