import type { DesignSummary } from '@landscape/contract';
import { designLanguage, designLocale, fill, materialNamed, type DesignLocale } from '../catalogue/languages/index.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { MaterialSpec, PlantRole, PlantSpec } from '../types.ts';
import { PHASE_TEXT, type PhaseStep } from './phase-text.ts';

export type { PhaseStep };
const STEPS: readonly PhaseStep[] = ['hardscape', 'trees', 'shrubs', 'planting'];

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

export interface PhaseItem {
  step: PhaseStep;
  /** What is built, in the design's language: 'Pea gravel (452 sq ft)', '3 × Acer palmatum'. */
  text: string;
  kind: 'feature' | 'material' | 'plant';
  botanical?: string;
  quantity?: number;
  low: number;
  high: number;
}

export interface Phase {
  number: number;
  /** 'Phase 1 · ground and hardscape'. */
  title: string;
  steps: PhaseStep[];
  features: string[];
  materials: string[];
  plants: { botanical: string; common: string; quantity: number }[];
  cost: { low: number; high: number; currency: string };
  /** The same phase's words in the other languages the design carries (its summary's `translations`). */
  translations?: Partial<Record<DesignLocale, PhaseWords>>;
}

/** What a phase says in words, in one language. */
export type PhaseWords = Pick<Phase, 'title' | 'features' | 'materials' | 'plants'>;

export type PhasesOutcome = { ok: true; phases: Phase[] } | { ok: false; detail: string; minimum: number };

const PLANTS = PLANT_LIBRARY as Record<string, PlantSpec>;
const plantByBotanical = (botanical: string): PlantSpec | null => Object.values(PLANTS).find((p) => p.botanical === botanical) ?? null;

const SQFT_PER_M2 = 10.7639;
const round = (v: number) => Math.round(v);

/**
 * The design's work as items in build order, each priced from the summary: plants by their unit price,
 * surfaces by the catalogue's price per square foot, and everything else the cost holds (built features,
 * drip line) as one lump of hardscape — the summary's cost range is their sum.
 */
export function phaseItems(summary: DesignSummary): PhaseItem[] {
  const lang = designLanguage(summary.locale);
  const items: PhaseItem[] = [];
  let low = 0;
  let high = 0;
  (summary.material_areas ?? []).forEach((area, i) => {
    const spec = materialNamed(area.name);
    const sqft = area.m2 * SQFT_PER_M2;
    const l = spec ? sqft * spec.price.low : 0;
    const h = spec ? sqft * spec.price.high : 0;
    low += l;
    high += h;
    items.push({
      step: spec && LAST_MATERIALS.has(spec.kind) ? 'planting' : 'hardscape',
      kind: 'material',
      text: summary.materials[i] ?? area.name[summary.units ?? lang.units],
      low: l,
      high: h,
    });
  });
  for (const line of summary.plants) {
    const spec = plantByBotanical(line.botanical);
    const l = line.quantity * line.unitLow;
    const h = line.quantity * line.unitHigh;
    low += l;
    high += h;
    if (line.quantity > 0)
      items.push({
        step: spec ? STEP_OF_ROLE[spec.role] : 'shrubs',
        kind: 'plant',
        text: line.common,
        botanical: line.botanical,
        quantity: line.quantity,
        low: l,
        high: h,
      });
  }
  // built features and drip line: what the cost holds beyond plants and surfaces
  const rest = { low: Math.max(0, summary.cost.low - low), high: Math.max(0, summary.cost.high - high) };
  if (summary.features.length > 0 || rest.high > 0)
    items.unshift({ step: 'hardscape', kind: 'feature', text: summary.features.join(', '), low: rest.low, high: rest.high });
  return items.sort((a, b) => STEPS.indexOf(a.step) - STEPS.indexOf(b.step));
}

/**
 * A budget in phases (product §12): the design split into phases in build order — grading and hardscape
 * first (all in phase 1, so phase 1 alone leaves a finished ground), trees before shrubs, perennials and
 * mulch last — each costing at most `budget` at the top of its range. Plants of one kind may be split
 * across phases; a surface or the built features are not. A budget below phase 1's hardscape, or below
 * any single surface, is refused with the least that would do.
 */
export function planPhases(summary: DesignSummary, budget: number): PhasesOutcome {
  const out = phasesIn(summary, budget);
  if (!out.ok || !summary.translations) return out;
  // the same split said in each language the design carries: the figures are the same, only the words differ
  const said = Object.entries(summary.translations).map(
    ([locale, words]) => [locale, phasesIn({ ...summary, ...words, translations: undefined }, budget)] as const,
  );
  return {
    ok: true,
    phases: out.phases.map((phase, i) => {
      const translations = Object.fromEntries(
        said.flatMap(([locale, o]) => (o.ok && o.phases.length === out.phases.length ? [[locale, wordsOf(o.phases[i]!)]] : [])),
      );
      return Object.keys(translations).length ? { ...phase, translations } : phase;
    }),
  };
}

const wordsOf = ({ title, features, materials, plants }: Phase): PhaseWords => ({ title, features, materials, plants });

/** The phases of a budget in the summary's own language. */
function phasesIn(summary: DesignSummary, budget: number): PhasesOutcome {
  const locale = designLocale(summary.locale);
  const text = PHASE_TEXT[locale];
  const currency = summary.cost.currency;
  const items = phaseItems(summary);
  const hardscapeHigh = items.filter((i) => i.step === 'hardscape').reduce((s, i) => s + i.high, 0);
  const largestWhole = Math.max(0, ...items.filter((i) => i.kind !== 'plant').map((i) => i.high));
  const cheapestPlant = Math.max(0, ...items.filter((i) => i.kind === 'plant').map((i) => i.high / (i.quantity ?? 1)));
  const minimum = Math.ceil(Math.max(hardscapeHigh, largestWhole, cheapestPlant, 1) / 50) * 50;
  if (!(budget >= minimum))
    return { ok: false, minimum, detail: fill(text.tooSmall, { budget: money(budget, currency, locale), minimum: money(minimum, currency, locale) }) };

  const phases: PhaseItem[][] = [[]];
  let spent = 0;
  const open = (): PhaseItem[] => {
    const next: PhaseItem[] = [];
    phases.push(next);
    spent = 0;
    return next;
  };
  let current = phases[0]!;
  for (const item of items) {
    if (item.step === 'hardscape') {
      current.push(item);
      spent += item.high;
      continue;
    }
    if (item.kind !== 'plant') {
      if (spent + item.high > budget) current = open();
      current.push(item);
      spent += item.high;
      continue;
    }
    let left = item.quantity ?? 1;
    const unitLow = item.low / left;
    const unitHigh = item.high / left;
    while (left > 0) {
      const fits = Math.min(left, Math.floor((budget - spent + 1e-9) / unitHigh));
      if (fits <= 0) {
        current = open();
        continue;
      }
      current.push({ ...item, quantity: fits, low: unitLow * fits, high: unitHigh * fits });
      spent += unitHigh * fits;
      left -= fits;
    }
  }
  const built = phases.filter((p) => p.length > 0);
  return {
    ok: true,
    phases: built.map((list, i) => {
      const steps = STEPS.filter((s) => list.some((it) => it.step === s));
      return {
        number: i + 1,
        title: fill(text.title, { n: i + 1, steps: steps.map((s) => text.steps[s]).join(text.and) }),
        steps,
        features: list.filter((it) => it.kind === 'feature' && it.text).map((it) => it.text),
        materials: list.filter((it) => it.kind === 'material').map((it) => it.text),
        plants: list.filter((it) => it.kind === 'plant').map((it) => ({ botanical: it.botanical ?? '', common: it.text, quantity: it.quantity ?? 0 })),
        cost: {
          low: Math.min(round(list.reduce((s, it) => s + it.low, 0)), budget),
          high: Math.min(round(list.reduce((s, it) => s + it.high, 0)), budget),
          currency,
        },
      };
    }),
  };
}

function money(v: number, currency: string, locale: DesignLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
}
