import { darken, lighten, n } from './svg.ts';
import { OUTLINE, lumpy, foliageMass, flowerDots, type SpriteKit } from './sprite-strokes.ts';

// Sprites drawn as their leaves, blades and stems: big leaves and bananas, grasses, straps, spires, succulents and
// cacti, ocotillo, ferns and bamboo.

/** Big paddle leaves from the ground (big leaf) or from a short stem (banana), with their flowers. */
export function bigLeaves({ spec, x, y, rng, h, w, c, fl }: SpriteKit): string {
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

/** An ornamental grass: a fountain of blades, with its plumes. */
export function grass({ x, y, rng, h, w, c, fl }: SpriteKit): string {
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

/** Strap leaves from a crown, with flower stalks. */
export function strapLeaves({ x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
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

/** Flower spires over a low mass of leaves. */
export function spires({ x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
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

/** An agave: a rosette of stiff pointed leaves. */
export function agave({ x, y, h, w, c }: SpriteKit): string {
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

/** A barrel cactus with its ribs. */
export function barrelCactus({ x, y, w, c, fl }: SpriteKit): string {
  const r = Math.max(2, w / 2);
  let out = `<ellipse cx="${n(x)}" cy="${n(y - r * 0.9)}" rx="${n(r)}" ry="${n(r * 0.9)}" fill="${c}" stroke="${darken(c, 0.3)}" stroke-width="0.6"/>`;
  for (let i = -2; i <= 2; i++)
    out += `<path d="M${n(x + i * r * 0.35)},${n(y - 0.3)} Q${n(x + i * r * 0.45)},${n(y - r * 0.9)} ${n(x + i * r * 0.2)},${n(y - r * 1.75)}" stroke="${fl ?? '#e8c63a'}" stroke-width="${n(Math.max(0.5, r * 0.06))}" fill="none" stroke-opacity="0.8"/>`;
  out += `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 1.2)}" rx="${n(r * 0.25)}" ry="${n(r * 0.35)}" fill="${lighten(c, 0.25)}" fill-opacity="0.7"/>`;
  return out;
}

/** A clump of columnar cacti. */
export function columnCactus({ x, y, h, w, c }: SpriteKit): string {
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

/** An ocotillo: whip-like stems, flowering at their tips. */
export function ocotillo({ x, y, rng, h, w, c, fl }: SpriteKit): string {
  let out = '';
  const stems = 10;
  for (let i = 0; i < stems; i++) {
    const t = i / (stems - 1) - 0.5;
    const tip = { x: x + t * w * 1.1, y: y - h * (1 - Math.abs(t) * 0.4) * rng.range(0.85, 1) };
    out += `<path d="M${n(x + t * 3)},${n(y)} Q${n(x + t * w * 0.4)},${n(y - h * 0.5)} ${n(tip.x)},${n(tip.y)}" stroke="${c}" stroke-width="${n(Math.max(0.8, w * 0.03))}" fill="none" stroke-linecap="round"/>`;
    if (fl) out += `<ellipse cx="${n(tip.x)}" cy="${n(tip.y + h * 0.04)}" rx="${n(Math.max(0.8, w * 0.03))}" ry="${n(Math.max(1.5, h * 0.05))}" fill="${fl}"/>`;
  }
  return out;
}

/** A fern: arching fronds from a crown. */
export function fern({ x, y, h, w, c }: SpriteKit): string {
  let out = '';
  const fronds = 9;
  for (let i = 0; i < fronds; i++) {
    const t = i / (fronds - 1) - 0.5;
    const tip = { x: x + t * w * 1.1, y: y - h * (0.95 - Math.abs(t) * 0.9) };
    out += `<path d="M${n(x)},${n(y)} Q${n(x + t * w * 0.5)},${n(y - h * 1.1)} ${n(tip.x)},${n(tip.y)}" stroke="${i % 2 ? c : lighten(c, 0.15)}" stroke-width="${n(Math.max(1.2, w * 0.09))}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** A bamboo clump: culms and leafy tufts. */
export function bamboo({ x, y, rng, h, w, c }: SpriteKit): string {
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
