import { darken, lighten, mix, n } from './svg.ts';
import { OUTLINE, lumpy, foliageMass, flowerDots, trunk, type SpriteKit } from './sprite-strokes.ts';

// Tree sprites: round, blossoming, columnar, airy and olive crowns, maples, cloud-pruned pines, columnar conifers
// and palms, each on its trunk or branches.

/** A round crown on a tapered trunk; a blossom tree covered in flowers. */
export function roundTree({ spec, x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
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

/** A narrow upright crown on a short trunk. */
export function columnarTree({ x, y, rng, h, w, c }: SpriteKit): string {
  const cy = y - h * 0.55;
  return trunk(x, y, cy, Math.max(1.2, w * 0.06)) + foliageMass(x, cy, w * 0.32, h * 0.45, c, rng, 1.2);
}

/** An open crown of clumps on branching stems; an olive with its grey gnarled wood. */
export function airyTree({ spec, x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
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

/** A maple: tiers of foliage warming towards the top over a curved trunk. */
export function mapleTree({ x, y, rng, h, w, c }: SpriteKit): string {
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

/** A cloud-pruned pine: flat foliage pads along a leaning trunk. */
export function cloudPine({ x, y, rng, h, w, c }: SpriteKit): string {
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

/** A columnar conifer: one tapering mass with its sunlit side. */
export function columnConifer({ x, y, h, w, c }: SpriteKit): string {
  const top = y - h;
  const d = `M${n(x)},${n(top)} C${n(x + w * 0.55)},${n(top + h * 0.25)} ${n(x + w * 0.6)},${n(y - h * 0.2)} ${n(x + w * 0.3)},${n(y - 1)} L${n(x - w * 0.3)},${n(y - 1)} C${n(x - w * 0.6)},${n(y - h * 0.2)} ${n(x - w * 0.55)},${n(top + h * 0.25)} ${n(x)},${n(top)}Z`;
  return `<path d="${d}" fill="${darken(c, 0.1)}" ${OUTLINE}/><path d="M${n(x)},${n(top + h * 0.04)} C${n(x - w * 0.45)},${n(top + h * 0.3)} ${n(x - w * 0.45)},${n(y - h * 0.25)} ${n(x - w * 0.2)},${n(y - h * 0.05)} L${n(x - w * 0.05)},${n(y - h * 0.1)} C${n(x - w * 0.2)},${n(y - h * 0.4)} ${n(x - w * 0.15)},${n(top + h * 0.3)} ${n(x)},${n(top + h * 0.04)}Z" fill="${lighten(c, 0.18)}"/>`;
}

/** A palm: a curved trunk and a fan of fronds. */
export function palm({ x, y, rng, h, w, c }: SpriteKit): string {
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
