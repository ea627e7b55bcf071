import type { DesignSummary } from '@landscape/contract';
import { areaText, DESIGN_LANGUAGES, designLocale, fill, type DesignLocale } from '../catalogue/languages/index.ts';
import type { FeatureKind } from '../types.ts';
import { phaseItems, STEPS, type PhaseItem } from './phase-items.ts';
import { PHASE_TEXT, type PhaseStep } from './phase-text.ts';

export type { PhaseStep, PhaseItem };
export { phaseItems };

export interface Phase {
  number: number;
  /** 'Phase 1 · grading and drainage, trees'. */
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

/** What stands built once a phase (and every one before it) is done: what planAfterPhase draws. */
export interface BuiltAfter {
  /** Of each feature kind the phases build, how many are finished (a feature priced once counts as one). */
  features: Partial<Record<FeatureKind, number>>;
  /** Of each surface (by its index in the summary's `material_areas`), the share laid, 0..1. */
  surfaces: number[];
}

export type PhasesOutcome = { ok: true; phases: Phase[]; built: BuiltAfter[] } | { ok: false; detail: string; minimum: number };

/** The least phase, as a share of the design's low cost: any budget from a fifth of it up is planned. */
export const LEAST_PHASE_SHARE = 0.2;

/** The part of an item built in one phase. */
interface Piece {
  item: PhaseItem;
  /** Plants and features priced each: how many; surfaces: m². */
  amount: number;
  /** One part of a single thing too dear for one phase. */
  part?: { i: number; n: number };
  /** Features finished in this piece (a part finishes its feature with the last part). */
  done: number;
  low: number;
  high: number;
}

/**
 * A budget in phases (product §12): the design split into phases in build order (phase-text.ts), each
 * costing at most `budget` at the top of its range and together the whole design. A surface is split by
 * area, a species by count, and a single built feature dearer than the budget into equal parts; so phase 1
 * can be as small as a first year's grading and the first trees. A budget below a fifth of the design's
 * low cost (or below its dearest single plant) is refused with the least that would do.
 */
export function planPhases(summary: DesignSummary, budget: number): PhasesOutcome {
  const out = phasesIn(summary, budget);
  if (!out.ok || !summary.translations) return out;
  // the same split said in each language the design carries: the figures are the same, only the words differ
  const said = Object.entries(summary.translations).map(
    ([locale, words]) => [locale, phasesIn({ ...summary, ...words, translations: undefined }, budget)] as const,
  );
  return {
    ...out,
    phases: out.phases.map((phase, i) => {
      const translations = Object.fromEntries(
        said.flatMap(([locale, o]) => (o.ok && o.phases.length === out.phases.length ? [[locale, wordsOf(o.phases[i]!)]] : [])),
      );
      return Object.keys(translations).length ? { ...phase, translations } : phase;
    }),
  };
}

const wordsOf = ({ title, features, materials, plants }: Phase): PhaseWords => ({ title, features, materials, plants });

/** The least budget planned: a fifth of the low cost, and room for the dearest single plant. */
function leastBudget(summary: DesignSummary, items: PhaseItem[]): number {
  const dearestPlant = Math.max(0, ...items.filter((i) => i.kind === 'plant').map((i) => i.high / (i.quantity ?? 1)));
  // a hair under the share of a round cost is still the share (0.2 × 6550 is 1310.0000000000002)
  return Math.max(1, Math.ceil(summary.cost.low * LEAST_PHASE_SHARE - 1e-6), Math.ceil(dearestPlant + 1));
}

/** The phases of a budget in the summary's own language. */
function phasesIn(summary: DesignSummary, budget: number): PhasesOutcome {
  const locale = designLocale(summary.locale);
  const text = PHASE_TEXT[locale];
  const currency = summary.cost.currency;
  const items = phaseItems(summary);
  const minimum = leastBudget(summary, items);
  if (!(budget >= minimum))
    return { ok: false, minimum, detail: fill(text.tooSmall, { budget: money(budget, currency, locale), minimum: money(minimum, currency, locale) }) };
  const packed = pack(items, budget);
  const costs = cumulativeRound(packed);
  const lang = DESIGN_LANGUAGES[locale];
  const units = summary.units ?? lang.units;
  const say = (p: Piece): string => {
    const { item } = p;
    if (item.kind === 'prep') return fill(text.prep, { area: areaText(p.amount, lang, units) });
    if (p.part) return fill(text.part, { name: item.name || item.text, ...p.part });
    if (item.kind === 'material')
      return p.amount === item.m2 ? item.text : fill(lang.measure.material, { name: item.name, area: areaText(p.amount, lang, units) });
    if (item.kind === 'feature' && p.amount !== item.quantity) return p.amount > 1 ? fill(lang.measure.count, { name: item.name, n: p.amount }) : item.name;
    return item.text;
  };
  return {
    ok: true,
    built: builtAfter(packed, summary),
    phases: packed.map((list, i) => {
      const steps = STEPS.filter((s) => list.some((p) => p.item.step === s));
      return {
        number: i + 1,
        title: fill(text.title, { n: i + 1, steps: steps.map((s) => text.steps[s]).join(text.and) }),
        steps,
        features: list.filter((p) => p.item.kind === 'feature' && (p.item.text || p.part)).map(say),
        materials: list.filter((p) => p.item.kind === 'material' || p.item.kind === 'prep').map(say),
        plants: list.filter((p) => p.item.kind === 'plant').map((p) => ({ botanical: p.item.botanical ?? '', common: p.item.text, quantity: p.amount })),
        cost: { ...costs[i]!, currency },
      };
    }),
  };
}

/**
 * The items in build order, phase by phase, each phase holding at most the budget (less half a unit, so
 * its rounded cost is still within it). Surfaces and the ground under them are split by area (never leaving
 * a sliver under a square metre), plants and features priced each by count, and a single thing dearer
 * than a phase into equal parts.
 */
function pack(items: PhaseItem[], budget: number): Piece[][] {
  const cap = budget - 0.5;
  const phases: Piece[][] = [[]];
  let spent = 0;
  const next = () => {
    if (phases.at(-1)!.length) phases.push([]);
    spent = 0;
  };
  const put = (p: Piece) => {
    phases.at(-1)!.push(p);
    spent += p.high;
  };
  for (const item of items) {
    if (item.high <= 0) {
      put({ item, amount: item.m2 ?? item.quantity ?? 1, done: item.quantity ?? 1, low: item.low, high: item.high });
      continue;
    }
    if (item.m2 !== undefined) {
      const per = { low: item.low / item.m2, high: item.high / item.m2 };
      let left = item.m2;
      while (left > 1e-9) {
        const take = Math.min(left, (cap - spent) / per.high);
        if (take < left && take < 1 && spent > 0) {
          next();
          continue;
        }
        put({ item, amount: take, done: 0, low: take * per.low, high: take * per.high });
        left -= take;
        if (left > 1e-9) next();
      }
      continue;
    }
    const count = item.quantity ?? 1;
    const unit = { low: item.low / count, high: item.high / count };
    if (unit.high > cap) {
      // one thing dearer than a phase: built in equal parts, each a phase's worth at most
      const n = Math.ceil(unit.high / cap);
      for (let u = 0; u < count; u++)
        for (let i = 1; i <= n; i++) {
          if (spent + unit.high / n > cap) next();
          put({ item, amount: 1, part: { i, n }, done: i === n ? 1 : 0, low: unit.low / n, high: unit.high / n });
        }
      continue;
    }
    let left = count;
    while (left > 0) {
      const fits = Math.min(left, Math.floor((cap - spent) / unit.high + 1e-9));
      if (fits <= 0) {
        next();
        continue;
      }
      put({ item, amount: fits, done: fits, low: unit.low * fits, high: unit.high * fits });
      left -= fits;
    }
  }
  return phases.filter((p) => p.length > 0);
}

/** Each phase's cost in whole units, rounded so that the phases add up to the rounded whole exactly. */
function cumulativeRound(phases: Piece[][]): { low: number; high: number }[] {
  let [low, high, lowShown, highShown] = [0, 0, 0, 0];
  return phases.map((list) => {
    low += list.reduce((s, p) => s + p.low, 0);
    high += list.reduce((s, p) => s + p.high, 0);
    const cost = { low: Math.round(low) - lowShown, high: Math.round(high) - highShown };
    lowShown += cost.low;
    highShown += cost.high;
    return cost;
  });
}

/** What stands after each phase: features finished and the share of each surface laid, so far. */
function builtAfter(phases: Piece[][], summary: DesignSummary): BuiltAfter[] {
  // every kind the phases build is counted from none, so a feature of a later phase is not drawn yet
  const features: Partial<Record<FeatureKind, number>> = Object.fromEntries(phases.flat().flatMap((p) => (p.item.feature ? [[p.item.feature, 0]] : [])));
  const laid = (summary.material_areas ?? []).map(() => 0);
  return phases.map((list) => {
    for (const p of list) {
      if (p.item.feature) features[p.item.feature] = (features[p.item.feature] ?? 0) + p.done;
      if (p.item.kind === 'material' && p.item.material !== undefined) laid[p.item.material]! += p.amount / (p.item.m2 || 1);
    }
    return { features: { ...features }, surfaces: laid.map((s) => Math.min(1, s)) };
  });
}

function money(v: number, currency: string, locale: DesignLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
}
