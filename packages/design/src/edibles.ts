import type { AreaId } from '@landscape/contract';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { failure, siteFit, type SiteFit } from './plant-rules.ts';
import type { Vec2 } from './geometry.ts';
import type { ParsedWishes, PlacedFeature, PlacedPlant, PlantSpec, Site, SunExposure } from './types.ts';

// A vegetable garden comes with its vegetables: the crops of the plant table (data/plants.csv, no style
// of their own) that keep the plant rules of the site — in its zone, grown through its summer (lettuce and
// kale where summers are mild, okra where they are hot), nothing toxic where pets are wished for — set out
// in the raised beds in rows, a few crops a bed, so the plant list and the cost name them.

/** The crops, vegetables before kitchen herbs. */
const VEGETABLES = ['tomato', 'bush_bean', 'kale', 'lettuce', 'okra'];
const HERBS = ['sweet_basil', 'parsley', 'garden_sage', 'garden_thyme'];
const CROPS = new Set([...VEGETABLES, ...HERBS]);

/** A vegetable or kitchen herb: planted only in vegetable beds, never in a style's beds. */
export const isCrop = (p: { id?: string; plantId?: string }) => CROPS.has(p.id ?? p.plantId ?? '');

/** The most crops a garden grows, and the fewest it names. */
const MOST = 6;
const FEWEST = 4;

/**
 * The crops for one area of a site: up to four vegetables and two herbs that keep the plant rules there.
 * Where the sun is short of what vegetables want, the sun is not held against them (the plan's sun note
 * says so); where the climate is unknown, the rules it would decide are not checked.
 */
export function cropsFor(site: Site | null, area: AreaId, wishes: ParsedWishes, sun?: { exposure: SunExposure; hours: number } | null): PlantSpec[] {
  const base = siteFit(site, area);
  const fit: SiteFit | null = base && sun ? { ...base, exposure: sun.exposure, hours: sun.hours } : base;
  const pick = (f: SiteFit | null) => {
    const ok = (id: string) => failure(PLANT_LIBRARY[id]!, wishes, f) === null;
    const veg = VEGETABLES.filter(ok).slice(0, 4);
    const herbs = HERBS.filter(ok).slice(0, MOST - veg.length);
    return [...veg, ...herbs].map((id) => PLANT_LIBRARY[id]!);
  };
  const found = pick(fit);
  if (found.length >= FEWEST || !fit) return found;
  const unshaded = pick({ ...fit, exposure: null, hours: null });
  return unshaded.length >= FEWEST ? unshaded : pick(null);
}

/**
 * The crops set out in the beds: each crop in one bed (taken in turn), each bed cut along the length the
 * picture shows of it (`seen`: a point of the ground in the frame) into one section a crop, and each section
 * planted in a grid at the crop's spacing (at least one plant). A bed the picture does not show is left bare.
 */
export function plantBeds(beds: PlacedFeature[], crops: PlantSpec[], seen: (p: Vec2) => boolean = () => true): PlacedPlant[] {
  const shown = beds.map((bed) => ({ bed, span: seenSpan(bed, seen) })).filter((b) => b.span !== null);
  if (!shown.length || !crops.length) return [];
  const out: PlacedPlant[] = [];
  shown.forEach(({ bed, span }, b) => {
    const mine = crops.filter((_, i) => i % shown.length === b);
    const along = bed.w >= bed.h;
    const width = along ? bed.h : bed.w;
    const [from, to] = span!;
    const section = (to - from) / Math.max(1, mine.length);
    mine.forEach((crop, s) => {
      const spacing = Math.max(0.3, crop.widthM * 0.8);
      const nu = Math.max(1, Math.floor((section - 0.1) / spacing));
      const nv = Math.max(1, Math.floor((width - 0.1) / spacing));
      const r = Math.min(section / nu, width / nv) / 2;
      for (let i = 0; i < nu; i++)
        for (let j = 0; j < nv; j++) {
          const u = from + s * section + ((i + 0.5) * section) / nu;
          const v = -width / 2 + ((j + 0.5) * width) / nv;
          const [x, y] = along ? [bed.x + u, bed.y + v] : [bed.x + v, bed.y + u];
          out.push({ plantId: crop.id, number: 0, x, y, radius: r, canopy: Math.min(crop.widthM / 2, r * 1.2), height: crop.heightM });
        }
    });
  });
  return out;
}

/** The stretch of a bed's length (from its centre, metres) whose centre line the picture shows; null when none. */
function seenSpan(bed: PlacedFeature, seen: (p: Vec2) => boolean): [number, number] | null {
  const along = bed.w >= bed.h;
  const length = along ? bed.w : bed.h;
  const steps = 24;
  const shown: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const u = -length / 2 + (k / steps) * length;
    if (seen(along ? { x: bed.x + u, y: bed.y } : { x: bed.x, y: bed.y + u })) shown.push(u);
  }
  if (shown.length < 2) return null;
  return [shown[0]!, shown.at(-1)!];
}
