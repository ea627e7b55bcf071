import { AREA_IDS, STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { summarizePlan } from '../summary.ts';
import { designDrawing } from './perspective.ts';

// One object list: the plan, the render, the plant list and the features come from the same objects.
// Every plant group and feature the plan lists is drawn in the render, and the render draws nothing
// the plan does not list.

const PLACES = ['200 W Washington St, Phoenix, AZ 85003', '2020 SW 4th Ave, Portland, OR 97201', '4501 Lyndale Ave S, Minneapolis, MN'];
const WISHES = ['', 'fire pit, water feature, lighting', 'hot tub, swing set, vegetable garden', 'low maintenance, pergola'];

describe('one object list', () => {
  it.each(STYLE_IDS)(
    '%s: what the plan lists is drawn, and what is drawn is listed',
    (style) => {
      const problems: string[] = [];
      PLACES.forEach((address, i) => {
        const scene = sceneFromAddress(address);
        const site = resolveSite(address, { scene });
        for (const area of AREA_IDS) {
          const wishes = WISHES[(i + AREA_IDS.indexOf(area)) % WISHES.length]!;
          const plan = buildPlan({ area, style, wishes, scene, seed: 2, site });
          const { drawn } = designDrawing(scene, plan, 384);
          const where = `${address.split(',')[1]?.trim()} ${area} '${wishes}'`;
          for (const p of plan.palette) if (!drawn.plants.get(p.id)) problems.push(`${where}: ${p.id} is in the plant list but not drawn`);
          for (const id of drawn.plants.keys()) if (!plan.palette.some((p) => p.id === id)) problems.push(`${where}: ${id} is drawn but not in the plant list`);
          for (const f of new Set(plan.features.map((f) => f.kind))) if (!drawn.features.has(f)) problems.push(`${where}: ${f} is on the plan but not drawn`);
          for (const f of drawn.features) if (!plan.featureKinds.includes(f)) problems.push(`${where}: ${f} is drawn but not among the features`);
          // The plant list is the plan's palette, with the quantities the plan places.
          const summary = summarizePlan(plan);
          expect(summary.plants.map((p) => p.botanical)).toEqual(plan.palette.map((p) => p.botanical));
          for (const [j, line] of summary.plants.entries()) expect(line.quantity).toBe(plan.plants.filter((q) => q.plantId === plan.palette[j]!.id).length);
        }
      });
      expect(problems).toEqual([]);
    },
    60_000,
  ); // every area of three places drawn: long on a busy machine
});
