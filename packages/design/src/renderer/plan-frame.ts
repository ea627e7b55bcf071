import type { AreaId } from '@landscape/contract';
import type { DesignPlan } from '../types.ts';

// Where the top-down plan puts the ground: one reading for the plan drawing (plan-view.ts), the design
// summary (its scale, `plan_width_m`) and the landscaper's pack (scale bar and north arrow).

/** The plan is drawn in a square of this many user units, whatever size it is rasterized at. */
export const PLAN_VIEW_UNITS = 768;
/** Ground drawn around the area's bounds, metres. */
const MARGIN_M = 1.2;

/** Height of the legend under the map, in plan units: room for two columns of species. */
export function planLegendHeight(paletteLength: number): number {
  return Math.max(130, 44 + Math.ceil(paletteLength / 2) * 32 + 26);
}

/**
 * The plan's scale: `scale` user units per metre of ground (the area's bounds and a margin fit the map
 * above the legend), and `metresAcross` the ground the drawing's full width spans. Both hold at any
 * raster size, since the plan is a square drawn in PLAN_VIEW_UNITS.
 */
export function planFrame(plan: Pick<DesignPlan, 'bounds' | 'palette'>): { scale: number; metresAcross: number; margin: number } {
  const W = PLAN_VIEW_UNITS;
  const mapH = W - planLegendHeight(plan.palette.length);
  const b = plan.bounds;
  const scale = Math.min((W - 40) / (b.w + MARGIN_M * 2), (mapH - 30) / (b.h + MARGIN_M * 2));
  return { scale, metresAcross: W / scale, margin: MARGIN_M };
}

/**
 * The plan's orientation on the page. The front yard, the walk and the side yard are drawn with the street
 * at the bottom, as seen from the street (`flip`); the backyard with the house at the top, as seen from the
 * back fence (`mirror`: the lot's x runs right to left), so both are true maps, seen from above.
 */
export function planOrientation(area: AreaId): { flip: boolean; mirror: boolean } {
  const flip = area === 'front_yard' || area === 'walkway' || area === 'side_yard';
  return { flip, mirror: area === 'backyard' };
}

/**
 * Where north points on the plan, in degrees clockwise from the top of the page, for a house whose front
 * faces the compass bearing `facing`. The lot's -y points where the front faces and +x is to the right of
 * someone facing the house: with the street at the bottom the top of the page is `facing + 180`; with the
 * house at the top it is `facing`.
 */
export function planNorth(area: AreaId, facing: number): number {
  const up = planOrientation(area).flip ? facing + 180 : facing;
  return (((0 - up) % 360) + 360) % 360;
}
