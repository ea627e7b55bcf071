import type { FastifyInstance } from 'fastify';

/** Who is calling. Visitors have no user id; the accounts layer fills it from a verified token. */
export interface Viewer {
  userId: string | null;
  email: string | null;
  role: 'visitor' | 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export function registerViewer(app: FastifyInstance) {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request) => {
    request.viewer = { userId: null, email: null, role: 'visitor' };
  });
}
