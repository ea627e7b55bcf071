import { message } from './catalogue/messages.ts';
import { DESIGN_LANGUAGES } from './catalogue/languages/index.ts';
import type { AreaId } from '@landscape/contract';
import type { PlantSelection, SiteFit } from './plant-selection.ts';
import type { ClimateClass, FeatureKind, Note, NotIncluded, PlantSpec, Site, StyleDefinition } from './types.ts';
import type { Ctx, measureGround } from './plan-context.ts';

// The notes of a plan: the site's lines (what the climate asks of the garden, what kept the style there) and the
// answers to wishes the plan could not give.

/** The site line: what the climate asks of the garden, and what keeps the style there. */
function climateLines(
  climate: ClimateClass | null,
  zone: string | null,
  style: StyleDefinition,
  selection: PlantSelection,
  used: PlantSpec[],
  smallLawn: boolean,
): Note[] {
  const out: Note[] = [];
  if (climate) {
    if (climate.kind === 'hot_dry') out.push(message(smallLawn ? 'climate.hotDryLawn' : 'climate.hotDry'));
    else if (climate.kind === 'cold_dry') out.push(message(smallLawn ? 'climate.coldDryLawn' : 'climate.coldDry'));
    else if (climate.kind === 'dry_summer') out.push(message('climate.drySummer'));
    else if (climate.kind === 'hot_humid') out.push(message('climate.hotHumid'));
    else if (climate.kind === 'mild_moist') out.push(message('climate.mildMoist'));
    else if (climate.kind === 'tropical') out.push(message('climate.tropical'));
    else if (zone) out.push(message('climate.coldWinter', { zone }));
  }
  out.push(...styleLines(style, selection, used, zone));
  return out;
}

/** What kept the style here: the place's natives, the look-alikes, or how few of its own plants thrive. */
function styleLines(style: StyleDefinition, selection: PlantSelection, used: PlantSpec[], zone: string | null): Note[] {
  const out: Note[] = [];
  const names = (list: PlantSpec[]) => list.map((p) => p.common).join(', ');
  const planted = used.filter((p) => !style.plants.includes(p));
  if (selection.natives && planted.length) {
    const natives = DESIGN_LANGUAGES.en.places[selection.natives] ?? selection.natives;
    out.push(message('climate.nativeLook', { style: style.name, natives, plants: names(planted) }));
  } else {
    // Only look-alikes the plan actually plants, and not the style's own plants moved up to fill a gap.
    const shown = selection.lookAlikes.plants.filter((p) => used.includes(p) && !style.plants.includes(p));
    const total = style.plants.length;
    if (shown.length && selection.signaturesKept * 2 < total)
      out.push(message('climate.styleChanged', { style: style.name, kept: selection.signaturesKept, total, plants: names(shown) }));
    else if (shown.length)
      out.push(
        selection.lookAlikes.forZone && zone
          ? message('climate.lookAlikeZone', { style: style.name, zone, plants: names(shown) })
          : message('climate.lookAlike', { style: style.name, plants: names(shown) }),
      );
  }
  const palms = used.filter((p) => p.form === 'palm');
  if (selection.palms.length && palms.length) out.push(message('climate.palms', { plants: names(palms) }));
  // Said plainly, never an empty bed left unexplained: a zone-2 winter or a desert's shade can rule out every plant of a style.
  if (selection.pool.length === 0)
    out.push(zone ? message('climate.nothingThrivesZone', { style: style.name, zone }) : message('climate.nothingThrives', { style: style.name }));
  return out;
}

/** Wished features that are objects placed on the ground (the rest are delivered by the layout). */
const PLACED_OBJECTS: FeatureKind[] = [
  'fire_pit',
  'water_feature',
  'pergola',
  'patio_seating',
  'raised_vegetable_beds',
  'seating_bench',
  'bird_bath',
  'stone_lantern',
  'arbor',
  'boulders',
  'hot_tub',
  'outdoor_kitchen',
  'storage_shed',
  'trampoline',
  'swing_set',
  'hammock',
  'compost_bins',
];

const AREA_WORDS: Record<AreaId, string> = { front_yard: 'Front yard', side_yard: 'Side yard', backyard: 'Backyard', walkway: 'Entry walk' };
const areaWord = (area: AreaId) => AREA_WORDS[area].toLowerCase();

/** What the plan's notes are made of, as the build found it. */
interface NoteFacts {
  site: Site | null;
  fit: SiteFit | null;
  selection: PlantSelection;
  palette: PlantSpec[];
  measured: ReturnType<typeof measureGround>;
  featureKinds: FeatureKind[];
  notes: Note[];
  answers: Note[];
  /** The plan keeps a lawn panel. */
  smallLawn: boolean;
  /** The beds' moss carpet was mulched instead because the area is in full sun. */
  mossSun: boolean;
}

/**
 * The plan's notes and answers to the wishes (added to `notes` and `answers`): the site's lines first, then
 * what the wishes asked that the plan cannot give. Answers what was wished and not included.
 */
export function planNotes(ctx: Ctx, f: NoteFacts): NotIncluded[] {
  const { area, style, wishes } = ctx;
  const { site, fit, notes, answers, measured, palette } = f;
  const c = wishes.constraints;
  const climate = site?.climate ?? null;
  if (site) {
    const sun = site.sun?.[area];
    if (sun)
      notes.unshift(
        message('site.sun', { area: AREA_WORDS[area], exposure: sun.exposure.replace('_', ' '), solstice: sun.solsticeHours, equinox: sun.equinoxHours }),
      );
    notes.unshift(...site.notes);
    notes.unshift(...climateLines(climate, site.zone?.code ?? null, style, f.selection, palette, f.smallLawn));
    if (f.mossSun && !climate?.arid) notes.push(message('plan.mossSun', { area: AREA_WORDS[area], hours: fit?.hours ?? 0 }));
  }
  // A wished object that found no room is said, not silently dropped; so is a wish the studio cannot draw yet.
  const notIncluded: NotIncluded[] = wishes.unsupported.map((wish) => ({ wish, reason: 'cant_draw' as const }));
  for (const w of wishes.features) {
    const missing = PLACED_OBJECTS.includes(w) ? !ctx.features.some((x) => x.kind === w) : w === 'shade_tree' ? !f.featureKinds.includes('shade_tree') : false;
    if (!missing) continue;
    notIncluded.push({ wish: w, reason: 'no_room' });
  }
  if (fit?.exposure && fit.exposure !== 'full_sun' && ctx.features.some((x) => x.kind === 'raised_vegetable_beds')) {
    answers.push(message('wish.vegetablesShade', { area: areaWord(area), hours: fit.hours ?? 0 }));
  }
  if (c.includes('low_maintenance')) {
    const share = measured.plantedM2 > 0 ? Math.round((measured.lawnM2 / measured.plantedM2) * 100) : 0;
    notes.push(message('plan.lowMaintenance', { lawn: share, species: palette.length }));
  }
  if (c.includes('drought_tolerant')) notes.push(message('plan.drought'));
  return notIncluded;
}
