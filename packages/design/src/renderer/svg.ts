// Small helpers that keep the generated SVG compact: resvg parse time grows with document size,
// and every render has a 250 ms budget on a 2-core machine.

export const n = (v: number) => (Math.round(v * 10) / 10).toString();

export interface Pt {
  x: number;
  y: number;
}

export const pts = (points: Pt[]) => points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');

export const poly = (points: Pt[], attrs: string) => (points.length < 3 ? '' : `<polygon points="${pts(points)}" ${attrs}/>`);

/** A closed smooth path through the points (Catmull-Rom turned into cubic Beziers). */
export function smoothPath(points: Pt[], closed = true): string {
  const count = points.length;
  if (count < 3) return '';
  const get = (i: number) => points[closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i))];
  let d = `M${n(points[0].x)},${n(points[0].y)}`;
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)},${n(c1.y)} ${n(c2.x)},${n(c2.y)} ${n(p2.x)},${n(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/**
 * A group drawn on a layer of its own (group opacity, a clip path). The rasterizer (resvg, as
 * @resvg/resvg-js 2.6 ships it) aborts the whole process when such a group lies wholly outside four times
 * the canvas, which a view turned past a neighbour's house can make happen. Each layer therefore holds an
 * invisible 1 px anchor inside the frame, at the frame's point nearest `near`, so it always meets the canvas.
 */
export function layer(attrs: string, inner: string, near: Pt, frame: { width: number; height: number }): string {
  if (!inner) return '';
  const clamp = (v: number, hi: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), hi - 1) : 0);
  return `<g ${attrs}><rect x="${n(clamp(near.x, frame.width))}" y="${n(clamp(near.y, frame.height))}" width="1" height="1" fill-opacity="0"/>${inner}</g>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Text escaped for an SVG text node. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
