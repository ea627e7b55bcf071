import type { Rng } from '../random.ts';
import type { PlantSpec } from '../types.ts';
import { darken, lighten, n, smoothPath, type Pt } from './svg.ts';

// The strokes a plant sprite is built of (lumpy masses, flower dots, trunks) and what a sprite is drawn from.

/** What a sprite of one plant is drawn from: its input, its drawn size in pixels and its colours. */
export interface SpriteKit {
  spec: PlantSpec;
  x: number;
  y: number;
  s: number;
  rng: Rng;
  shared?: Set<string>;
  /** Drawn height and width in pixels (drawnSize). */
  h: number;
  w: number;
  /** Foliage and flower colours (no flower: null). */
  c: string;
  fl: string | null;
  /** A bloom's radius in pixels. */
  dot: number;
}

export function once(shared: Set<string> | undefined, id: string, def: string): string {
  if (!shared) return def;
  if (shared.has(id)) return '';
  shared.add(id);
  return def;
}

export const OUTLINE = 'stroke="#1f2a1a" stroke-opacity="0.35"';

export function lumpy(cx: number, cy: number, rx: number, ry: number, rng: Rng, lumps = 9, amp = 0.14): string {
  const points: Pt[] = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < lumps; i++) {
    const a = phase + (i / lumps) * Math.PI * 2;
    const k = 1 + rng.range(-amp, amp);
    points.push({ x: cx + Math.cos(a) * rx * k, y: cy + Math.sin(a) * ry * k });
  }
  return smoothPath(points);
}

/** A layered foliage mass: shadowed base, mid lumps, sunlit top-left lumps. */
export function foliageMass(cx: number, cy: number, rx: number, ry: number, color: string, rng: Rng, detail = 1): string {
  const sw = Math.max(0.5, Math.min(1.6, rx * 0.04));
  let out = `<path d="${lumpy(cx, cy, rx, ry, rng, 11, 0.12)}" fill="${darken(color, 0.28)}" ${OUTLINE} stroke-width="${n(sw)}"/>`;
  const count = Math.max(2, Math.round((3 + rx / 14) * detail));
  for (let i = 0; i < count; i++) {
    const a = rng.range(Math.PI * 0.9, Math.PI * 2.1);
    const d = rng.range(0.15, 0.5);
    const r = rng.range(0.35, 0.6);
    out += `<path d="${lumpy(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d - ry * 0.08, rx * r, ry * r, rng, 8, 0.16)}" fill="${color}"/>`;
  }
  for (let i = 0; i < Math.max(1, count - 2); i++) {
    const r = rng.range(0.2, 0.32);
    out += `<path d="${lumpy(cx - rx * rng.range(0.15, 0.45), cy - ry * rng.range(0.2, 0.5), rx * r, ry * r, rng, 7, 0.18)}" fill="${lighten(color, 0.22)}" fill-opacity="0.9"/>`;
  }
  // Leaf flecks: a few short strokes give the mass a hand-drawn texture once it is big enough.
  if (rx > 18) {
    let d = '';
    const flecks = Math.min(14, Math.round(rx / 3));
    for (let i = 0; i < flecks; i++) {
      const a = rng.range(0, Math.PI * 2);
      const k = Math.sqrt(rng.next()) * 0.8;
      const fx = cx + Math.cos(a) * rx * k;
      const fy = cy + Math.sin(a) * ry * k;
      d += `M${n(fx)},${n(fy)}l${n(rx * 0.06)},${n(-ry * 0.05)}`;
    }
    out += `<path d="${d}" stroke="${lighten(color, 0.4)}" stroke-width="${n(Math.max(1, rx * 0.025))}" stroke-linecap="round" stroke-opacity="0.7"/>`;
  }
  return out;
}

export function flowerDots(cx: number, cy: number, rx: number, ry: number, color: string, rng: Rng, wanted: number, size: number): string {
  const count = Math.min(40, Math.round(wanted * Math.max(1, (rx * ry) / (size * size * 60))));
  // Two paths (bloom and highlight) instead of one element per flower keep big borders cheap.
  let main = '';
  let light = '';
  const r = Math.max(0.8, size);
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d - ry * 0.1;
    const rr = r * rng.range(0.7, 1.2);
    const seg = `M${n(x - rr)},${n(y)}a${n(rr)},${n(rr)} 0 1,0 ${n(rr * 2)},0a${n(rr)},${n(rr)} 0 1,0 ${n(-rr * 2)},0`;
    if (i % 4 === 0) light += seg;
    else main += seg;
  }
  return (main ? `<path d="${main}" fill="${color}"/>` : '') + (light ? `<path d="${light}" fill="${lighten(color, 0.35)}"/>` : '');
}

export function trunk(x: number, y: number, top: number, width: number, color = '#6b4f3a'): string {
  return `<path d="M${n(x - width)},${n(y)} L${n(x - width * 0.45)},${n(top)} L${n(x + width * 0.45)},${n(top)} L${n(x + width)},${n(y)} Z" fill="${color}"/>`;
}
