// Plan geometry in metres. x runs along the street frontage, y runs from the front property line
// (y = 0, the sidewalk edge) towards the back of the lot.

export interface Vec2 {
  x: number;
  y: number;
}
export type Polygon = Vec2[];
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rectPolygon = (r: Rect): Polygon => [
  { x: r.x, y: r.y },
  { x: r.x + r.w, y: r.y },
  { x: r.x + r.w, y: r.y + r.h },
  { x: r.x, y: r.y + r.h },
];

export function pointInPolygon(p: Vec2, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function distToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from a point to a polygon's boundary (0 or negative never returned; see circleHitsPolygon). */
export function distToPolygonEdge(p: Vec2, poly: Polygon): number {
  let d = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) d = Math.min(d, distToSegment(p, poly[j], poly[i]));
  return d;
}

export function circleHitsPolygon(c: Vec2, r: number, poly: Polygon): boolean {
  return pointInPolygon(c, poly) || distToPolygonEdge(c, poly) < r;
}

export function polygonArea(poly: Polygon): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += (poly[j].x + poly[i].x) * (poly[j].y - poly[i].y);
  return Math.abs(a / 2);
}

export function polygonBounds(poly: Polygon): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

export function polygonCentroid(poly: Polygon): Vec2 {
  const n = poly.length;
  return { x: poly.reduce((s, p) => s + p.x, 0) / n, y: poly.reduce((s, p) => s + p.y, 0) / n };
}

/** A ribbon of the given width along a polyline: how paths become polygons. */
export function ribbon(line: Vec2[], width: number): Polygon {
  const half = width / 2;
  const left: Vec2[] = [];
  const right: Vec2[] = [];
  for (let i = 0; i < line.length; i++) {
    const prev = line[Math.max(0, i - 1)];
    const next = line[Math.min(line.length - 1, i + 1)];
    const dx = next.x - prev.x;
    const dy = next.y - prev.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    left.push({ x: line[i].x + nx * half, y: line[i].y + ny * half });
    right.push({ x: line[i].x - nx * half, y: line[i].y - ny * half });
  }
  return [...left, ...right.reverse()];
}

/** Samples a cubic Bezier into a polyline. */
export function bezier(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2, steps = 16): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push({
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    });
  }
  return out;
}

export function ellipsePolygon(c: Vec2, rx: number, ry: number, steps = 24, phase = 0): Polygon {
  const out: Polygon = [];
  for (let i = 0; i < steps; i++) {
    const a = phase + (i / steps) * Math.PI * 2;
    out.push({ x: c.x + Math.cos(a) * rx, y: c.y + Math.sin(a) * ry });
  }
  return out;
}

/** A rectangle whose long edge facing `wavySide` undulates: the soft bed edges of informal styles. */
export function wavyRect(r: Rect, amplitude: number, waves: number, wavySide: 'top' | 'bottom' | 'left' | 'right', phase: number): Polygon {
  const steps = 28;
  const pts: Polygon = [];
  const wobble = (t: number) => Math.sin(t * Math.PI * 2 * waves + phase) * amplitude * Math.sin(t * Math.PI);
  if (wavySide === 'top' || wavySide === 'bottom') {
    const yEdge = wavySide === 'top' ? r.y : r.y + r.h;
    const yOther = wavySide === 'top' ? r.y + r.h : r.y;
    const dir = wavySide === 'top' ? 1 : -1;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      pts.push({ x: r.x + r.w * t, y: yEdge + dir * (amplitude + wobble(t)) * 0.5 });
    }
    pts.push({ x: r.x + r.w, y: yOther }, { x: r.x, y: yOther });
  } else {
    const xEdge = wavySide === 'left' ? r.x : r.x + r.w;
    const xOther = wavySide === 'left' ? r.x + r.w : r.x;
    const dir = wavySide === 'left' ? 1 : -1;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      pts.push({ x: xEdge + dir * (amplitude + wobble(t)) * 0.5, y: r.y + r.h * t });
    }
    pts.push({ x: xOther, y: r.y + r.h }, { x: xOther, y: r.y });
  }
  return pts;
}

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
