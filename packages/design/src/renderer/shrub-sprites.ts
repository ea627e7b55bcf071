import { darken, lighten, n } from './svg.ts';
import { once, OUTLINE, lumpy, foliageMass, flowerDots, type SpriteKit } from './sprite-strokes.ts';

// Shrub and border sprites: loose and flowering shrubs, clipped balls, columns and hedges, perennials and groundcover.

/** A loose shrub; a flowering one covered in blooms. */
export function shrub({ spec, x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
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

/** A clipped ball, lit by a gradient shared by its species. */
export function clippedBall({ spec, x, y, rng, shared, h, w, c, fl, dot }: SpriteKit): string {
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

/** A clipped column with its sunlit stripe. */
export function clippedColumn({ x, y, h, w, c }: SpriteKit): string {
  const cw = w * 0.85;
  return `<rect x="${n(x - cw / 2)}" y="${n(y - h)}" width="${n(cw)}" height="${n(h)}" rx="${n(cw / 2)}" fill="${darken(c, 0.12)}" ${OUTLINE} stroke-width="0.6"/><rect x="${n(x - cw / 2 + cw * 0.12)}" y="${n(y - h + cw * 0.2)}" width="${n(cw * 0.3)}" height="${n(h - cw * 0.5)}" rx="${n(cw * 0.15)}" fill="${lighten(c, 0.18)}"/>`;
}

/** A hedge block that merges with its neighbours into one clipped hedge. */
export function hedge({ spec, x, y, shared, h, w, c }: SpriteKit): string {
  // Rounded, gradient-lit blocks that merge with their neighbours into one clipped hedge.
  const hw = w * 0.62;
  const id = `hedge-${spec.id}`;
  return `${once(shared, id, `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.25)}"/><stop offset="0.45" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/></linearGradient>`)}<rect x="${n(x - hw)}" y="${n(y - h)}" width="${n(hw * 2)}" height="${n(h)}" rx="${n(Math.min(hw, h) * 0.45)}" fill="url(#${id})"/>`;
}

/** A perennial: a low mound with its flowers. */
export function perennial({ x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
  const cy = y - h * 0.4;
  let out = foliageMass(x, cy, w / 2, h * 0.45, c, rng, 0.7);
  if (fl) out += flowerDots(x, cy - h * 0.1, w * 0.45, h * 0.4, fl, rng, Math.round(10 + w / 2), dot * 1.2);
  return out;
}

/** A groundcover mat with its flowers. */
export function groundcover({ x, y, rng, h, w, c, fl, dot }: SpriteKit): string {
  let out = `<path d="${lumpy(x, y - Math.max(1, h * 0.5), w / 2, Math.max(1.5, w * 0.16), rng, 9, 0.15)}" fill="${c}"/>`;
  out += `<path d="${lumpy(x - w * 0.1, y - Math.max(1.4, h * 0.7), w * 0.3, Math.max(1, w * 0.08), rng, 7, 0.2)}" fill="${lighten(c, 0.18)}"/>`;
  if (fl) out += flowerDots(x, y - h * 0.5, w * 0.45, Math.max(1.5, w * 0.12), fl, rng, 10, dot);
  return out;
}
