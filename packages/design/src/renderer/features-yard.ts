import type { PlacedFeature, StyleDefinition } from '../types.ts';
import { project, projectPolygon, scaleAt } from './camera.ts';
import { darken, lighten, n, poly, pts } from './svg.ts';
import { box, type Canvas, cylinder, shadowAt } from './perspective-canvas.ts';

// The plan's working and play features: vegetable beds, a shed, compost bins, a trampoline, a swing set and a hammock.

export function drawRaisedVegetableBeds(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  const wood = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#8a4a2a' : '#9a7550';
  let svg = box(c, x0, y0, x1, y1, 0, 0.5, wood, '#5a4030');
  // Rows of vegetables, with a few red tomatoes and orange squash for readability.
  const along = f.w > f.h;
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < 5; k++) {
      const u = (k + 0.5) / 5;
      const v = (r + 0.5) / rows;
      const px = along ? x0 + f.w * u : x0 + f.w * v;
      const py = along ? y0 + f.h * v : y0 + f.h * u;
      const p = P(px, py, 0.5);
      const s = scaleAt(c.cam, p.depth);
      const col = r === 1 ? '#4e8a2e' : '#6aa33a';
      svg += `<ellipse cx="${n(p.x)}" cy="${n(p.y - s * 0.12)}" rx="${n(s * 0.2)}" ry="${n(s * 0.16)}" fill="${col}"/>`;
      if ((k + r) % 3 === 0)
        svg += `<circle cx="${n(p.x + s * 0.06)}" cy="${n(p.y - s * 0.16)}" r="${n(Math.max(0.8, s * 0.05))}" fill="${r === 2 ? '#e08a2a' : '#d63a2a'}"/>`;
    }
  }
  c.add(at, svg);
}

export function drawStorageShed(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  // A small garden shed: walls in the style's wall colour, a door and a gabled roof.
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  let svg = box(c, x0, y0, x1, y1, 0, 2.0, pal.wall, lighten(pal.wall, 0.1));
  svg += poly(
    projectPolygon(c.cam, [
      { x: at.x - 0.4, y: y0 - 0.01, z: 0 },
      { x: at.x + 0.4, y: y0 - 0.01, z: 0 },
      { x: at.x + 0.4, y: y0 - 0.01, z: 1.8 },
      { x: at.x - 0.4, y: y0 - 0.01, z: 1.8 },
    ]),
    `fill="${darken(pal.wall, 0.35)}"`,
  );
  const roof = darken(pal.furniture, 0.1);
  svg += poly(
    projectPolygon(c.cam, [
      { x: x0 - 0.15, y: y0 - 0.15, z: 2.0 },
      { x: x1 + 0.15, y: y0 - 0.15, z: 2.0 },
      { x: x1 + 0.15, y: at.y, z: 2.6 },
      { x: x0 - 0.15, y: at.y, z: 2.6 },
    ]),
    `fill="${roof}"`,
  );
  svg += poly(
    projectPolygon(c.cam, [
      { x: x0 - 0.15, y: at.y, z: 2.6 },
      { x: x1 + 0.15, y: at.y, z: 2.6 },
      { x: x1 + 0.15, y: y1 + 0.15, z: 2.0 },
      { x: x0 - 0.15, y: y1 + 0.15, z: 2.0 },
    ]),
    `fill="${darken(roof, 0.2)}"`,
  );
  c.ground.push(shadowAt(c, at, Math.max(f.w, f.h) / 2, 2.4));
  c.add(at, svg);
}

export function drawCompostBins(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  // Two slatted timber bins side by side.
  const x0 = at.x - f.w / 2;
  const y0 = at.y - f.h / 2;
  const y1 = at.y + f.h / 2;
  let svg = '';
  for (let i = 0; i < 2; i++) {
    const a = x0 + (f.w / 2) * i;
    svg += box(c, a + 0.05, y0, a + f.w / 2 - 0.05, y1, 0, 0.9, '#8a6a4a', '#4a3426');
  }
  c.add(at, svg);
}

export function drawTrampoline(c: Canvas, f: PlacedFeature): void {
  const at = { x: f.x, y: f.y };
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  // A round mat on legs with its safety net drawn as a ring of posts and a top rail.
  const r = Math.min(f.w, f.h) / 2;
  let svg = cylinder(c, at, r, 0.75, 0.8, '#2e5a8a', '#1e1e1e', 20);
  const rail: { x: number; y: number }[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    rail.push(P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 2.4));
  }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const b = P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 0);
    const t = P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 2.4);
    svg += `<line x1="${n(b.x)}" y1="${n(b.y)}" x2="${n(t.x)}" y2="${n(t.y)}" stroke="#2e2e2e" stroke-width="1.2"/>`;
  }
  svg += `<polyline points="${pts(rail)}" fill="none" stroke="#2e5a8a" stroke-width="1.6"/>`;
  c.ground.push(shadowAt(c, at, r, 0.8));
  c.add(at, svg);
}

export function drawSwingSet(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  // Two A-frames, a top beam and two swings on chains.
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  const wood = '#8a6a4a';
  let svg = '';
  for (const x of [x0, x1]) {
    for (const dy of [-f.h / 2, f.h / 2]) {
      const b = P(x, at.y + dy, 0);
      const t = P(x, at.y, 2.3);
      svg += `<line x1="${n(b.x)}" y1="${n(b.y)}" x2="${n(t.x)}" y2="${n(t.y)}" stroke="${wood}" stroke-width="${n(Math.max(1.5, scaleAt(c.cam, b.depth) * 0.1))}"/>`;
    }
  }
  const l = P(x0, at.y, 2.3);
  const r = P(x1, at.y, 2.3);
  svg += `<line x1="${n(l.x)}" y1="${n(l.y)}" x2="${n(r.x)}" y2="${n(r.y)}" stroke="${wood}" stroke-width="${n(Math.max(1.5, scaleAt(c.cam, l.depth) * 0.12))}"/>`;
  for (const u of [0.3, 0.7]) {
    const x = x0 + f.w * u;
    for (const dx of [-0.2, 0.2]) {
      const top = P(x + dx, at.y, 2.3);
      const seat = P(x + dx, at.y, 0.5);
      svg += `<line x1="${n(top.x)}" y1="${n(top.y)}" x2="${n(seat.x)}" y2="${n(seat.y)}" stroke="#555" stroke-width="0.8"/>`;
    }
    svg += box(c, x - 0.25, at.y - 0.12, x + 0.25, at.y + 0.12, 0.45, 0.5, pal.accent, lighten(pal.accent, 0.2));
  }
  c.add(at, svg);
}

export function drawHammock(c: Canvas, f: PlacedFeature, style: StyleDefinition): void {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  // A hammock slung between two posts.
  const x0 = at.x - f.w / 2;
  const x1 = at.x + f.w / 2;
  let svg =
    box(c, x0 - 0.06, at.y - 0.06, x0 + 0.06, at.y + 0.06, 0, 1.6, '#6b4f3a', '#6b4f3a') +
    box(c, x1 - 0.06, at.y - 0.06, x1 + 0.06, at.y + 0.06, 0, 1.6, '#6b4f3a', '#6b4f3a');
  const sling: { x: number; y: number }[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    sling.push(P(x0 + f.w * t, at.y, 1.4 - Math.sin(t * Math.PI) * 0.8));
  }
  const s = scaleAt(c.cam, P(at.x, at.y, 0.6).depth);
  svg += `<polyline points="${pts(sling)}" fill="none" stroke="${lighten(pal.accent, 0.25)}" stroke-width="${n(Math.max(2, s * 0.35))}" stroke-linecap="round"/>`;
  c.add(at, svg);
}
