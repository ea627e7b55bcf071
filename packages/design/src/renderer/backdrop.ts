import type { BackdropKind, ClimateClass, Scene } from '../types.ts';
import type { Rng } from '../random.ts';
import { mix, n } from './svg.ts';

// What stands behind the property in a drawn view: the sky, the land on the horizon and the light,
// chosen from the place's climate (Köppen class at its ZIP) and, where one class spans very different
// country, its position (a Csb summer is Seattle's conifers north of 42°N and California's golden oak
// hills south of it). Only the scenery changes: the house, the lot and every object of the design are
// the same in every backdrop (docs/product.md, product §3 the drawn house).

export type { BackdropKind };

type Ridge = 'mesa' | 'peaks' | 'rolling' | 'flat';
type Trees = 'conifer' | 'round' | 'palm' | 'oak' | 'saguaro' | null;

export interface BackdropSpec {
  kind: BackdropKind;
  sky: { top: string; bottom: string };
  clouds: { count: number; opacity: number; puffy: boolean };
  /** Far land, back to front: each a ridge line in its colour, rising `rise` px above the horizon at most. */
  ridges: { shape: Ridge; color: string; rise: [number, number]; opacity: number }[];
  /** A strip of sea on the horizon (a coastal place). */
  sea: string | null;
  /** The tree line nearest the horizon, its silhouette and colour. */
  trees: { kind: Trees; color: string; density: number };
  /** The land around the lot, out to the horizon. */
  ground: string;
  /** The sun's glow laid over a proposal's garden (under the house): its colour and strength. */
  sun: { color: string; opacity: number };
  /** Haze over the far land: the sky's lower colour mixed in, 0..1. */
  haze: number;
}

const SPECS: Record<BackdropKind, Omit<BackdropSpec, 'kind'>> = {
  desert: {
    sky: { top: '#5f9fd8', bottom: '#f3e6cf' },
    clouds: { count: 1, opacity: 0.25, puffy: false },
    ridges: [
      { shape: 'peaks', color: '#b9927a', rise: [40, 95], opacity: 0.75 },
      { shape: 'mesa', color: '#c8a27a', rise: [18, 48], opacity: 0.95 },
    ],
    sea: null,
    trees: { kind: 'saguaro', color: '#7f8a5a', density: 0.35 },
    ground: '#c9b48e',
    sun: { color: '#fff1c4', opacity: 0.5 },
    haze: 0.25,
  },
  mountains: {
    sky: { top: '#4f8fd0', bottom: '#dcebf6' },
    clouds: { count: 3, opacity: 0.55, puffy: true },
    ridges: [
      { shape: 'peaks', color: '#8a95a8', rise: [70, 150], opacity: 0.85 },
      { shape: 'rolling', color: '#a59f7a', rise: [14, 34], opacity: 0.95 },
    ],
    sea: null,
    trees: { kind: 'round', color: '#6f7d55', density: 0.3 },
    ground: '#b2a878',
    sun: { color: '#fff6dc', opacity: 0.4 },
    haze: 0.2,
  },
  golden_hills: {
    sky: { top: '#76aee0', bottom: '#f0ead8' },
    clouds: { count: 1, opacity: 0.35, puffy: false },
    ridges: [
      { shape: 'rolling', color: '#a9a08a', rise: [40, 80], opacity: 0.7 },
      { shape: 'rolling', color: '#cfae6c', rise: [18, 44], opacity: 0.95 },
    ],
    sea: null,
    trees: { kind: 'oak', color: '#5b6b3c', density: 0.35 },
    ground: '#bfae78',
    sun: { color: '#fff0cc', opacity: 0.42 },
    haze: 0.2,
  },
  pacific_forest: {
    sky: { top: '#9fb3c4', bottom: '#e4e9ec' },
    clouds: { count: 6, opacity: 0.6, puffy: true },
    ridges: [
      { shape: 'peaks', color: '#9aa6b4', rise: [60, 120], opacity: 0.7 },
      { shape: 'rolling', color: '#3f5a48', rise: [26, 54], opacity: 0.95 },
    ],
    sea: null,
    trees: { kind: 'conifer', color: '#2e4a37', density: 1 },
    ground: '#6f8a5e',
    sun: { color: '#eef3f6', opacity: 0.18 },
    haze: 0.35,
  },
  tropical_coast: {
    sky: { top: '#2f8fe0', bottom: '#dff2fb' },
    clouds: { count: 5, opacity: 0.8, puffy: true },
    ridges: [],
    sea: '#2f9fc0',
    trees: { kind: 'palm', color: '#3f6a3a', density: 0.5 },
    ground: '#8faa5a',
    sun: { color: '#fffbe6', opacity: 0.45 },
    haze: 0.1,
  },
  southern_woods: {
    sky: { top: '#86b2da', bottom: '#eef0e6' },
    clouds: { count: 4, opacity: 0.6, puffy: true },
    ridges: [{ shape: 'rolling', color: '#5f7f55', rise: [16, 36], opacity: 0.8 }],
    sea: null,
    trees: { kind: 'round', color: '#46683c', density: 1 },
    ground: '#7f9a58',
    sun: { color: '#fff4d6', opacity: 0.38 },
    haze: 0.3,
  },
  plains: {
    sky: { top: '#4a8ad6', bottom: '#e8f1f8' },
    clouds: { count: 5, opacity: 0.75, puffy: true },
    ridges: [{ shape: 'flat', color: '#a8a874', rise: [4, 10], opacity: 0.9 }],
    sea: null,
    trees: { kind: 'round', color: '#5c6e48', density: 0.45 },
    ground: '#9aa366',
    sun: { color: '#fff8e6', opacity: 0.32 },
    haze: 0.15,
  },
  northern_woods: {
    sky: { top: '#7fa9d6', bottom: '#e6eef3' },
    clouds: { count: 4, opacity: 0.6, puffy: true },
    ridges: [{ shape: 'rolling', color: '#6f8a78', rise: [30, 64], opacity: 0.7 }],
    sea: null,
    trees: { kind: 'round', color: '#4d6b44', density: 0.9 },
    ground: '#819b5e',
    sun: { color: '#fff4d6', opacity: 0.3 },
    haze: 0.3,
  },
  boreal: {
    sky: { top: '#8aa9c8', bottom: '#eef1f2' },
    clouds: { count: 5, opacity: 0.6, puffy: false },
    ridges: [{ shape: 'rolling', color: '#7c8f98', rise: [30, 70], opacity: 0.7 }],
    sea: null,
    trees: { kind: 'conifer', color: '#2f4536', density: 0.8 },
    ground: '#7d8c62',
    sun: { color: '#f4f6f6', opacity: 0.2 },
    haze: 0.3,
  },
  // Unplaced or abroad: the climate is unknown, so the scenery says nothing in particular.
  temperate: {
    sky: { top: '#8fb8de', bottom: '#e3eef5' },
    clouds: { count: 4, opacity: 0.45, puffy: false },
    ridges: [],
    sea: null,
    trees: { kind: 'round', color: '#7d9a78', density: 1 },
    ground: '#7f9a60',
    sun: { color: '#fff4d6', opacity: 0.35 },
    haze: 0,
  },
};

/** The scenery of a climate class at a point; 'temperate' when the climate is unknown. */
export function backdropFor(climate: ClimateClass | null, at: { lat: number; lon: number } | null): BackdropKind {
  if (!climate) return 'temperate';
  const { group, code } = climate;
  const lon = at?.lon ?? -95;
  const lat = at?.lat ?? 40;
  if (group === 'A') return 'tropical_coast';
  if (group === 'E') return 'boreal';
  if (group === 'B') return code.startsWith('BW') || code === 'BSh' ? 'desert' : 'mountains';
  if (climate.drySummer) {
    if (group === 'D') return 'mountains';
    return lat >= 42 ? 'pacific_forest' : 'golden_hills';
  }
  if (group === 'C') return lon < -115 ? 'pacific_forest' : 'southern_woods';
  // D: continental. The Rockies west of 104°W, the open plains to the Mississippi, woods east of it.
  if (code.endsWith('c') || code.endsWith('d')) return 'boreal';
  if (lon < -104) return 'mountains';
  if (lon < -89) return 'plains';
  return 'northern_woods';
}

/** The backdrop a scene is drawn with: its own, or the neutral one (a scene stored before it had one). */
export function backdropSpec(scene: Scene): BackdropSpec {
  const kind = scene.backdrop && scene.backdrop in SPECS ? scene.backdrop : 'temperate';
  const spec = SPECS[kind];
  // The neutral backdrop keeps each address's own sky, as every drawing did before backdrops.
  return { kind, ...spec, sky: kind === 'temperate' ? scene.sky : spec.sky };
}

function ridgeLine(shape: Ridge, width: number, horizon: number, rise: [number, number], rng: Rng): string {
  const pts: { x: number; y: number }[] = [];
  const [lo, hi] = rise;
  switch (shape) {
    case 'mesa': {
      // Flat-topped buttes with steep sides, standing apart.
      let x = -20;
      pts.push({ x, y: horizon - lo * 0.3 });
      while (x < width + 20) {
        const gap = rng.range(40, 140);
        const w = rng.range(60, 180);
        const h = rng.range(lo, hi);
        pts.push(
          { x: x + gap, y: horizon - lo * 0.3 },
          { x: x + gap + 12, y: horizon - h },
          { x: x + gap + w, y: horizon - h },
          { x: x + gap + w + 14, y: horizon - lo * 0.3 },
        );
        x += gap + w + 14;
      }
      break;
    }
    case 'peaks': {
      for (let x = -20; x <= width + 40; x += rng.range(30, 70)) pts.push({ x, y: horizon - rng.range(lo, hi) });
      break;
    }
    case 'rolling': {
      const step = 48;
      const phase = rng.range(0, Math.PI * 2);
      for (let x = -20; x <= width + step; x += step)
        pts.push({ x, y: horizon - (lo + (hi - lo) * (0.5 + 0.5 * Math.sin(x / 130 + phase)) * rng.range(0.8, 1)) });
      break;
    }
    case 'flat': {
      for (let x = -20; x <= width + 40; x += 40) pts.push({ x, y: horizon - rng.range(lo, hi) });
      break;
    }
  }
  let d = `M-20,${n(horizon + 2)}`;
  if (shape === 'rolling') for (const p of pts) d += ` L${n(p.x)},${n(p.y)}`;
  else for (const p of pts) d += ` L${n(p.x)},${n(p.y)}`;
  return `${d} L${width + 20},${n(horizon + 2)}Z`;
}

function treeLine(kind: Trees, width: number, horizon: number, density: number, rng: Rng): string {
  if (!kind) return '';
  let d = '';
  const step = kind === 'conifer' ? 9 : kind === 'round' || kind === 'oak' ? 22 : 60;
  for (let x = -10; x <= width + 10; x += step) {
    if (!rng.chance(density)) continue;
    const base = horizon + 1;
    switch (kind) {
      case 'conifer': {
        const h = rng.range(16, 40);
        const w = h * 0.28;
        d += `M${n(x - w)},${n(base)}L${n(x)},${n(base - h)}L${n(x + w)},${n(base)}Z`;
        break;
      }
      case 'round': {
        const r = rng.range(9, 20);
        d += `M${n(x - r)},${n(base)}a${n(r)},${n(r * 1.1)} 0 0 1 ${n(2 * r)},0Z`;
        break;
      }
      case 'oak': {
        // Lone spreading oaks on open grass.
        const r = rng.range(8, 14);
        d += `M${n(x - r * 1.4)},${n(base - 3)}a${n(r * 1.4)},${n(r * 0.8)} 0 0 1 ${n(2.8 * r)},0Z M${n(x - 1)},${n(base)}h2v-4h-2Z`;
        break;
      }
      case 'palm': {
        const h = rng.range(28, 50);
        const lean = rng.range(-6, 6);
        const top = { x: x + lean, y: base - h };
        d += `M${n(x - 1.2)},${n(base)}L${n(top.x - 0.8)},${n(top.y)}L${n(top.x + 0.8)},${n(top.y)}L${n(x + 1.2)},${n(base)}Z`;
        for (const a of [-160, -120, -60, -20, 200]) {
          const r = (a * Math.PI) / 180;
          const tip = { x: top.x + Math.cos(r) * 12, y: top.y + Math.sin(r) * 6 + 5 };
          d += `M${n(top.x)},${n(top.y)}Q${n((top.x + tip.x) / 2)},${n(top.y - 4)} ${n(tip.x)},${n(tip.y)}L${n(tip.x)},${n(tip.y + 1.5)}Q${n((top.x + tip.x) / 2)},${n(top.y - 1)} ${n(top.x)},${n(top.y + 2)}Z`;
        }
        break;
      }
      case 'saguaro': {
        const h = rng.range(10, 20);
        d += `M${n(x - 1.5)},${n(base)}v${n(-h)}h3v${n(h)}Z`;
        if (rng.chance(0.7)) d += `M${n(x - 5)},${n(base - h * 0.45)}v-6h2v4h2v2Z`;
        if (rng.chance(0.7)) d += `M${n(x + 1.5)},${n(base - h * 0.55)}h2v-2v-5h2v7Z`;
        break;
      }
    }
  }
  return d;
}

/** The sky down to the horizon, with the far land on it, for a view of `width` px. */
export function backdropSvg(spec: BackdropSpec, width: number, horizon: number, rng: Rng, defs: string[], opts: { cloudsInside?: boolean } = {}): string {
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky.top}"/><stop offset="1" stop-color="${spec.sky.bottom}"/></linearGradient>`,
  );
  let out = `<rect width="${width}" height="${n(Math.max(0, horizon + 4))}" fill="url(#sky)"/>`;
  for (let i = 0; i < spec.clouds.count; i++) {
    // In a panorama face the clouds stay inside it: one cut at a seam would show as half a cloud.
    const cx = opts.cloudsInside ? rng.range(width * 0.3, width * 0.7) : rng.range(0, width);
    const cy = rng.range(20, Math.max(30, horizon * 0.45));
    if (spec.clouds.puffy) {
      const r = rng.range(18, 34);
      out += `<g fill="#ffffff" fill-opacity="${spec.clouds.opacity}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 2.4)}" ry="${n(r * 0.7)}"/><circle cx="${n(cx - r * 0.8)}" cy="${n(cy - r * 0.4)}" r="${n(r * 0.8)}"/><circle cx="${n(cx + r * 0.5)}" cy="${n(cy - r * 0.6)}" r="${n(r)}"/></g>`;
    } else
      out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rng.range(50, 110))}" ry="${n(rng.range(10, 20))}" fill="#ffffff" fill-opacity="${spec.clouds.opacity}"/>`;
  }
  for (const [i, r] of spec.ridges.entries()) {
    const far = 1 - i / Math.max(1, spec.ridges.length);
    out += `<path d="${ridgeLine(r.shape, width, horizon, r.rise, rng)}" fill="${mix(r.color, spec.sky.bottom, spec.haze * far)}" fill-opacity="${r.opacity}"/>`;
  }
  if (spec.sea)
    out += `<rect y="${n(horizon - 7)}" width="${width}" height="9" fill="${spec.sea}"/><rect y="${n(horizon - 7)}" width="${width}" height="1.2" fill="#ffffff" fill-opacity="0.5"/>`;
  const trees = treeLine(spec.trees.kind, width, horizon, spec.trees.density, rng);
  if (trees)
    out += `<path d="${trees}" fill="${mix(spec.trees.color, spec.sky.bottom, spec.haze * 0.4)}" fill-opacity="${spec.kind === 'temperate' ? 0.75 : 0.92}"/>`;
  return out;
}
