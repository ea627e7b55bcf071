import { FEATURE_HEIGHT_M, createRng, photoFeatures, type DesignPlan, type FeatureKind, type PlacedFeature } from '@landscape/design';
import type { GroundPlane } from './photo-plane.ts';
import type { GroundRegion } from './photo-region.ts';

// The plan's features on a photo (step 5 of the restyle): its lantern, boulders, bird bath, stepping
// stones, seating… drawn by the address drawings' hand through the photo's own camera, on the open ground
// in front of the bed, furthest back first, each where its whole footprint is free ground (what the plan
// and the cost list is what the picture shows); the plants then keep off them.

/** Where plants and features may stand: free of the keep mask and of the features already set down. */
export interface Footing {
  w: number;
  h: number;
  /** Screen boxes of the features' footprints. */
  taken: [number, number, number, number][];
  /** Free of the keep mask and of the taken boxes. */
  freeAt: (x: number, y: number) => boolean;
  /** Free, and ground. */
  onGround: (x: number, y: number) => boolean;
}

export function footing(region: GroundRegion, w: number, h: number): Footing {
  const taken: [number, number, number, number][] = [];
  const freeAt = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= w || yi >= h) return false;
    return region.keepA[yi * w + xi]! < 40 && !taken.some((b) => xi >= b[0] && xi <= b[2] && yi >= b[1] && yi <= b[3]);
  };
  const onGround = (x: number, y: number) => freeAt(x, y) && region.alpha[Math.min(h - 1, Math.round(y)) * w + Math.min(w - 1, Math.round(x))]! > 0.5;
  return { w, h, taken, freeAt, onGround };
}

export interface FeatureArt {
  defs: string;
  flat: string;
  objects: { row: number; svg: string }[];
  /** The features made of photographed stone (photo-stone-art.ts, photo-bird-bath.ts), with the row of their base. */
  stones: { row: number; f: PlacedFeature }[];
  drawn: FeatureKind[];
}

/** The features drawn from photographed stone instead of the address drawings' hand. */
const PHOTOGRAPHED: FeatureKind[] = ['boulders', 'bird_bath', 'stepping_stones'];

const COLUMNS = [0.22, 0.78, 0.4, 0.6, 0.5, 0.12, 0.88, 0.3, 0.7];
const moved = (f: PlacedFeature, x: number, y: number) => (q: { x: number; y: number }) => ({ x: x + q.x - f.x, y: y + q.y - f.y });

/** The plan's features set down on the photo's free ground, as SVG (none where there is no ground). */
export function placeFeatures(plan: DesignPlan, plane: GroundPlane, foot: Footing, groundN: number): FeatureArt {
  if (groundN === 0) return { defs: '', flat: '', objects: [], stones: [], drawn: [] };
  const { camera, topS, bedFront } = plane;
  const { w, h } = foot;
  const rng = createRng(plan.seed ^ 0xfea7);
  const place = (f: PlacedFeature): PlacedFeature | null => {
    if (f.kind === 'stepping_stones') return steppingStones(f, plane, foot, rng.range(0, 0.3), plan.seed);
    const start = rng.int(0, COLUMNS.length - 1);
    for (let k = 0; k < COLUMNS.length; k++) {
      const x = w * COLUMNS[(start + k) % COLUMNS.length]!;
      const t0 = topS[Math.round(x)]!;
      if (t0 < 0) continue;
      const front = bedFront(t0, camera.toGround(x, t0).x);
      // furthest back first: a feature reads at its true size in the garden, not looming at the lens
      for (let y = front + (h - front) * 0.08; y < h * 0.97; y += Math.max(2, (h - front) / 14)) {
        const at = camera.toGround(x, y);
        const corners = f.footprint.map((q) => camera.toScreen(at.x + q.x - f.x, at.y + q.y - f.y));
        if (corners.some((q) => q.y <= plane.ground.horizon + 1)) continue;
        if (!corners.every((q) => foot.onGround(q.x, q.y)) || !foot.onGround(x, y)) continue;
        const box: [number, number, number, number] = [
          Math.min(...corners.map((q) => q.x)),
          Math.min(...corners.map((q) => q.y)),
          Math.max(...corners.map((q) => q.x)),
          Math.max(...corners.map((q) => q.y)),
        ];
        if (!standsClear(f, box, y, plane, foot)) continue;
        foot.taken.push(box);
        const to = moved(f, at.x, at.y);
        return { ...f, x: at.x, y: at.y, footprint: f.footprint.map(to), points: f.points?.map(to) };
      }
    }
    return null;
  };
  // the stones are set down here and drawn from photographs; the rest by the address drawings' hand
  const stones: FeatureArt['stones'] = [];
  const art = photoFeatures(plan, plane.ground, (f) => {
    const at = place(f);
    if (!at || !PHOTOGRAPHED.includes(f.kind)) return at;
    stones.push({ row: camera.rowAt(Math.max(0.3, at.y)), f: at });
    return null;
  });
  const drawn = plan.features.map((f) => f.kind).filter((k, i, all) => all.indexOf(k) === i && (art.drawn.includes(k) || stones.some((q) => q.f.kind === k)));
  return { ...art, stones: stones.sort((a, b) => a.row - b.row), drawn };
}

/**
 * What stands up from a feature stands in front of free ground (the kept photo would otherwise hide its top),
 * and is never taller on screen than the tallest plant may be (a pergola by the lens would fill the picture).
 */
function standsClear(f: PlacedFeature, box: [number, number, number, number], y: number, plane: GroundPlane, foot: Footing): boolean {
  const rise = (FEATURE_HEIGHT_M[f.kind] ?? 1) * (f.kind === 'boulders' ? f.h : 1);
  const top = plane.camera.pixelsPerMetre(y) * rise;
  if (top > foot.h * 0.3) return false;
  const [x0, , x1] = box;
  for (let i = 0; i <= 6; i++) for (let j = 1; j <= 6; j++) if (!foot.freeAt(x0 + ((x1 - x0) * i) / 6, y - (top * j) / 6)) return false;
  return true;
}

/** A line of stepping stones coming in from the front of the picture to the bed, on free ground only. */
function steppingStones(f: PlacedFeature, plane: GroundPlane, foot: Footing, shift: number, seed: number): PlacedFeature | null {
  const { camera, topS, bedFront } = plane;
  const x0 = foot.w * (0.35 + shift);
  const t0 = topS[Math.round(x0)]!;
  if (t0 < 0) return null;
  const near = camera.toGround(x0, foot.h * 0.96);
  const far = camera.toGround(x0, bedFront(t0, camera.toGround(x0, t0).x));
  const points: { x: number; y: number }[] = [];
  for (let d = near.y; d < far.y - 0.3; d += 0.62) {
    const p = { x: near.x + Math.sin(d * 0.7 + seed) * 0.45, y: d };
    const q = camera.toScreen(p.x, p.y);
    // a stone by the lens would be a slab across the picture: the path starts where a stone is a tenth of its width
    if (camera.pixelsPerMetre(camera.rowAt(p.y)) * 0.64 > foot.w * 0.1) continue;
    if (foot.onGround(q.x, q.y)) points.push(p);
  }
  if (points.length < 3) return null;
  return { ...f, x: points[0]!.x, y: points[0]!.y, points };
}
