import { createRng, foliageEllipse, type DesignPlan, type PlantSpec, type StyleDefinition } from '@landscape/design';
import type { Footing } from './photo-features.ts';
import type { GroundPlane } from './photo-plane.ts';
import type { GroundRegion } from './photo-region.ts';

// Where the plan's plants stand on a photo (step 6 of the restyle): the design's own plant list
// (plan.palette) along the bed at the back of the ground, two rows deep, each plant at its mature size in
// metres scaled by its depth, set down only where its whole silhouette is free ground and clear of the
// features (at full or smaller growth, or a little further forward), and one specimen tree from the list
// at the open side of the bed when it fits.

/** A plant set down on the photo: its base point, pixels per metre there and the growth shown. */
export interface PlantSpot {
  spec: PlantSpec;
  x: number;
  y: number;
  s: number;
  growth: number;
  /** Planted in a container: its base fades into the pot's soil (no straight cut across the rim). */
  potted?: boolean;
}

export function isTree(p: PlantSpec): boolean {
  return p.role === 'tree' || p.form.startsWith('tree') || p.form === 'palm' || p.form === 'pine_cloud';
}

export function placePlants(plan: DesignPlan, style: StyleDefinition, plane: GroundPlane, region: GroundRegion, foot: Footing): PlantSpot[] {
  const palette = plan.palette.filter((p) => p.form !== 'groundcover');
  if (!palette.length || region.groundN === 0) return [];
  const { w, h } = foot;
  const { camera, topS, bedFront } = plane;
  const rng = createRng(plan.seed ^ 0x5eed);
  const fits = (spec: PlantSpec, x: number, y: number, s: number, growth: number) => {
    const e = foliageEllipse(spec, x, y, s, growth);
    for (let i = -3; i <= 3; i++)
      for (let j = -3; j <= 3; j++) if (i * i + j * j <= 10 && !foot.freeAt(e.cx + (e.rx * i) / 3, e.cy + (e.ry * j) / 3)) return false;
    return region.alpha[Math.min(h - 1, Math.round(y)) * w + Math.round(x)]! > 0.5;
  };
  /** The first base row at or below `y0` (down to `y1`) where the plant stands on free ground, at full or smaller growth. */
  const settle = (spec: PlantSpec, x: number, y0: number, y1: number) => {
    for (let y = y0; y <= Math.min(h - 2, y1); y += Math.max(1, (y1 - y0) / 12)) {
      // never a plant taller than about a quarter of the picture (a horizon estimated too high would draw the
      // back of the bed as a giant's garden)
      const s = Math.min(camera.pixelsPerMetre(y), (h * 0.26) / Math.max(0.3, spec.heightM));
      if (s <= 2) continue;
      for (const growth of [0.9, 0.7, 0.55]) if (fits(spec, x, y, s, growth)) return { y, s, growth };
    }
    return null;
  };
  const low = palette.filter((p) => !isTree(p));
  const rows = [
    { at: 0.3, kinds: low.filter((p) => p.role === 'screen' || p.role === 'shrub' || p.role === 'accent') },
    { at: 0.72, kinds: low.filter((p) => p.role === 'perennial' || p.role === 'grass' || p.role === 'accent') },
  ];
  const spots: PlantSpot[] = [];
  for (const [r, row] of rows.entries()) {
    const kinds = row.kinds.length ? row.kinds : low.length ? low : palette;
    let x = rng.range(0, w * 0.04);
    let k = r;
    while (x < w) {
      const t0 = topS[Math.min(w - 1, Math.round(x))]!;
      if (t0 < 0) {
        x += w * 0.02;
        continue;
      }
      const front = bedFront(t0, camera.acrossAt(x, t0));
      const spec = kinds[(style.layout.symmetric ? k : k + rng.int(0, 1)) % kinds.length]!;
      const at = settle(spec, x, t0 + (front - t0) * row.at, front + (h - front) * 0.4);
      const sNow = Math.max(1, camera.pixelsPerMetre(t0 + (front - t0) * row.at));
      if (at) {
        spots.push({ spec, x, ...at });
        k++;
      }
      x += Math.max(6, spec.widthM * (at?.s ?? sNow) * style.layout.spacing * 1.15) * rng.range(0.85, 1.15);
    }
  }
  const tree = palette.find(isTree);
  if (tree) {
    for (const fx of rng.next() > 0.5 ? [0.82, 0.18, 0.65, 0.35] : [0.18, 0.82, 0.35, 0.65]) {
      const x = w * fx;
      const t0 = topS[Math.round(x)]!;
      if (t0 < 0) continue;
      const front = bedFront(t0, 0);
      const at = settle(tree, x, (t0 + front) / 2, front);
      if (at) {
        spots.push({ spec: tree, x, ...at });
        break;
      }
    }
  }
  return spots.sort((a, b) => a.y - b.y);
}
