import { AREA_IDS, STYLE_IDS, type StyleId } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { analyzeImage } from './analysis.ts';
import { DESIGN_LANGUAGES, designLanguage } from './catalogue/languages/index.ts';
import { STYLE_CATALOGUE } from './catalogue/style-catalogue.ts';
import { buildPlan } from './plan-builder.ts';
import { renderDesign } from './renderer/perspective.ts';
import { designRating, reviewDesign, reviewFacts, type ReviewedDesign } from './review.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { summarizePlan } from './summary.ts';

// The virtual tour of a redesign reviews the studio's own design as a design: what it does well and
// what a homeowner could add; never the pixel verdict on a yard ("sparse, dry landscape").

const PHOENIX = '200 W Washington St, Phoenix, AZ 85003';
const scene = sceneFromAddress(PHOENIX);
const site = resolveSite(PHOENIX, { scene });

function designs(style: StyleId, wishes = '', locale: 'en' | 'es' | 'zh' = 'en'): ReviewedDesign[] {
  return AREA_IDS.map((area) => ({ area, summary: summarizePlan(buildPlan({ area, style, wishes, scene, seed: 7, site, locale })) }));
}

/** Every sentence the pixel analysis can say about a yard, in every language. */
const YARD_VERDICTS = Object.values(DESIGN_LANGUAGES).flatMap((l) => [
  ...Object.values(l.analysis.styles),
  ...Object.values(l.analysis.recommendations).map((r) => r.split('{')[0]!),
]);

describe('review of the studio’s own design', () => {
  it('Desert Modern in Phoenix, which the pixel analysis calls sparse, is reviewed as a design', async () => {
    const ds = designs('desert_modern');
    const pixels = await analyzeImage(
      await renderDesign(scene, buildPlan({ area: 'front_yard', style: 'desert_modern', wishes: '', scene, seed: 7, site }), { size: 256 }),
    );
    const review = reviewDesign({ styleName: 'Desert Modern', designs: ds });
    // The yard reading of the same picture is what the tour used to say; the review says something else.
    expect(Object.values(DESIGN_LANGUAGES.en.analysis.styles)).toContain(pixels.current_style);
    expect(Object.values(DESIGN_LANGUAGES.en.analysis.styles)).not.toContain(review.current_style);
    expect(review.current_style).toBe('Desert Modern');
    expect(review.curb_appeal_rating).toBeGreaterThan(pixels.curb_appeal_rating);
    expect(review.curb_appeal_rating).toBeGreaterThanOrEqual(7);
    expect(review.generated_text).toMatch(/^A Desert Modern design for the front yard/);
    expect(review.generated_text).toContain('What it does well: ');
    expect(review.generated_text).toContain('low-water planting throughout');
    expect(review.generated_text).toContain('zone 9b');
    for (const verdict of YARD_VERDICTS) {
      expect(review.generated_text).not.toContain(verdict);
      for (const r of review.recommendations) expect(r).not.toContain(verdict);
    }
    // What a homeowner could add: each an addition, none a repair.
    expect(review.recommendations.length).toBeGreaterThan(0);
    for (const r of review.recommendations) expect(Object.values(DESIGN_LANGUAGES.en.review.additions)).toContain(r);
  });

  it.each(STYLE_IDS)('%s: rated as a complete design, from its own plan', (style) => {
    const ds = designs(style);
    const facts = reviewFacts(ds);
    expect(facts.species).toBe(new Set(ds.flatMap((d) => d.summary.plants.map((p) => p.botanical))).size);
    expect(facts.plants).toBe(ds.reduce((a, d) => a + d.summary.plants.reduce((b, p) => b + p.quantity, 0), 0));
    const review = reviewDesign({ styleName: STYLE_CATALOGUE[style].name, designs: ds });
    expect(review.curb_appeal_rating).toBeGreaterThanOrEqual(7);
    expect(review.current_style).toBe(STYLE_CATALOGUE[style].name);
  });

  it('what the design already has is not suggested, and a wish it could not draw is named first', () => {
    const withLights = reviewDesign({ styleName: 'Desert Modern', designs: designs('desert_modern', 'lighting, fire pit') });
    expect(withLights.recommendations).not.toContain(DESIGN_LANGUAGES.en.review.additions.lighting);
    expect(withLights.recommendations).not.toContain(DESIGN_LANGUAGES.en.review.additions.seating);
    expect(withLights.generated_text).toContain('a place to use it: fire pit');
    const bare = reviewDesign({ styleName: 'Desert Modern', designs: designs('desert_modern') });
    expect(bare.recommendations).toContain(DESIGN_LANGUAGES.en.review.additions.lighting);
    const coop = reviewDesign({ styleName: 'Desert Modern', designs: designs('desert_modern', 'chicken coop') });
    expect(coop.recommendations[0]).toMatch(/^Not included: chicken coop/);
    const facts = reviewFacts(designs('desert_modern', 'chicken coop'));
    expect(facts.notIncluded).toHaveLength(1);
    expect(designRating(facts)).toBeLessThan(designRating({ ...facts, notIncluded: [] }));
  });

  it('the rating follows the plan: fewer layers, colours and species rate lower', () => {
    const full = reviewFacts(designs('cottage_garden', 'fire pit, patio'));
    const thin = { ...full, species: 2, flowering: 0, layers: { tree: false, shrub: true, low: false }, features: new Set<never>() };
    expect(designRating(thin)).toBeLessThan(designRating(full));
    expect(designRating(thin)).toBeGreaterThanOrEqual(5);
    expect(designRating(full)).toBeLessThanOrEqual(10);
  });

  it.each(['es', 'zh'] as const)('%s: the review is written in the homeowner’s language', (locale) => {
    const review = reviewDesign({ styleName: designLanguage(locale).styles.desert_modern, designs: designs('desert_modern', '', locale), locale });
    const lang = designLanguage(locale);
    expect(review.generated_text.startsWith(lang.review.text.split('{')[0]!)).toBe(true);
    for (const r of review.recommendations) expect(Object.values(lang.review.additions)).toContain(r);
    expect(review.generated_text).not.toMatch(/What it does well/);
  });
});
