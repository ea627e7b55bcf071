import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { angleFor, buildPlan, renderDesign, renderOriginal, sceneFromAddress } from '@landscape/design';
import { storageKeys } from '@landscape/core';
import { heroSamplesResponseSchema, type HeroSample, type StyleId } from '@landscape/contract';

// The signed-out hero's before/after slider shows real renders of one sample property (spec §2, tabs
// Front Yard, Backyard, Entryway). They are drawn offline once and kept in storage.
const SAMPLE_ADDRESS = '214 Juniper Lane, Santa Rosa, CA';
const TABS: { tab: HeroSample['tab']; style: StyleId; wishes: string }[] = [
  { tab: 'front_yard', style: 'modern_minimalist', wishes: 'lighting, low maintenance' },
  { tab: 'backyard', style: 'mediterranean', wishes: 'fire pit, patio seating, pergola' },
  { tab: 'walkway', style: 'japanese_zen', wishes: 'stepping stones, stone lantern' },
];

export const samplesRoutes: FastifyPluginAsyncZod = async (app) => {
  let pending: Promise<{ samples: HeroSample[] }> | null = null;

  async function build(): Promise<{ samples: HeroSample[] }> {
    const storage = app.runtime.storage;
    const scene = sceneFromAddress(SAMPLE_ADDRESS);
    const samples: HeroSample[] = [];
    for (const t of TABS) {
      const before = storageKeys.sample(`hero-${t.tab}-before`);
      const after = storageKeys.sample(`hero-${t.tab}-${t.style}`);
      if (!(await storage.exists(before))) await storage.put(before, await renderOriginal(scene, t.tab, { format: 'png' }), 'image/png');
      if (!(await storage.exists(after))) {
        const plan = buildPlan({ area: t.tab, style: t.style, wishes: t.wishes, scene, seed: 7 });
        await storage.put(after, await renderDesign(scene, plan, { format: 'png' }), 'image/png');
      }
      samples.push({ tab: t.tab, style: t.style, before, after, angle: angleFor(t.tab) });
    }
    return { samples };
  }

  app.get('/api/samples/hero', { schema: { response: { 200: heroSamplesResponseSchema } } }, async (_req, reply) => {
    pending ??= build().catch((err) => {
      pending = null;
      throw err;
    });
    reply.header('Cache-Control', 'public, max-age=3600');
    return pending;
  });
};
