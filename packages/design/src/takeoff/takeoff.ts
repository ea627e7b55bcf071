import type { DesignSummary } from '@landscape/contract';
import { materialNamed, SQFT_PER_M2 } from '../catalogue/languages/index.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { MaterialKind, PlantSpec } from '../types.ts';

// The quantities a contractor quotes from (the landscaper's pack, product §12): each plant's on-centre
// spacing from the catalogue's mature spread, and each loose surface's volume at a stated depth.

const PLANTS = Object.values(PLANT_LIBRARY) as PlantSpec[];
const CUBIC_FEET_PER_YARD = 27;

/**
 * The depth loose surfaces are laid at, in both unit systems (a contractor's usual figure, not a
 * conversion of each other): mulch 3 in / 7.5 cm over beds, gravel and granite 3 in / 7.5 cm over a
 * compacted base, pebbles and river rock 2 in / 5 cm as a top dressing.
 */
export const PLANTING_DEPTH: Partial<Record<MaterialKind, { inches: number; cm: number }>> = {
  mulch: { inches: 3, cm: 7.5 },
  gravel: { inches: 3, cm: 7.5 },
  dg: { inches: 3, cm: 7.5 },
  raked_gravel: { inches: 3, cm: 7.5 },
  pebbles: { inches: 2, cm: 5 },
};

export interface TakeOffPlant {
  number: number;
  botanical: string;
  common: string;
  size: string;
  quantity: number;
  /** On-centre spacing: the catalogue's mature spread, metres; null for a plant no longer in the catalogue. */
  spacingM: number | null;
}
export interface TakeOffMaterial {
  name: string;
  /** Area in the design's units: m² (metric) or sq ft (imperial), as the summary rounds it. */
  area: number;
  /** The depth it is laid at, in cm (metric) or inches (imperial); null for a surface not measured by volume. */
  depth: number | null;
  /** Area × depth in m³ (metric) or cubic yards (imperial), rounded up to a tenth; null with no depth. */
  volume: number | null;
}
export interface TakeOff {
  units: 'metric' | 'imperial';
  plants: TakeOffPlant[];
  /** One line per surface; empty for a design older than the summary's material areas (its `materials` lines stand). */
  materials: TakeOffMaterial[];
}

const upToTenth = (v: number) => Math.ceil(v * 10 - 1e-9) / 10;

/** The plant schedule and materials take-off of a finished design, in its own units. */
export function takeOff(summary: DesignSummary): TakeOff {
  const units = summary.units ?? 'imperial';
  const plants = summary.plants.map((p) => {
    const spec = PLANTS.find((s) => s.botanical === p.botanical);
    return { number: p.number, botanical: p.botanical, common: p.common, size: p.size, quantity: p.quantity, spacingM: spec ? spec.widthM : null };
  });
  const materials = (summary.material_areas ?? []).map((m): TakeOffMaterial => {
    const spec = materialNamed(m.name);
    const depth = spec ? PLANTING_DEPTH[spec.kind] : undefined;
    const name = units === 'metric' ? m.name.metric : m.name.imperial;
    if (units === 'metric') {
      const area = Math.round(m.m2);
      return { name, area, depth: depth?.cm ?? null, volume: depth ? upToTenth((m.m2 * depth.cm) / 100) : null };
    }
    const sqft = m.m2 * SQFT_PER_M2;
    return { name, area: Math.round(sqft), depth: depth?.inches ?? null, volume: depth ? upToTenth((sqft * depth.inches) / 12 / CUBIC_FEET_PER_YARD) : null };
  });
  return { units, plants, materials };
}
