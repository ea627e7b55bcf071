import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylesResponseSchema } from '@landscape/contract';

export const stylesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/styles', { schema: { response: { 200: stylesResponseSchema } } }, async () => {
    const styles = await app.runtime.styles.enabled();
    return { styles: styles.map((s) => ({ id: s.id, name: s.name, description: s.description, preview: s.preview })) };
  });
};
