import type { Rng } from '../random.ts';
import type { FeatureKind, PlacedFeature, StyleDefinition } from '../types.ts';
import type { Canvas } from './perspective-canvas.ts';
import { drawFirePit, drawHotTub, drawLighting, drawOutdoorKitchen, drawPatioSeating, drawPergola, drawSeatingBench } from './features-gathering.ts';
import { drawArbor, drawBirdBath, drawBoulders, drawPlanterPots, drawSteppingStones, drawStoneLantern, drawWaterFeature } from './features-ornaments.ts';
import { drawCompostBins, drawHammock, drawRaisedVegetableBeds, drawStorageShed, drawSwingSet, drawTrampoline } from './features-yard.ts';

// A plan's features in a perspective drawing: each kind drawn by the module of what it is.

/** How each kind of feature is drawn; null: ground, planting or unseen (drawn with the plan's ground or not at all). */
const FEATURE_DRAWERS: Record<FeatureKind, ((c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng) => void) | null> = {
  fire_pit: drawFirePit,
  water_feature: drawWaterFeature,
  pergola: drawPergola,
  patio_seating: drawPatioSeating,
  raised_vegetable_beds: drawRaisedVegetableBeds,
  lighting: drawLighting,
  seating_bench: drawSeatingBench,
  boulders: drawBoulders,
  planter_pots: drawPlanterPots,
  stone_lantern: drawStoneLantern,
  arbor: drawArbor,
  bird_bath: drawBirdBath,
  stepping_stones: drawSteppingStones,
  hot_tub: drawHotTub,
  outdoor_kitchen: drawOutdoorKitchen,
  storage_shed: drawStorageShed,
  trampoline: drawTrampoline,
  swing_set: drawSwingSet,
  hammock: drawHammock,
  compost_bins: drawCompostBins,
  play_lawn: null,
  shade_tree: null,
  stone_edging: null,
  stone_path: null,
  wide_path: null,
  drip_irrigation: null,
  flower_beds: null,
  gravel_path: null,
  privacy_hedge: null,
};

/** One feature of the plan, drawn onto the canvas as ground marks or standing objects. */
export function drawFeature(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng): void {
  FEATURE_DRAWERS[f.kind]?.(c, f, style, rng);
}
