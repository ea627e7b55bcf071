import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '@landscape/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// apps/web/dist, found from src/plugins/ or from the compiled dist/server.js alike.
export const WEB_DIST = join(repoRoot(fileURLToPath(import.meta.url)), 'apps', 'web', 'dist');

/** Serves the built studio; unknown non-API paths get index.html so client routes work on reload. */
export async function registerWeb(app: FastifyInstance, root = WEB_DIST) {
  const hasWeb = existsSync(root);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      // index.html, JS, CSS and SVG have .br and .gz twins written at build time (apps/web/vite.config.ts):
      // sent as they are with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints assets/, so they never change; index.html must always be re-read.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && hasWeb && !url.startsWith('/api/') && !url.startsWith('/static/') && !/\.[a-z0-9]+$/i.test(url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ success: false, error: 'Not found', detail: `No route for ${request.method} ${url}` });
  });
}
