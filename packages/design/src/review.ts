import type { Analysis, AreaId, DesignSummary } from '@landscape/contract';
import { designLanguage, fill, type DesignLanguage } from './catalogue/languages/index.ts';
import type { ReviewAddition, ReviewStrength } from './catalogue/languages/types.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import type { FeatureKind, PlantSpec } from './types.ts';

// The studio's own design, reviewed as a design (docs/product.md, product §2 the virtual tour): what it
// does well and what a homeowner could add, from the designs' own plans (their plant lists, features and
// site), never from pixel shares that would read a gravel garden as a neglected yard. Every sentence
// is a template filled from those facts.

export interface ReviewedDesign {
  area: AreaId;
  summary: DesignSummary;
}

const BY_BOTANICAL = new Map<string, PlantSpec>(Object.values(PLANT_LIBRARY).map((p) => [p.botanical, p]));
// The middle layer is shrubs, or the sculptural accents (agaves, cacti) a desert or modern garden uses instead.
const MID_LAYER = new Set(['shrub', 'accent']);
const LOW_LAYER = new Set(['perennial', 'grass', 'groundcover']);
/** Features that make a place to sit or gather. */
const SEATS: FeatureKind[] = ['patio_seating', 'seating_bench', 'hammock', 'outdoor_kitchen', 'fire_pit', 'hot_tub', 'pergola'];
/** Features that make the garden a place to use, not only to look at. */
const USES: FeatureKind[] = [...SEATS, 'play_lawn', 'raised_vegetable_beds', 'swing_set', 'trampoline', 'compost_bins'];

/** The feature kinds a summary lists, read back from their names in the summary's language. */
function featureKinds(summary: DesignSummary, lang: DesignLanguage): Set<FeatureKind> {
  const out = new Set<FeatureKind>();
  for (const text of summary.features) {
    for (const [kind, name] of Object.entries(lang.features) as [FeatureKind, string][])
      if (text === name || text.startsWith(`${name} `) || text.startsWith(`${name}(`) || text.startsWith(`${name}（`)) out.add(kind);
  }
  return out;
}

export interface DesignReviewFacts {
  plants: number;
  species: number;
  flowering: number;
  layers: { tree: boolean; shrub: boolean; low: boolean };
  lowWater: boolean;
  zone: string | null;
  features: Set<FeatureKind>;
  notIncluded: string[];
}

/** What the designs are, counted from their plans. */
export function reviewFacts(designs: ReviewedDesign[]): DesignReviewFacts {
  const species = new Map<string, PlantSpec | null>();
  let plants = 0;
  const features = new Set<FeatureKind>();
  const notIncluded: string[] = [];
  let zone: string | null = null;
  for (const { summary } of designs) {
    const lang = designLanguage(summary.locale);
    for (const line of summary.plants) {
      plants += line.quantity;
      species.set(line.botanical, BY_BOTANICAL.get(line.botanical) ?? null);
    }
    for (const k of featureKinds(summary, lang)) features.add(k);
    for (const n of summary.not_included ?? []) if (!notIncluded.includes(n.text)) notIncluded.push(n.text);
    zone ??= summary.site?.zone ?? null;
  }
  const known = [...species.values()].filter((p): p is PlantSpec => p !== null);
  return {
    plants,
    species: species.size,
    flowering: known.filter((p) => p.flower).length,
    layers: {
      tree: known.some((p) => p.role === 'tree' || p.role === 'screen'),
      shrub: known.some((p) => MID_LAYER.has(p.role)),
      low: known.some((p) => LOW_LAYER.has(p.role)),
    },
    lowWater: known.length > 0 && known.every((p) => p.water === 'low'),
    zone,
    features,
    notIncluded,
  };
}

/**
 * A design rating out of 10 from what the plans hold: layers of planting (trees, shrubs, a low layer),
 * flower colour, variety of species, built features to use it, plants chosen for the zone, and every
 * wish delivered. A complete design in any style, a gravel one too, scores high.
 */
export function designRating(f: DesignReviewFacts): number {
  const layers = (Number(f.layers.tree) + Number(f.layers.shrub) + Number(f.layers.low)) / 3;
  const colour = Math.min(1, f.flowering / 3);
  const variety = Math.min(1, f.species / 6);
  const use = Math.min(1, [...f.features].filter((k) => k !== 'drip_irrigation').length / 3);
  const fit = f.zone ? 1 : 0.5;
  // Each wish the design does not deliver costs 0.3, at most 0.9.
  const missing = 0.3 * Math.min(3, f.notIncluded.length);
  const score = 5.3 + 1.5 * layers + 1 * colour + 1 * variety + 0.8 * use + 0.4 * fit - missing;
  return Math.round(Math.min(10, score) * 10) / 10;
}

/** The review of a tour's designs in a style (`styleName` as the homeowner knows it), in `locale`. */
export function reviewDesign(input: { styleName: string; designs: ReviewedDesign[]; locale?: string | null }): Analysis {
  const lang = designLanguage(input.locale);
  const f = reviewFacts(input.designs);
  const rating = designRating(f);
  const r = lang.review;

  const strengths: string[] = [];
  const push = (key: ReviewStrength, params: Record<string, string | number> = {}) => strengths.push(fill(r.strengths[key], params));
  if (f.layers.tree && f.layers.shrub && f.layers.low) push('layers');
  if (f.flowering >= 2) push('colour', { n: f.flowering });
  if (f.species >= 5) push('variety', { n: f.species });
  if (f.lowWater) push('lowWater');
  if (f.zone) push('zone', { zone: f.zone });
  const used = USES.filter((k) => f.features.has(k)).map((k) => lang.features[k].toLowerCase());
  if (used.length) push('use', { features: used.join(lang.analysis.list) });
  if (f.notIncluded.length === 0 && strengths.length < 2) push('style', { style: input.styleName });

  const additions: string[] = [];
  const add = (key: ReviewAddition) => additions.push(r.additions[key]);
  if (!f.features.has('lighting')) add('lighting');
  if (!SEATS.some((k) => f.features.has(k))) add('seating');
  if (!f.layers.tree && !f.features.has('shade_tree')) add('shadeTree');
  if (f.flowering < 2) add('colour');
  if (!f.features.has('water_feature') && !f.features.has('bird_bath')) add('water');
  if (!f.features.has('stone_edging')) add('edging');
  const recommendations = [...f.notIncluded, ...additions.slice(0, Math.max(1, 4 - f.notIncluded.length))];

  const areas = [...new Set(input.designs.map((d) => lang.areaWords[d.area]))];
  const generated_text = fill(r.text, {
    style: input.styleName,
    areas: areas.join(lang.analysis.list),
    plants: f.plants,
    species: f.species,
    strengths: strengths.join(r.join),
    rating,
  });
  return { generated_text, current_style: input.styleName, curb_appeal_rating: rating, recommendations };
}
