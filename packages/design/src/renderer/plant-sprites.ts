import type { Rng } from '../random.ts';
import type { PlantSpec } from '../types.ts';
import { darken, lighten, mix, n, smoothPath, type Pt } from './svg.ts';

// Plants are drawn as illustrated sprites standing on their projected base point: dark base mass,
// mid-tone lumps and a highlight towards the sun (upper left), the way a designer's marker render
// reads. Sizes come in metres and are scaled by the pixels-per-metre at the plant's depth.

export interface SpriteInput {
  spec: PlantSpec;
  x: number;
  y: number;
  /** Pixels per metre at the plant's depth. */
  s: number;
  rng: Rng;
  /** Growth shown, 0..1 of mature size (young plantings look smaller). */
  growth: number;
  /** Gradient ids already emitted in this document: one gradient per species, not per plant. */
  shared?: Set<string>;
}

function once(shared: Set<string> | undefined, id: string, def: string): string {
  if (!shared) return def;
  if (shared.has(id)) return '';
  shared.add(id);
  return def;
}

const OUTLINE = 'stroke="#1f2a1a" stroke-opacity="0.35"';

function lumpy(cx: number, cy: number, rx: number, ry: number, rng: Rng, lumps = 9, amp = 0.14): string {
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
function foliageMass(cx: number, cy: number, rx: number, ry: number, color: string, rng: Rng, detail = 1): string {
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

function flowerDots(cx: number, cy: number, rx: number, ry: number, color: string, rng: Rng, wanted: number, size: number): string {
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

function trunk(x: number, y: number, top: number, width: number, color = '#6b4f3a'): string {
  return `<path d="M${n(x - width)},${n(y)} L${n(x - width * 0.45)},${n(top)} L${n(x + width * 0.45)},${n(top)} L${n(x + width)},${n(y)} Z" fill="${color}"/>`;
}

/** Drawn height and width in pixels of a plant at `s` pixels per metre. */
export function drawnSize(spec: Pick<PlantSpec, 'role' | 'heightM' | 'widthM'>, s: number, growth: number): { h: number; w: number } {
  const isTree = spec.role === 'tree';
  // Shrubs and perennials are shown a little past planting size, the usual "year three" look of a
  // designer's render; trees are shown young, or they would hide the house.
  const g = isTree ? growth * 0.8 : growth * 1.12;
  const k = isTree ? Math.min(1, 7 / spec.heightM) : 1;
  return { h: Math.max(3, spec.heightM * s * g * k), w: Math.max(3, spec.widthM * s * g * k) };
}

/** The ellipse a plant's foliage covers on screen (a tree's crown, not its trunk), for visibility checks. */
export function foliageEllipse(
  spec: Pick<PlantSpec, 'role' | 'heightM' | 'widthM'>,
  x: number,
  y: number,
  s: number,
  growth: number,
): { cx: number; cy: number; rx: number; ry: number } {
  const { h, w } = drawnSize(spec, s, growth);
  return spec.role === 'tree' ? { cx: x, cy: y - h * 0.6, rx: w / 2, ry: h * 0.42 } : { cx: x, cy: y - h / 2, rx: w / 2, ry: h / 2 };
}

export function plantSprite({ spec, x, y, s, rng, growth, shared }: SpriteInput): string {
  const { h, w } = drawnSize(spec, s, growth);
  const c = spec.foliage;
  const fl = spec.flower;
  // Blooms stay flower-sized up close; more of them, not bigger ones, fill a near shrub.
  const dot = Math.min(4.2, Math.max(0.9, s * 0.045));
  switch (spec.form) {
    case 'tree_round':
    case 'tree_blossom': {
      const cy = y - h * 0.62;
      let out = trunk(x, y, cy, Math.max(1.5, w * 0.05));
      out += foliageMass(x, cy, w / 2, h * 0.4, c, rng, 1.2);
      if (fl)
        out += flowerDots(
          x,
          cy,
          w * 0.46,
          h * 0.36,
          fl,
          rng,
          spec.form === 'tree_blossom' ? Math.round(30 + w / 3) : 14,
          dot * (spec.form === 'tree_blossom' ? 1.6 : 1),
        );
      return out;
    }
    case 'tree_columnar': {
      const cy = y - h * 0.55;
      return trunk(x, y, cy, Math.max(1.2, w * 0.06)) + foliageMass(x, cy, w * 0.32, h * 0.45, c, rng, 1.2);
    }
    case 'tree_airy':
    case 'tree_olive': {
      const olive = spec.form === 'tree_olive';
      const tw = Math.max(1.2, w * 0.035);
      let out = '';
      const branches = olive ? 3 : 4;
      for (let i = 0; i < branches; i++) {
        const bx = x + (i - (branches - 1) / 2) * w * 0.16;
        out += `<path d="M${n(x)},${n(y)} Q${n(x + (bx - x) * 0.3)},${n(y - h * 0.3)} ${n(bx)},${n(y - h * 0.58)}" stroke="${olive ? '#5e5448' : '#7a8a4a'}" stroke-width="${n(tw * (olive ? 1.5 : 1))}" fill="none" stroke-linecap="round"/>`;
      }
      const clumps = olive ? 6 : 7;
      for (let i = 0; i < clumps; i++) {
        const cx = x + rng.range(-0.42, 0.42) * w;
        const cy = y - h * rng.range(0.55, 0.85);
        out += `<path d="${lumpy(cx, cy, w * rng.range(0.14, 0.22), h * rng.range(0.1, 0.15), rng, 8, 0.2)}" fill="${i < 3 ? darken(c, 0.2) : c}" fill-opacity="0.88"/>`;
      }
      out += `<path d="${lumpy(x - w * 0.15, y - h * 0.82, w * 0.16, h * 0.08, rng)}" fill="${lighten(c, 0.25)}" fill-opacity="0.8"/>`;
      if (fl) out += flowerDots(x, y - h * 0.7, w * 0.42, h * 0.18, fl, rng, 24, dot);
      return out;
    }
    case 'tree_maple': {
      let out = '';
      out += `<path d="M${n(x)},${n(y)} C${n(x - w * 0.05)},${n(y - h * 0.3)} ${n(x + w * 0.12)},${n(y - h * 0.45)} ${n(x + w * 0.02)},${n(y - h * 0.62)}" stroke="#4a3a30" stroke-width="${n(Math.max(1.5, w * 0.05))}" fill="none" stroke-linecap="round"/>`;
      const tiers = 3;
      for (let i = 0; i < tiers; i++) {
        const cy = y - h * (0.45 + i * 0.17);
        const rx = w * (0.5 - i * 0.1);
        out += foliageMass(x + rng.range(-0.05, 0.05) * w, cy, rx, h * 0.1, mix(c, '#d0502a', i * 0.15), rng, 0.8);
      }
      return out;
    }
    case 'pine_cloud': {
      let out = `<path d="M${n(x)},${n(y)} C${n(x + w * 0.15)},${n(y - h * 0.3)} ${n(x - w * 0.2)},${n(y - h * 0.55)} ${n(x + w * 0.05)},${n(y - h * 0.85)}" stroke="#5a4636" stroke-width="${n(Math.max(1.5, w * 0.06))}" fill="none" stroke-linecap="round"/>`;
      const pads = [
        [0.3, 0.42, 0.46],
        [-0.28, 0.58, 0.36],
        [0.2, 0.74, 0.3],
        [0.02, 0.9, 0.24],
      ];
      for (const [dx, dy, r] of pads) out += foliageMass(x + dx * w, y - h * dy, w * r, h * 0.065, c, rng, 0.6);
      return out;
    }
    case 'conifer_column': {
      const top = y - h;
      const d = `M${n(x)},${n(top)} C${n(x + w * 0.55)},${n(top + h * 0.25)} ${n(x + w * 0.6)},${n(y - h * 0.2)} ${n(x + w * 0.3)},${n(y - 1)} L${n(x - w * 0.3)},${n(y - 1)} C${n(x - w * 0.6)},${n(y - h * 0.2)} ${n(x - w * 0.55)},${n(top + h * 0.25)} ${n(x)},${n(top)}Z`;
      return `<path d="${d}" fill="${darken(c, 0.1)}" ${OUTLINE}/><path d="M${n(x)},${n(top + h * 0.04)} C${n(x - w * 0.45)},${n(top + h * 0.3)} ${n(x - w * 0.45)},${n(y - h * 0.25)} ${n(x - w * 0.2)},${n(y - h * 0.05)} L${n(x - w * 0.05)},${n(y - h * 0.1)} C${n(x - w * 0.2)},${n(y - h * 0.4)} ${n(x - w * 0.15)},${n(top + h * 0.3)} ${n(x)},${n(top + h * 0.04)}Z" fill="${lighten(c, 0.18)}"/>`;
    }
    case 'palm': {
      const top = { x: x + w * 0.08, y: y - h };
      let out = `<path d="M${n(x)},${n(y)} Q${n(x - w * 0.05)},${n(y - h * 0.5)} ${n(top.x)},${n(top.y)}" stroke="#7a6248" stroke-width="${n(Math.max(2, w * 0.09))}" fill="none" stroke-linecap="round"/>`;
      const fronds = 11;
      for (let i = 0; i < fronds; i++) {
        const a = Math.PI * (1.05 + (i / (fronds - 1)) * 0.9) + rng.range(-0.08, 0.08);
        const len = w * rng.range(0.55, 0.75);
        const ex = top.x + Math.cos(a) * len;
        const ey = top.y + Math.sin(a) * len * 0.6 + len * 0.25;
        out += `<path d="M${n(top.x)},${n(top.y)} Q${n((top.x + ex) / 2)},${n(top.y + Math.sin(a) * len * 0.55 - len * 0.15)} ${n(ex)},${n(ey)}" stroke="${i % 2 ? c : lighten(c, 0.15)}" stroke-width="${n(Math.max(1.5, w * 0.07))}" fill="none" stroke-linecap="round"/>`;
      }
      return out;
    }
    case 'banana':
    case 'big_leaf': {
      let out = '';
      const leaves = spec.form === 'banana' ? 6 : 7;
      if (spec.form === 'banana') out += `<rect x="${n(x - w * 0.05)}" y="${n(y - h * 0.55)}" width="${n(w * 0.1)}" height="${n(h * 0.55)}" fill="#8a9a5a"/>`;
      for (let i = 0; i < leaves; i++) {
        const a = -Math.PI / 2 + (i / (leaves - 1) - 0.5) * 2.4;
        const base = { x, y: spec.form === 'banana' ? y - h * 0.5 : y };
        const len = (spec.form === 'banana' ? h * 0.55 : h * 0.85) * rng.range(0.8, 1.05);
        const tip = { x: base.x + Math.cos(a) * len * 0.8, y: base.y + Math.sin(a) * len };
        const mid = { x: (base.x + tip.x) / 2, y: (base.y + tip.y) / 2 };
        const nx = -(tip.y - base.y) / len;
        const ny = (tip.x - base.x) / len;
        const bw = w * (spec.form === 'banana' ? 0.16 : 0.2);
        const fill = i % 2 ? c : lighten(c, 0.12);
        out += `<path d="M${n(base.x)},${n(base.y)} Q${n(mid.x + nx * bw)},${n(mid.y + ny * bw)} ${n(tip.x)},${n(tip.y)} Q${n(mid.x - nx * bw)},${n(mid.y - ny * bw)} ${n(base.x)},${n(base.y)}Z" fill="${fill}" ${OUTLINE} stroke-width="0.6"/>`;
      }
      if (fl)
        for (let i = 0; i < 3; i++) {
          const fx = x + rng.range(-0.3, 0.3) * w;
          const fy = y - h * rng.range(0.75, 0.95);
          out += `<path d="M${n(fx - w * 0.1)},${n(fy)} L${n(fx + w * 0.08)},${n(fy - h * 0.08)} L${n(fx + w * 0.02)},${n(fy + h * 0.02)}Z" fill="${fl}"/>`;
        }
      return out;
    }
    case 'shrub':
    case 'flowering_shrub': {
      const cy = y - h * 0.45;
      let out = foliageMass(x, cy, w / 2, h * 0.5, c, rng);
      if (fl)
        out += flowerDots(
          x,
          cy,
          w * 0.44,
          h * 0.42,
          fl,
          rng,
          spec.form === 'flowering_shrub' ? Math.round(14 + w / 2) : 6,
          dot * (spec.form === 'flowering_shrub' ? 1.3 : 0.9),
        );
      return out;
    }
    case 'clipped_ball': {
      const r = Math.min(w, h * 1.1) / 2;
      const id = `ball-${spec.id}`;
      let out = once(
        shared,
        id,
        `<radialGradient id="${id}" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighten(c, 0.3)}"/><stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.35)}"/></radialGradient>`,
      );
      out += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.95)}" rx="${n(r)}" ry="${n(r * 0.95)}" fill="url(#${id})" ${OUTLINE} stroke-width="0.6"/>`;
      if (fl) out += flowerDots(x, y - r, r * 0.8, r * 0.7, fl, rng, 16, dot * 1.1);
      return out;
    }
    case 'clipped_column': {
      const cw = w * 0.85;
      return `<rect x="${n(x - cw / 2)}" y="${n(y - h)}" width="${n(cw)}" height="${n(h)}" rx="${n(cw / 2)}" fill="${darken(c, 0.12)}" ${OUTLINE} stroke-width="0.6"/><rect x="${n(x - cw / 2 + cw * 0.12)}" y="${n(y - h + cw * 0.2)}" width="${n(cw * 0.3)}" height="${n(h - cw * 0.5)}" rx="${n(cw * 0.15)}" fill="${lighten(c, 0.18)}"/>`;
    }
    case 'hedge': {
      // Rounded, gradient-lit blocks that merge with their neighbours into one clipped hedge.
      const hw = w * 0.62;
      const id = `hedge-${spec.id}`;
      return `${once(shared, id, `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.25)}"/><stop offset="0.45" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/></linearGradient>`)}<rect x="${n(x - hw)}" y="${n(y - h)}" width="${n(hw * 2)}" height="${n(h)}" rx="${n(Math.min(hw, h) * 0.45)}" fill="url(#${id})"/>`;
    }
    case 'grass': {
      let out = `<ellipse cx="${n(x)}" cy="${n(y - h * 0.08)}" rx="${n(w * 0.3)}" ry="${n(h * 0.1)}" fill="${darken(c, 0.25)}"/>`;
      const blades = Math.min(16, Math.max(6, Math.round(w / 3)));
      const sw = Math.max(0.7, w * 0.035);
      for (let i = 0; i < blades; i++) {
        const t = i / (blades - 1) - 0.5;
        const tipX = x + t * w * 1.05 + rng.range(-0.05, 0.05) * w;
        const tipY = y - h * (1 - Math.abs(t) * 0.7) * rng.range(0.85, 1);
        out += `<path d="M${n(x + t * w * 0.15)},${n(y)} Q${n(x + t * w * 0.35)},${n(y - h * 0.7)} ${n(tipX)},${n(tipY)}" stroke="${i % 3 === 0 ? lighten(c, 0.2) : c}" stroke-width="${n(sw)}" fill="none" stroke-linecap="round"/>`;
      }
      if (fl)
        for (let i = 0; i < 5; i++) {
          const t = (i / 4 - 0.5) * 0.6;
          out += `<ellipse cx="${n(x + t * w)}" cy="${n(y - h * 1.02)}" rx="${n(Math.max(0.8, w * 0.05))}" ry="${n(Math.max(1.5, h * 0.12))}" fill="${fl}" fill-opacity="0.85"/>`;
        }
      return out;
    }
    case 'strap': {
      let out = '';
      const leaves = 9;
      for (let i = 0; i < leaves; i++) {
        const t = i / (leaves - 1) - 0.5;
        const tip = { x: x + t * w * 0.9, y: y - h * (1 - Math.abs(t) * 0.6) };
        const bw = Math.max(1, w * 0.06);
        out += `<path d="M${n(x - bw)},${n(y)} Q${n(x + t * w * 0.3)},${n(y - h * 0.5)} ${n(tip.x)},${n(tip.y)} Q${n(x + t * w * 0.3 + bw)},${n(y - h * 0.45)} ${n(x + bw)},${n(y)}Z" fill="${i % 2 ? c : lighten(c, 0.15)}"/>`;
      }
      if (fl)
        for (let i = 0; i < 2; i++) {
          const sx = x + (i - 0.5) * w * 0.3;
          out += `<path d="M${n(sx)},${n(y - h * 0.5)} L${n(sx + w * 0.05)},${n(y - h * 1.45)}" stroke="#6b5a3a" stroke-width="${n(Math.max(0.6, w * 0.02))}"/>${flowerDots(sx + w * 0.04, y - h * 1.25, w * 0.06, h * 0.22, fl, rng, 8, dot)}`;
        }
      return out;
    }
    case 'spire': {
      let out = foliageMass(x, y - h * 0.16, w * 0.55, h * 0.18, c, rng, 0.6);
      const spikes = 5;
      for (let i = 0; i < spikes; i++) {
        const sx = x + (i - 2) * w * 0.2 + rng.range(-0.04, 0.04) * w;
        const sh = h * [0.72, 0.9, 1, 0.85, 0.68][i];
        const col = fl ?? c;
        out += `<path d="M${n(sx)},${n(y - h * 0.2)} L${n(sx)},${n(y - sh)}" stroke="${darken(c, 0.2)}" stroke-width="${n(Math.max(0.7, w * 0.04))}"/>`;
        // Tapering flower spike: wide at the base of the bloom, narrow at the tip.
        out += `<path d="M${n(sx - Math.max(1.5, w * 0.13))},${n(y - sh * 0.45)} Q${n(sx - Math.max(1.2, w * 0.1))},${n(y - sh * 0.85)} ${n(sx)},${n(y - sh)} Q${n(sx + Math.max(1.2, w * 0.1))},${n(y - sh * 0.85)} ${n(sx + Math.max(1.5, w * 0.13))},${n(y - sh * 0.45)}Z" fill="${i % 2 ? col : darken(col, 0.12)}"/>`;
        out += flowerDots(sx, y - sh * 0.68, Math.max(1, w * 0.08), sh * 0.2, lighten(col, 0.3), rng, 4, dot * 0.8);
      }
      return out;
    }
    case 'perennial': {
      const cy = y - h * 0.4;
      let out = foliageMass(x, cy, w / 2, h * 0.45, c, rng, 0.7);
      if (fl) out += flowerDots(x, cy - h * 0.1, w * 0.45, h * 0.4, fl, rng, Math.round(10 + w / 2), dot * 1.2);
      return out;
    }
    case 'groundcover': {
      let out = `<path d="${lumpy(x, y - Math.max(1, h * 0.5), w / 2, Math.max(1.5, w * 0.16), rng, 9, 0.15)}" fill="${c}"/>`;
      out += `<path d="${lumpy(x - w * 0.1, y - Math.max(1.4, h * 0.7), w * 0.3, Math.max(1, w * 0.08), rng, 7, 0.2)}" fill="${lighten(c, 0.18)}"/>`;
      if (fl) out += flowerDots(x, y - h * 0.5, w * 0.45, Math.max(1.5, w * 0.12), fl, rng, 10, dot);
      return out;
    }
    case 'agave': {
      let out = '';
      const leaves = 11;
      for (let i = 0; i < leaves; i++) {
        const a = Math.PI * (1.02 + (i / (leaves - 1)) * 0.96);
        const len = (i % 2 ? 0.9 : 1) * Math.max(h, w * 0.6);
        const tip = { x: x + Math.cos(a) * w * 0.55 * (len / Math.max(h, w * 0.6)), y: y + Math.sin(a) * len * 0.95 };
        const bw = Math.max(1.2, w * 0.08);
        out += `<path d="M${n(x - bw)},${n(y)} Q${n((x + tip.x) / 2 - bw * 0.6)},${n((y + tip.y) / 2)} ${n(tip.x)},${n(tip.y)} Q${n((x + tip.x) / 2 + bw * 0.6)},${n((y + tip.y) / 2)} ${n(x + bw)},${n(y)}Z" fill="${i % 2 ? c : lighten(c, 0.2)}" stroke="${darken(c, 0.35)}" stroke-width="0.5"/>`;
      }
      return out;
    }
    case 'barrel_cactus': {
      const r = Math.max(2, w / 2);
      let out = `<ellipse cx="${n(x)}" cy="${n(y - r * 0.9)}" rx="${n(r)}" ry="${n(r * 0.9)}" fill="${c}" stroke="${darken(c, 0.3)}" stroke-width="0.6"/>`;
      for (let i = -2; i <= 2; i++)
        out += `<path d="M${n(x + i * r * 0.35)},${n(y - 0.3)} Q${n(x + i * r * 0.45)},${n(y - r * 0.9)} ${n(x + i * r * 0.2)},${n(y - r * 1.75)}" stroke="${fl ?? '#e8c63a'}" stroke-width="${n(Math.max(0.5, r * 0.06))}" fill="none" stroke-opacity="0.8"/>`;
      out += `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 1.2)}" rx="${n(r * 0.25)}" ry="${n(r * 0.35)}" fill="${lighten(c, 0.25)}" fill-opacity="0.7"/>`;
      return out;
    }
    case 'column_cactus': {
      let out = '';
      const cols = 4;
      for (let i = 0; i < cols; i++) {
        const cx = x + (i - (cols - 1) / 2) * w * 0.24;
        const ch = h * [0.75, 1, 0.88, 0.62][i];
        const cw = Math.max(2, w * 0.2);
        out += `<rect x="${n(cx - cw / 2)}" y="${n(y - ch)}" width="${n(cw)}" height="${n(ch)}" rx="${n(cw / 2)}" fill="${i % 2 ? c : darken(c, 0.1)}" stroke="${darken(c, 0.35)}" stroke-width="0.6"/><line x1="${n(cx - cw * 0.15)}" y1="${n(y - ch + cw * 0.4)}" x2="${n(cx - cw * 0.15)}" y2="${n(y)}" stroke="${lighten(c, 0.3)}" stroke-width="${n(Math.max(0.5, cw * 0.12))}"/>`;
      }
      return out;
    }
    case 'ocotillo': {
      let out = '';
      const stems = 10;
      for (let i = 0; i < stems; i++) {
        const t = i / (stems - 1) - 0.5;
        const tip = { x: x + t * w * 1.1, y: y - h * (1 - Math.abs(t) * 0.4) * rng.range(0.85, 1) };
        out += `<path d="M${n(x + t * 3)},${n(y)} Q${n(x + t * w * 0.4)},${n(y - h * 0.5)} ${n(tip.x)},${n(tip.y)}" stroke="${c}" stroke-width="${n(Math.max(0.8, w * 0.03))}" fill="none" stroke-linecap="round"/>`;
        if (fl)
          out += `<ellipse cx="${n(tip.x)}" cy="${n(tip.y + h * 0.04)}" rx="${n(Math.max(0.8, w * 0.03))}" ry="${n(Math.max(1.5, h * 0.05))}" fill="${fl}"/>`;
      }
      return out;
    }
    case 'fern': {
      let out = '';
      const fronds = 9;
      for (let i = 0; i < fronds; i++) {
        const t = i / (fronds - 1) - 0.5;
        const tip = { x: x + t * w * 1.1, y: y - h * (0.95 - Math.abs(t) * 0.9) };
        out += `<path d="M${n(x)},${n(y)} Q${n(x + t * w * 0.5)},${n(y - h * 1.1)} ${n(tip.x)},${n(tip.y)}" stroke="${i % 2 ? c : lighten(c, 0.15)}" stroke-width="${n(Math.max(1.2, w * 0.09))}" fill="none" stroke-linecap="round"/>`;
      }
      return out;
    }
    case 'bamboo': {
      let out = '';
      const culms = 7;
      for (let i = 0; i < culms; i++) {
        const cx = x + (i / (culms - 1) - 0.5) * w * 0.7;
        const top = y - h * rng.range(0.8, 1);
        out += `<line x1="${n(cx)}" y1="${n(y)}" x2="${n(cx + (cx - x) * 0.3)}" y2="${n(top)}" stroke="#8a9a4a" stroke-width="${n(Math.max(0.8, w * 0.03))}"/>`;
      }
      for (let i = 0; i < 6; i++) {
        const cy = y - h * rng.range(0.4, 0.95);
        out += `<path d="${lumpy(x + rng.range(-0.35, 0.35) * w, cy, w * 0.22, h * 0.07, rng, 8, 0.3)}" fill="${i % 2 ? c : lighten(c, 0.2)}" fill-opacity="0.9"/>`;
      }
      return out;
    }
  }
}
