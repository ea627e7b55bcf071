import type { DesignPlan, Scene } from '../types.ts';
import { designSvg, HOUSE_MASK } from './perspective.ts';
import { rasterizePixels } from './raster.ts';
import { facadeOf } from './view-check.ts';

// How much of the house the homeowner still sees in a design: the render is drawn twice with the
// house in one flat colour, with and without the plan's planting, and the house's pixels counted.
// Trees already standing are in both renders: the figure is what the design adds, measured on the
// real sprites the renderer draws, not on the ellipses the plan builder plans with.

const [R, G, B] = [1, 3, 5].map((i) => parseInt(HOUSE_MASK.slice(i, i + 2), 16));

function housePixels(px: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (Math.abs(px[i] - R) < 8 && Math.abs(px[i + 1] - G) < 8 && Math.abs(px[i + 2] - B) < 8) n++;
  return n;
}

/**
 * Share (0..1) of the house left in view by the planting; with `withFeatures`, by the built features
 * too (an entry arbor, a pergola on the patio). Null for a view with no facade (the side yard).
 */
export function facadeVisibility(scene: Scene, plan: DesignPlan, opts: { withFeatures?: boolean; size?: number } = {}): number | null {
  if (!facadeOf(plan.area)) return null;
  const size = opts.size ?? 384;
  const bare = housePixels(rasterizePixels(designSvg(scene, plan, size, { houseMask: true, planting: false, features: false }), size));
  if (bare === 0) return null;
  const planted = housePixels(rasterizePixels(designSvg(scene, plan, size, { houseMask: true, features: opts.withFeatures ?? false }), size));
  return planted / bare;
}
