import { ellipsePolygon, rectPolygon } from '../geometry.ts';
import type { PlacedFeature, StyleDefinition } from '../types.ts';
import { project, scaleAt } from './camera.ts';
import { darken, lighten, n, poly } from './svg.ts';
import { box, type Canvas, cylinder, shadowAt } from './perspective-canvas.ts';

// The plan's features for sitting, cooking and gathering outdoors, drawn as solids through the canvas's camera.

export function drawFirePit(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  let svg = cylinder(c, at, 0.6, 0, 0.45, '#8d8478', '#6f675d');
  svg += poly(c.flat(ellipsePolygon(at, 0.45, 0.45, 14), 0.46), 'fill="#2b2624"');
  const top = P(at.x, at.y, 0.5);
  const s = scaleAt(c.cam, top.depth);
  svg += `<ellipse cx="${n(top.x)}" cy="${n(top.y - s * 0.25)}" rx="${n(s * 0.55)}" ry="${n(s * 0.45)}" fill="url(#glow)"/>`;
  svg += `<path d="M${n(top.x - s * 0.22)},${n(top.y)} Q${n(top.x - s * 0.2)},${n(top.y - s * 0.35)} ${n(top.x)},${n(top.y - s * 0.62)} Q${n(top.x + s * 0.22)},${n(top.y - s * 0.3)} ${n(top.x + s * 0.22)},${n(top.y)}Z" fill="#f28a1e"/><path d="M${n(top.x - s * 0.1)},${n(top.y)} Q${n(top.x - s * 0.08)},${n(top.y - s * 0.2)} ${n(top.x + s * 0.02)},${n(top.y - s * 0.38)} Q${n(top.x + s * 0.12)},${n(top.y - s * 0.18)} ${n(top.x + s * 0.1)},${n(top.y)}Z" fill="#ffd65a"/>`;
  c.add(at, svg);
  // Lounge chairs facing the fire.
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    const cx = at.x + Math.cos(a) * 1.55;
    const cy = at.y + Math.sin(a) * 1.55;
    c.add(
      { x: cx, y: cy },
      box(c, cx - 0.35, cy - 0.35, cx + 0.35, cy + 0.35, 0, 0.42, pal.furniture, lighten(pal.furniture, 0.2)) +
        box(c, cx - 0.35, cy - 0.35, cx + 0.35, cy + 0.35, 0.42, 0.5, lighten(pal.furniture, 0.25), '#efe9dc'),
    );
  }
}

export function drawPatioSeating(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  let svg = cylinder(c, at, 0.55, 0.7, 0.76, '#d8d2c4', lighten(pal.furniture, 0.6), 14);
  svg = cylinder(c, at, 0.06, 0, 0.7, pal.furniture, pal.furniture, 6) + svg;
  const chairs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    const cx = at.x + Math.cos(a) * 0.95;
    const cy = at.y + Math.sin(a) * 0.95;
    chairs.push(box(c, cx - 0.23, cy - 0.23, cx + 0.23, cy + 0.23, 0.0, 0.45, pal.furniture, lighten(pal.furniture, 0.3)));
  }
  // Umbrella over the table.
  const top = P(at.x, at.y, 2.4);
  const s = scaleAt(c.cam, top.depth);
  const umb = `<line x1="${n(top.x)}" y1="${n(top.y)}" x2="${n(P(at.x, at.y, 0.76).x)}" y2="${n(P(at.x, at.y, 0.76).y)}" stroke="#555" stroke-width="${n(Math.max(1, s * 0.04))}"/><path d="M${n(top.x - s * 1.2)},${n(top.y + s * 0.35)} Q${n(top.x)},${n(top.y - s * 0.35)} ${n(top.x + s * 1.2)},${n(top.y + s * 0.35)}Z" fill="${lighten(pal.accent, 0.15)}" stroke="${darken(pal.accent, 0.2)}" stroke-width="0.8"/>`;
  c.add(at, chairs.slice(2).join('') + svg + chairs.slice(0, 2).join('') + umb);
}

export function drawSeatingBench(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const alongX = true;
  const x0 = at.x - (alongX ? f.w / 2 : f.h / 2);
  const x1 = at.x + (alongX ? f.w / 2 : f.h / 2);
  const wood = style.id === 'english_formal' || style.id === 'english_cottage' ? '#d8d2c4' : '#9a7550';
  let svg =
    box(c, x0, at.y - 0.22, x0 + 0.12, at.y + 0.22, 0, 0.42, darken(wood, 0.2), wood) +
    box(c, x1 - 0.12, at.y - 0.22, x1, at.y + 0.22, 0, 0.42, darken(wood, 0.2), wood);
  svg += box(c, x0, at.y - 0.25, x1, at.y + 0.25, 0.42, 0.5, wood, lighten(wood, 0.2));
  svg += box(c, x0, at.y + 0.2, x1, at.y + 0.28, 0.5, 0.95, wood, lighten(wood, 0.2));
  c.add(at, svg);
}

export function drawPergola(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  const wood = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#3b3b3b' : '#8a6a4a';
  let back = '';
  let front = '';
  for (const [px, py] of [
    [x0, y1],
    [x1, y1],
  ])
    back += box(c, px - 0.09, py - 0.09, px + 0.09, py + 0.09, 0, 2.6, wood, wood);
  for (const [px, py] of [
    [x0, y0],
    [x1, y0],
  ])
    front += box(c, px - 0.09, py - 0.09, px + 0.09, py + 0.09, 0, 2.6, wood, wood);
  let roof =
    box(c, x0 - 0.3, y0 - 0.08, x1 + 0.3, y0 + 0.08, 2.6, 2.8, wood, lighten(wood, 0.2)) +
    box(c, x0 - 0.3, y1 - 0.08, x1 + 0.3, y1 + 0.08, 2.6, 2.8, wood, lighten(wood, 0.2));
  for (let x = x0; x <= x1 + 0.01; x += 0.45) roof += box(c, x - 0.04, y0 - 0.3, x + 0.04, y1 + 0.3, 2.8, 2.92, lighten(wood, 0.1), lighten(wood, 0.25));
  c.add({ x: at.x, y: y1 }, back, 0.2);
  c.add({ x: at.x, y: y0 }, front + roof, -0.2);
}

export function drawHotTub(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  // A square spa with a wood or concrete surround and its water showing over the rim.
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  const shell = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#8f8c86' : '#8a6a4a';
  let svg = box(c, x0, y0, x1, y1, 0, 0.9, shell, lighten(shell, 0.2));
  svg += poly(c.flat(rectPolygon({ x: x0 + 0.18, y: y0 + 0.18, w: f.w - 0.36, h: f.h - 0.36 }), 0.91), 'fill="url(#water)"');
  c.ground.push(shadowAt(c, at, f.w / 2, 0.9));
  c.add(at, svg);
}

export function drawOutdoorKitchen(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  // A counter run with a grill hood at one end and a stone top.
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  let svg = box(c, x0, y0, x1, y1, 0, 0.9, '#9a8f80', '#d8d2c4');
  const gx = x0 + f.w * 0.3;
  svg += box(c, gx - 0.4, y0 + 0.1, gx + 0.4, y1 - 0.1, 0.9, 1.25, '#7a7a7a', '#b8b8b8');
  c.ground.push(shadowAt(c, at, f.w / 2, 0.9));
  c.add(at, svg);
}

export function drawLighting(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  const base = P(at.x, at.y, 0);
  const top = P(at.x, at.y, 0.55);
  const s = scaleAt(c.cam, base.depth);
  c.add(
    at,
    `<line x1="${n(base.x)}" y1="${n(base.y)}" x2="${n(top.x)}" y2="${n(top.y)}" stroke="#2e2e2e" stroke-width="${n(Math.max(0.8, s * 0.05))}"/><rect x="${n(top.x - s * 0.07)}" y="${n(top.y - s * 0.06)}" width="${n(s * 0.14)}" height="${n(s * 0.1)}" fill="#fbe9a0" stroke="#2e2e2e" stroke-width="0.6"/>`,
  );
}
