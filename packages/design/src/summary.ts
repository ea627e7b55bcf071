import type { DesignSummary, DesignWords, SiteSummary } from '@landscape/contract';
import {
  areaText,
  DESIGN_LANGUAGES,
  DESIGN_LOCALES,
  designLocale,
  inTitle,
  sourceText,
  fill,
  type DesignLanguage,
  type DesignLocale,
  materialName,
  plantName,
  sizeText,
  titleText,
  translateNote,
  SQFT_PER_M2,
} from './catalogue/languages/index.ts';
import { STYLE_CATALOGUE } from './catalogue/style-catalogue.ts';
import { reasonFor } from './plan-builder.ts';
import { siteHeadline } from './site/site.ts';
import type { DesignPlan, FeatureKind, UnsupportedWish } from './types.ts';
import { upkeepOf } from './upkeep/upkeep.ts';
import { planFrame } from './renderer/plan-frame.ts';

// Installed prices of built features; plants and surfaces are priced from the catalogue instead.
export const FEATURE_COST: Partial<Record<FeatureKind, { low: number; high: number; per: 'each' | 'once' }>> = {
  fire_pit: { low: 1200, high: 4500, per: 'once' },
  water_feature: { low: 900, high: 4500, per: 'once' },
  pergola: { low: 4000, high: 12000, per: 'once' },
  patio_seating: { low: 1200, high: 4000, per: 'once' },
  raised_vegetable_beds: { low: 250, high: 800, per: 'each' },
  lighting: { low: 120, high: 300, per: 'each' },
  seating_bench: { low: 400, high: 1500, per: 'each' },
  boulders: { low: 150, high: 600, per: 'each' },
  planter_pots: { low: 80, high: 350, per: 'each' },
  stone_lantern: { low: 250, high: 900, per: 'each' },
  arbor: { low: 600, high: 2500, per: 'once' },
  bird_bath: { low: 150, high: 600, per: 'each' },
  stone_edging: { low: 600, high: 2200, per: 'once' },
  hot_tub: { low: 6000, high: 15000, per: 'once' },
  outdoor_kitchen: { low: 5000, high: 20000, per: 'once' },
  storage_shed: { low: 2000, high: 6000, per: 'once' },
  trampoline: { low: 400, high: 1500, per: 'once' },
  swing_set: { low: 500, high: 3000, per: 'once' },
  hammock: { low: 250, high: 900, per: 'once' },
  compost_bins: { low: 150, high: 600, per: 'once' },
};
const FEATURE_SOURCE = 'typical US installed cost 2025, built features';
// Drip line, emitters and a timer valve, per square foot of bed.
const DRIP_PER_SQFT = { low: 0.6, high: 1.5 };

const roundTo = (v: number, step: number) => Math.round(v / step) * step;

/**
 * The plant list, materials and rough cost shown beside every image (contract designSummarySchema), in
 * the plan's language (`plan.locale`) and its units, with the same words in the studio's other languages
 * (`translations`: whoever opens the design reads it in their own); sizes and areas also come in both unit
 * systems so the studio can switch. Prices stay in the catalogue's currency.
 */
export function summarizePlan(plan: DesignPlan): DesignSummary {
  const own = designLocale(plan.locale);
  const translations = Object.fromEntries(DESIGN_LOCALES.filter((l) => l !== own).map((l) => [l, wordsOf(plan, l)]));
  return {
    ...wordsOf(plan, own),
    plan_width_m: Math.round(planFrame(plan).metresAcross * 1000) / 1000,
    upkeep: upkeepOf(plan),
    translations,
  };
}

/** Everything the summary says in words, in one language. */
function wordsOf(plan: DesignPlan, locale: DesignLocale): DesignWords {
  const lang = DESIGN_LANGUAGES[locale];
  const plants = plan.palette.map((spec, i) => ({
    number: i + 1,
    common: plantName(spec, lang),
    botanical: spec.botanical,
    quantity: plan.plants.filter((p) => p.plantId === spec.id).length,
    size: sizeText(spec.size, lang),
    sizes: { metric: sizeText(spec.size, lang, 'metric'), imperial: sizeText(spec.size, lang, 'imperial') },
    unitLow: spec.price.low,
    unitHigh: spec.price.high,
    reason: reasonFor(plan, spec, lang),
  }));

  const sources = new Set<string>();
  let low = 0;
  let high = 0;
  for (const spec of plan.palette) {
    const qty = plan.plants.filter((p) => p.plantId === spec.id).length;
    low += qty * spec.price.low;
    high += qty * spec.price.high;
    sources.add(spec.price.source);
  }
  const materials: string[] = [];
  const materialAreas: NonNullable<DesignSummary['material_areas']> = [];
  for (const use of plan.materials) {
    const sqft = use.areaM2 * SQFT_PER_M2;
    materials.push(fill(lang.measure.material, { name: materialName(use.material, lang), area: areaText(use.areaM2, lang) }));
    materialAreas.push({
      name: { metric: materialName(use.material, lang, 'metric'), imperial: materialName(use.material, lang, 'imperial') },
      m2: Math.round(use.areaM2 * 10) / 10,
    });
    low += sqft * use.material.price.low;
    high += sqft * use.material.price.high;
    sources.add(use.material.price.source);
  }
  const counts = new Map<FeatureKind, number>();
  for (const f of plan.features) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  for (const [kind, n] of counts) {
    const cost = FEATURE_COST[kind];
    if (!cost) continue;
    const k = cost.per === 'each' ? n : 1;
    low += k * cost.low;
    high += k * cost.high;
    sources.add(FEATURE_SOURCE);
  }

  if (plan.featureKinds.includes('drip_irrigation')) {
    const sqft = plan.coverage.bedM2 * SQFT_PER_M2;
    low += sqft * DRIP_PER_SQFT.low;
    high += sqft * DRIP_PER_SQFT.high;
    sources.add(FEATURE_SOURCE);
  }

  const features = plan.featureKinds.map((kind) => {
    const n = counts.get(kind) ?? 0;
    return n > 1 && FEATURE_COST[kind]?.per === 'each' ? fill(lang.measure.count, { name: lang.features[kind], n }) : lang.features[kind];
  });

  return {
    title: titleText(lang.styles[plan.style] ?? STYLE_CATALOGUE[plan.style].name, plan.area, plan.featureKinds, lang),
    locale,
    units: lang.units,
    features,
    materials,
    material_areas: materialAreas,
    plants,
    cost: { low: roundTo(low, 50), high: roundTo(high, 50), currency: 'USD', sources: [...sources].map((s) => sourceText(s, lang)) },
    ...(plan.site ? { site: siteSummary(plan, lang) } : {}),
    ...sceneWords(plan, lang),
    not_included: notIncludedText(plan, lang),
  };
}

/** 'Not included: chicken coop — we can't draw it yet', 'Not included: hot tub — no room in this side yard'. */
function notIncludedText(plan: DesignPlan, lang: DesignLanguage): { wish: string; reason: 'cant_draw' | 'no_room'; text: string }[] {
  return (plan.notIncluded ?? []).map(({ wish, reason }) => {
    const name = reason === 'cant_draw' ? lang.wishes[wish as UnsupportedWish] : inTitle(lang.features[wish as FeatureKind], 'lower');
    const text =
      reason === 'cant_draw'
        ? fill(lang.messages['wish.notIncluded'], { wish: name })
        : fill(lang.messages['wish.notIncludedNoRoom'], { wish: name, area: lang.areaWords[plan.area] });
    return { wish, reason, text };
  });
}

/** What a photo showed, as the restyle read it (photo-fit.ts), in the homeowner's language. */
function sceneWords(plan: DesignPlan, lang: DesignLanguage): { scene?: string } {
  const said = plan.notes.filter((n) => n.key.startsWith('photo.scene.'));
  return said.length ? { scene: said.map((n) => translateNote(n, lang)).join(' · ') } : {};
}

/** The site part of the summary: where, which zone, how much sun, and what the plan says about them. */
function siteSummary(plan: DesignPlan, lang: DesignLanguage): SiteSummary {
  const site = plan.site!;
  const sun = site.sun?.[plan.area] ?? null;
  const caveat = site.notes.find((n) => n.key === 'site.zoneCaveat');
  return {
    headline: siteHeadline(site),
    place: site.place?.label ?? null,
    zone: site.zone?.code ?? null,
    climate: site.climate?.code ?? null,
    zone_caveat: caveat ? translateNote(caveat, lang) : null,
    exposure: plan.sun?.exposure ?? null,
    sun_hours: sun ? { solstice: sun.solsticeHours, equinox: sun.equinoxHours } : null,
    facing: site.facing.degrees,
    facing_assumed: site.facing.assumed,
    // The site facts above are given as data (a client words them in its language); these are the rest.
    notes: plan.notes.filter((n) => !n.key.startsWith('site.')).map((n) => translateNote(n, lang)),
  };
}
