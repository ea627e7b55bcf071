import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Runtime } from '@landscape/core';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerViewer } from './plugins/viewer.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { registerAuthProxy, type EmbeddedSignIn } from './plugins/auth-proxy.ts';
import { outboxRoutes } from './routes/outbox/outbox.routes.ts';
import { notificationsRoutes } from './routes/notifications/notifications.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { stylesRoutes } from './routes/styles/styles.routes.ts';
import { designRoutes } from './routes/design/design.routes.ts';
import { houseLockRoutes } from './routes/house-lock/house-lock.routes.ts';
import { generateRoutes } from './routes/generate/generate.routes.ts';
import { staticRoutes } from './routes/static/static.routes.ts';
import { feedbackRoutes } from './routes/feedback/feedback.routes.ts';
import { metricsRoutes } from './routes/metrics/metrics.routes.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { meRoutes } from './routes/me/me.routes.ts';
import { generationsRoutes } from './routes/generations/generations.routes.ts';
import { sessionRoutes } from './routes/session/session.routes.ts';
import { queuesRoutes } from './routes/queues/queues.routes.ts';
import { styleAdminRoutes } from './routes/style-admin/style-admin.routes.ts';
import { requirementsRoutes } from './routes/requirements/requirements.routes.ts';
import { transformRoutes } from './routes/transform/transform.routes.ts';
import { panoramaRoutes } from './routes/panorama/panorama.routes.ts';
import { siteRoutes } from './routes/site/site.routes.ts';
import { shareRoutes } from './routes/share/share.routes.ts';
import { editRoutes } from './routes/edit/edit.routes.ts';
import { phasesRoutes } from './routes/phases/phases.routes.ts';
import { packRoutes } from './routes/pack/pack.routes.ts';
import { tokensRoutes } from './routes/tokens/tokens.routes.ts';
import { mcpRoutes } from './routes/mcp/mcp.routes.ts';
import cookie from '@fastify/cookie';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './services/compressed-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    runtime: Runtime;
  }
}

/**
 * One log line per request, once it is answered (instead of Fastify's "incoming" and "completed" pair),
 * with the request id, method, path (no query string: it may hold an address), status and time.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override routeNotFound() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    const responseTime = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: path, statusCode: reply.statusCode, responseTime };
    const msg = `${request.method} ${path} ${reply.statusCode} in ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, msg);
    else reply.log.info(line, msg);
  }
}

export interface AppOptions {
  /** Serve apps/web/dist (or the folder given) and the SPA fallback (off in most API tests). */
  web?: boolean | { root: string };
  /** The server's own Auth Emulator and its saved accounts (embedded mode): proxied, health-checked, Outbox. */
  signIn?: EmbeddedSignIn;
}

/** External plugins, then app plugins, then routes (fastify/demo order). */
export async function buildApp(runtime: Runtime, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: runtime.log as FastifyBaseLogger,
    trustProxy: runtime.config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 310_000,
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && /^[\w-]{1,64}$/.test(req.headers['x-request-id']) ? req.headers['x-request-id'] : crypto.randomUUID(),
    logController: new OneLinePerRequest(),
  });
  app.decorate('runtime', runtime);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app, runtime.config);
  // JSON above 1 KB leaves compressed (brotli at a quick level, else gzip); the studio's files are
  // compressed once at build time and served as they are (plugins/web.ts).
  // Outside /api/ nothing is compressed on the fly: files there have their twins or are images.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) request.headers['x-no-compression'] = '1';
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(cookie);
  await registerRateLimit(app);

  registerErrorHandling(app);
  registerViewer(app);

  // metrics first: its onResponse hook must see every route
  await app.register(fp(metricsRoutes));
  await app.register(healthRoutes, { signIn: opts.signIn });
  await registerAuthProxy(app, opts.signIn);
  await app.register(outboxRoutes, { signIn: opts.signIn });
  await app.register(stylesRoutes);
  // The routes that read forms with a photo or a mask: multipart is theirs alone (the sign-in proxy beside
  // them forwards bodies exactly as sent, which multipart's parser would get in the way of).
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: { fields: 40, fieldSize: 16 * 1024, files: 1, fileSize: 15 * 1024 * 1024, parts: 45 } });
    await forms.register(designRoutes);
    await forms.register(houseLockRoutes);
    await forms.register(transformRoutes);
    await forms.register(styleAdminRoutes);
    await forms.register(editRoutes);
  });
  await app.register(generateRoutes);
  await app.register(staticRoutes);
  await app.register(feedbackRoutes);
  await app.register(configRoutes);
  await app.register(meRoutes);
  await app.register(generationsRoutes);
  await app.register(sessionRoutes);
  await app.register(queuesRoutes);
  await app.register(requirementsRoutes);
  await app.register(panoramaRoutes);
  await app.register(siteRoutes);
  await app.register(shareRoutes);
  await app.register(phasesRoutes);
  await app.register(packRoutes);
  await app.register(tokensRoutes);
  await app.register(notificationsRoutes);
  // the MCP server for AI assistants: its tools call the routes above, in process
  await app.register(mcpRoutes);

  if (opts.web !== false) await registerWeb(app, typeof opts.web === 'object' ? opts.web.root : undefined);
  else
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send({ success: false, error: 'Not found', detail: `No route for ${req.method} ${req.url.split('?')[0]}` }),
    );
  return app;
}
