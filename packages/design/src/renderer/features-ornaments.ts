import { ellipsePolygon } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { PlacedFeature, StyleDefinition } from '../types.ts';
import { project, projectPolygon, scaleAt } from './camera.ts';
import { plantSprite } from './plant-sprites.ts';
import { darken, lighten, mix, n, poly, pts, smoothPath } from './svg.ts';
import { box, type Canvas, cylinder, shadowAt } from './perspective-canvas.ts';

// The plan's ornaments: water, stone, pots, an arbor with its climbing rose, and the stepping stones laid in the ground.

export function drawWaterFeature(c: Canvas, f: PlacedFeature, _style: StyleDefinition, rng: Rng): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  if (f.variant === 'pond') {
    const pondPoly = ellipsePolygon(at, f.w / 2, f.h / 2, 22, rng.range(0, 1));
    const p = c.flat(pondPoly);
    let svg = `<polygon points="${pts(p)}" fill="url(#water)" stroke="#7d8a8f" stroke-width="2"/>`;
    const hl = c.flat(ellipsePolygon({ x: at.x - f.w * 0.1, y: at.y - f.h * 0.05 }, f.w * 0.25, f.h * 0.12, 10));
    svg += `<polygon points="${pts(hl)}" fill="#ffffff" fill-opacity="0.35"/>`;
    c.ground.push(svg);
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      const rx = at.x + Math.cos(a) * f.w * 0.52;
      const ry = at.y + Math.sin(a) * f.h * 0.52;
      const rp = P(rx, ry, 0);
      const s = scaleAt(c.cam, rp.depth);
      c.add(
        { x: rx, y: ry },
        `<ellipse cx="${n(rp.x)}" cy="${n(rp.y - s * 0.1)}" rx="${n(s * rng.range(0.18, 0.3))}" ry="${n(s * 0.14)}" fill="${mix('#8d8a84', '#b4aea4', rng.next())}" stroke="#5d5a55" stroke-width="0.5"/>`,
      );
    }
  } else if (f.variant === 'water_wall') {
    const x0 = at.x - f.w / 2;
    const x1 = at.x + f.w / 2;
    let svg = box(c, x0, at.y - 0.15, x1, at.y + 0.15, 0, 1.3, '#6b6a68', '#7e7d7a');
    svg += poly(
      projectPolygon(c.cam, [
        { x: x0 + 0.15, y: at.y - 0.16, z: 0.25 },
        { x: x1 - 0.15, y: at.y - 0.16, z: 0.25 },
        { x: x1 - 0.15, y: at.y - 0.16, z: 1.2 },
        { x: x0 + 0.15, y: at.y - 0.16, z: 1.2 },
      ]),
      'fill="url(#water)" fill-opacity="0.9"',
    );
    svg += box(c, x0 - 0.1, at.y - 0.55, x1 + 0.1, at.y - 0.15, 0, 0.3, '#7e7d7a', '#5d8fae');
    c.add(at, svg);
  } else {
    let svg = cylinder(c, at, 0.9, 0, 0.5, '#cbc3b3', '#6b9cb8');
    svg += cylinder(c, at, 0.12, 0.5, 1.2, '#c0b8a8', '#c0b8a8', 8);
    svg += cylinder(c, at, 0.4, 1.2, 1.32, '#cbc3b3', '#7fb0cc', 12);
    const t = P(at.x, at.y, 1.45);
    const s = scaleAt(c.cam, t.depth);
    svg += `<path d="M${n(t.x)},${n(t.y)} Q${n(t.x - s * 0.3)},${n(t.y - s * 0.2)} ${n(t.x - s * 0.45)},${n(t.y + s * 0.25)} M${n(t.x)},${n(t.y)} Q${n(t.x + s * 0.3)},${n(t.y - s * 0.2)} ${n(t.x + s * 0.45)},${n(t.y + s * 0.25)}" stroke="#e6f3fa" stroke-width="${n(Math.max(1, s * 0.04))}" fill="none"/>`;
    c.add(at, svg);
  }
}

export function drawBoulders(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  const base = P(at.x, at.y, 0);
  const s = scaleAt(c.cam, base.depth);
  const rx = (f.w / 2) * s;
  const ry = f.h * 0.5 * s;
  const col = style.id === 'desert_modern' || style.id === 'california_native' ? '#b49a7a' : '#9a958c';
  const pts3 = [] as { x: number; y: number }[];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI + (i / 7) * Math.PI;
    pts3.push({ x: base.x + Math.cos(a) * rx * rng.range(0.85, 1.05), y: base.y + Math.sin(a) * ry * 1.5 * rng.range(0.8, 1.1) });
  }
  c.ground.push(shadowAt(c, at, f.w / 2, 0.6));
  c.add(
    at,
    `<path d="${smoothPath(pts3)}" fill="${col}" stroke="${darken(col, 0.4)}" stroke-width="0.8"/><path d="M${n(base.x - rx * 0.6)},${n(base.y - ry * 0.9)} Q${n(base.x - rx * 0.1)},${n(base.y - ry * 1.5)} ${n(base.x + rx * 0.4)},${n(base.y - ry * 1.1)}" stroke="${lighten(col, 0.35)}" stroke-width="${n(Math.max(1, s * 0.06))}" fill="none" stroke-linecap="round"/>`,
  );
}

export function drawPlanterPots(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  const base = P(at.x, at.y, 0);
  const s = scaleAt(c.cam, base.depth);
  const w0 = s * 0.22;
  const w1 = s * 0.3;
  const h = s * 0.6;
  const pot = pal.pot;
  let svg = `<path d="M${n(base.x - w0)},${n(base.y)} L${n(base.x - w1)},${n(base.y - h)} L${n(base.x + w1)},${n(base.y - h)} L${n(base.x + w0)},${n(base.y)}Z" fill="${pot}" stroke="${darken(pot, 0.3)}" stroke-width="0.8"/><rect x="${n(base.x - w1 * 1.05)}" y="${n(base.y - h - s * 0.06)}" width="${n(w1 * 2.1)}" height="${n(s * 0.08)}" fill="${lighten(pot, 0.15)}"/>`;
  const plant = style.plants.find((p) => p.form === 'clipped_ball' || p.form === 'agave' || p.form === 'grass' || p.form === 'strap') ?? style.plants[0];
  svg += plantSprite({
    spec: { ...plant, id: `${plant.id}-potted`, heightM: 0.7, widthM: 0.6 },
    x: base.x,
    y: base.y - h,
    s,
    rng,
    growth: 1,
    shared: c.shared,
  });
  c.add(at, svg);
}

export function drawStoneLantern(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  let svg = box(c, at.x - 0.2, at.y - 0.2, at.x + 0.2, at.y + 0.2, 0, 0.15, '#9a968e', '#aaa69e');
  svg += cylinder(c, at, 0.08, 0.15, 0.7, '#a19d95', '#a19d95', 8);
  svg += box(c, at.x - 0.22, at.y - 0.22, at.x + 0.22, at.y + 0.22, 0.7, 1.0, '#8f8b83', '#a19d95');
  const lamp = P(at.x, at.y - 0.23, 0.85);
  const s = scaleAt(c.cam, lamp.depth);
  svg += `<rect x="${n(lamp.x - s * 0.08)}" y="${n(lamp.y - s * 0.1)}" width="${n(s * 0.16)}" height="${n(s * 0.16)}" fill="#f7e3a0"/>`;
  const roofP = [P(at.x - 0.38, at.y - 0.38, 1.0), P(at.x + 0.38, at.y - 0.38, 1.0), P(at.x, at.y, 1.3)];
  svg += `<polygon points="${pts(roofP)}" fill="#86827a"/>`;
  c.add(at, svg);
}

export function drawBirdBath(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  // cast stone, as sold: a flared foot, a slim column, a bowl about 60 cm across holding its water
  let svg = cylinder(c, at, 0.19, 0, 0.07, '#bdb6a8', '#c9c2b4', 12);
  svg += cylinder(c, at, 0.075, 0.07, 0.6, '#c9c2b4', '#c9c2b4', 8);
  svg += cylinder(c, at, 0.16, 0.6, 0.68, '#c4bdaf', '#c9c2b4', 12);
  svg += cylinder(c, at, 0.29, 0.68, 0.76, '#d2cbbd', '#d8d1c3', 16);
  svg += poly(c.flat(ellipsePolygon(at, 0.24, 0.24, 16), 0.761), 'fill="#8fb8cf"');
  c.add(at, svg);
}

export function drawArbor(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  const posts = f.points ?? [];
  if (posts.length < 2) return;
  const white = style.id === 'cottage_garden' || style.id === 'english_cottage' ? '#f4f1e8' : '#8a6a4a';
  let svg = '';
  for (const p of posts) svg += box(c, p.x - 0.07, p.y - 0.07, p.x + 0.07, p.y + 0.07, 0, 2.3, white, white);
  const a = posts[0];
  const b = posts[1];
  const arc: { x: number; y: number }[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    arc.push(P(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 2.3 + Math.sin(t * Math.PI) * 0.45));
  }
  const s = scaleAt(c.cam, P(at.x, at.y, 2).depth);
  svg += `<polyline points="${pts(arc)}" fill="none" stroke="${white}" stroke-width="${n(Math.max(1.5, s * 0.1))}"/>`;
  // A climbing rose: small leaf clusters up one post and over the arch, with blooms.
  const roseColor = style.palette.accent;
  const climb: { x: number; y: number }[] = [];
  for (let i = 0; i <= 14; i++) climb.push(P(a.x, a.y, (2.3 * i) / 14));
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    climb.push(P(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 2.3 + Math.sin(t * Math.PI) * 0.45));
  }
  for (let i = 0; i <= 7; i++) climb.push(P(b.x, b.y, 2.3 - (1.2 * i) / 7));
  for (const [i, q] of climb.entries()) {
    const r = Math.max(1.2, s * rng.range(0.05, 0.085));
    const ox = rng.range(-1, 1) * s * 0.08;
    svg += `<circle cx="${n(q.x + ox)}" cy="${n(q.y)}" r="${n(r)}" fill="${i % 3 ? '#4b7a3a' : '#3d6a30'}"/>`;
    if (i % 2 === 0) svg += `<circle cx="${n(q.x + ox + r * 0.4)}" cy="${n(q.y - r * 0.3)}" r="${n(Math.max(0.8, r * 0.42))}" fill="${roseColor}"/>`;
  }
  c.add(at, svg, -0.3);
}

export function drawSteppingStones(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng): void {
  for (const p of f.points ?? []) {
    const stone = ellipsePolygon(p, 0.32, 0.26, 10, rng.range(0, 1));
    const q = c.flat(stone);
    if (q.length >= 3)
      c.ground.push(
        `<polygon points="${pts(q)}" fill="${style.materials.path.kind === 'stepping_stones' ? style.materials.path.color : '#b89a78'}" stroke="${darken(style.materials.path.color, 0.35)}" stroke-width="0.8"/>`,
      );
  }
}
