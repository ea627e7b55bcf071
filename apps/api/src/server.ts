import { join } from 'node:path';
import { authEmulatorReady, createRuntime, loadConfigOrExit, createLogger, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { buildApp } from './app.ts';

// `pnpm start`: one process serves the studio and the API. In embedded mode it also works the jobs;
// in cluster mode apps/worker does.

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config, { service: 'api' });
  for (const warning of config.warnings) log.warn({ warning }, 'configuration warning');
  const runtime = await createRuntime(config, { role: 'api', log });
  const app = await buildApp(runtime);

  if (runtime.runner) {
    await runtime.runner.start();
    // The inline queue keeps no jobs of its own: unfinished rows are queued again from the database.
    if (!config.REDIS_URL) await runtime.generation.resumeUnfinished(log);
  }
  const stopReconciler = runtime.runner ? runtime.reconciler.start(config.RECONCILE_INTERVAL_MS) : () => undefined;

  // Embedded sign-in: the Auth Emulator comes up beside the server (about 10 s); the studio works meanwhile.
  let emulator: Promise<AuthEmulator | null> = Promise.resolve(null);
  if (config.AUTH === 'emulator' && config.AUTH_EMULATOR_AUTOSTART && !(await authEmulatorReady(config.FIREBASE_AUTH_EMULATOR_HOST))) {
    const port = Number(config.FIREBASE_AUTH_EMULATOR_HOST.split(':')[1] ?? 9099);
    emulator = startAuthEmulator({ projectId: config.FIREBASE_PROJECT_ID, dataDir: join(config.dataDir, 'auth'), port })
      .then((e) => {
        log.info({ host: e.host }, 'Auth Emulator ready');
        return e;
      })
      .catch((err) => {
        log.error({ err: (err as Error).message }, 'Auth Emulator could not start; sign-in is unavailable');
        return null;
      });
  }

  // PORT=0 takes a free port: the line says which
  const url = await app.listen({ host: config.HOST, port: config.PORT });
  log.info({ mode: config.mode, url, dataDir: config.dataDir, imageModel: runtime.imageModel.name, renderThreads: runtime.pool.threads }, 'Landscape Studio is ready');
  // Draw the signed-out hero's sample renders now, not on the first visitor's request.
  void app.inject({ method: 'GET', url: '/api/samples/hero' }).catch(() => undefined);
  if (process.stdout.isTTY) console.log(`\n  Landscape Studio is running at http://localhost:${config.PORT}  (${config.mode} mode, data in ${config.dataDir})\n`);

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
    await (await emulator)?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
