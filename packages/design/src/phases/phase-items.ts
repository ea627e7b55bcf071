import type { DesignSummary } from '@landscape/contract';
import { DESIGN_LANGUAGES, designLocale, fill, materialNamed, SQFT_PER_M2, type DesignLanguage } from '../catalogue/languages/index.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { FEATURE_COST } from '../summary.ts';
import type { FeatureKind, MaterialSpec, PlantRole, PlantSpec } from '../types.ts';
import type { PhaseStep } from './phase-text.ts';

/** The build steps in build order (phase-text.ts says why this order). */
export const STEPS: readonly PhaseStep[] = ['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'];

const STEP_OF_ROLE: Record<PlantRole, PhaseStep> = {
  tree: 'trees',
  screen: 'shrubs',
  shrub: 'shrubs',
  accent: 'shrubs',
  perennial: 'planting',
  grass: 'planting',
  groundcover: 'planting',
};
// Living and loose covers go in last (mulch over the planted beds, lawn sown or laid once the beds are in).
const LAST_MATERIALS = new Set<MaterialSpec['kind']>(['mulch', 'lawn', 'meadow', 'groundcover']);
/** Features that are part of another step's work; every other feature is built in the 'features' step. */
const FEATURE_STEP: Partial<Record<FeatureKind, PhaseStep>> = {
  stone_edging: 'hardscape',
  stepping_stones: 'hardscape',
  gravel_path: 'hardscape',
  stone_path: 'hardscape',
  wide_path: 'hardscape',
  drip_irrigation: 'irrigation',
  shade_tree: 'trees',
  privacy_hedge: 'shrubs',
  flower_beds: 'planting',
  play_lawn: 'planting',
};
/**
 * The share of a surface's installed price that is the ground under it: excavation, grading, drainage and
 * the compacted base (about a fifth in contractors' breakdowns of installed paving and sod). It is built
 * first, for the whole yard, as the 'ground' step.
 */
export const PREP_SHARE = 0.2;

export interface PhaseItem {
  step: PhaseStep;
  /** What is built, in the design's language: 'Pea gravel (452 sq ft)', '3 × Acer palmatum'. */
  text: string;
  kind: 'prep' | 'material' | 'feature' | 'plant';
  /** The bare name a part of the item is said with ('Pea gravel', 'Fire pit', 'Japanese maple'). */
  name: string;
  botanical?: string;
  feature?: FeatureKind;
  /** Which of the summary's `material_areas` a surface is (and the plan's `materials`: the same order). */
  material?: number;
  /** Plants, and features priced each: how many. */
  quantity?: number;
  /** Surfaces and the ground under them: the area, m². */
  m2?: number;
  low: number;
  high: number;
}

const PLANTS = PLANT_LIBRARY as Record<string, PlantSpec>;
const plantByBotanical = (botanical: string): PlantSpec | null => Object.values(PLANTS).find((p) => p.botanical === botanical) ?? null;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A feature the summary names ('Fire pit', 'Bench (3)'), read back into its kind and count in the summary's language. */
function featureOf(text: string, lang: DesignLanguage): { kind: FeatureKind | null; n: number } {
  for (const [kind, name] of Object.entries(lang.features) as [FeatureKind, string][]) {
    if (text === name) return { kind, n: 1 };
    const counted = new RegExp(`^${escape(fill(lang.measure.count, { name, n: '\u0000' })).replace('\u0000', '(\\d+)')}$`).exec(text);
    if (counted) return { kind, n: Number(counted[1]) };
  }
  return { kind: null, n: 1 };
}

/**
 * The design's work as items in build order, each priced from the summary: plants by their unit price,
 * surfaces by the catalogue's price per square foot (the ground under them — a fifth of it — as one
 * 'ground' item), built features by their installed price and the drip line by what the cost holds beyond
 * the rest. The items add up to the summary's cost range exactly (its rounding is spread over them).
 */
export function phaseItems(summary: DesignSummary): PhaseItem[] {
  const lang = DESIGN_LANGUAGES[designLocale(summary.locale)];
  const units = summary.units ?? lang.units;
  const items: PhaseItem[] = [];
  const prep: PhaseItem = { step: 'ground', kind: 'prep', text: '', name: '', m2: 0, low: 0, high: 0 };
  (summary.material_areas ?? []).forEach((area, i) => {
    const spec = materialNamed(area.name);
    const sqft = area.m2 * SQFT_PER_M2;
    const [l, h] = spec ? [sqft * spec.price.low, sqft * spec.price.high] : [0, 0];
    prep.low += l * PREP_SHARE;
    prep.high += h * PREP_SHARE;
    prep.m2! += area.m2;
    const step = spec && LAST_MATERIALS.has(spec.kind) ? 'planting' : 'hardscape';
    const text = summary.materials[i] ?? area.name[units];
    items.push({ step, kind: 'material', text, name: area.name[units], material: i, m2: area.m2, low: l * (1 - PREP_SHARE), high: h * (1 - PREP_SHARE) });
  });
  if (prep.m2! > 0) items.unshift(prep);
  for (const line of summary.plants) {
    if (line.quantity <= 0) continue;
    const spec = plantByBotanical(line.botanical);
    const [low, high] = [line.quantity * line.unitLow, line.quantity * line.unitHigh];
    items.push({
      step: spec ? STEP_OF_ROLE[spec.role] : 'shrubs',
      kind: 'plant',
      text: line.common,
      name: line.common,
      botanical: line.botanical,
      quantity: line.quantity,
      low,
      high,
    });
  }
  const drip: PhaseItem[] = [];
  for (const text of summary.features) {
    const { kind, n } = featureOf(text, lang);
    const cost = kind ? FEATURE_COST[kind] : undefined;
    const k = cost?.per === 'each' ? n : 1;
    const name = kind ? lang.features[kind] : text;
    const item: PhaseItem = {
      step: (kind && FEATURE_STEP[kind]) ?? 'features',
      kind: 'feature',
      text,
      name,
      quantity: k,
      low: k * (cost?.low ?? 0),
      high: k * (cost?.high ?? 0),
    };
    if (kind) item.feature = kind;
    items.push(item);
    if (kind === 'drip_irrigation') drip.push(item);
  }
  balance(items, summary.cost, drip[0]);
  return items.sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step) || order(a) - order(b));
}

// within the last step the plants go in before the covers between them
const order = (i: PhaseItem) => (i.step === 'planting' && i.kind === 'material' ? 1 : 0);

/**
 * The summary's cost is what the items cost: the drip line (priced by bed area, which the summary does not
 * give) takes what the cost holds beyond the rest, and the summary's rounding to $50 is spread over all.
 */
function balance(items: PhaseItem[], cost: { low: number; high: number }, drip: PhaseItem | undefined) {
  for (const end of ['low', 'high'] as const) {
    const sum = () => items.reduce((s, i) => s + i[end], 0);
    if (drip) drip[end] = Math.max(0, cost[end] - sum());
    const total = sum();
    if (total > 0) for (const i of items) i[end] *= cost[end] / total;
    else if (cost[end] > 0) {
      // a summary without what its cost is made of (none is made so today): one lump of work
      let lump = items.find((i) => i.kind === 'feature' && !i.text);
      if (!lump) items.push((lump = { step: 'features', kind: 'feature', text: '', name: '', quantity: 1, low: 0, high: 0 }));
      lump[end] = cost[end];
    }
  }
}
