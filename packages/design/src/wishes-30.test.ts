import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { summarizePlan } from './summary.ts';
import { TOP_WISHES } from './testing/top-wishes.ts';

// The thirty wishes homeowners ask for most, in English, Spanish and Chinese: each is placed in the
// plan and drawn, or named in the results as not included — never dropped silently.

const ADDRESS = '2020 SW 4th Ave, Portland, OR 97201';
const scene = sceneFromAddress(ADDRESS);
const site = resolveSite(ADDRESS, { scene });

describe.each(['en', 'es', 'zh'] as const)('the thirty most-asked wishes (%s)', (lang) => {
  it.each(TOP_WISHES.map((w) => [w.id, w] as const))('%s', (_id, wish) => {
    const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: wish.text[lang], scene, seed: 11, site, locale: lang });
    const summary = summarizePlan(plan);
    if (wish.expect.kind === 'feature') {
      expect(plan.featureKinds, wish.text[lang]).toContain(wish.expect.id);
      // Drawn objects are on the plan's own object list (the renderer draws plan.features).
      if (wish.expect.placed) expect(plan.features.map((f) => f.kind)).toContain(wish.expect.id);
    } else {
      expect(plan.notIncluded, wish.text[lang]).toContainEqual({ wish: wish.expect.id, reason: 'cant_draw' });
      expect(summary.not_included?.find((n) => n.wish === wish.expect.id)?.text).toMatch(
        lang === 'en'
          ? /^Not included: .+ — we can't draw it yet$/
          : lang === 'es'
            ? /^No incluido: .+ — todavía no sabemos dibujarlo$/
            : /^未包含：.+ — 我们暂时还画不出来$/,
      );
    }
    // Nothing the homeowner asked for is dropped: no leftover fragment.
    expect(plan.wishes.notes, wish.text[lang]).toEqual([]);
  });
});
