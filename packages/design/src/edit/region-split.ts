import { distToSegment, pointInPolygon, polygonArea, polygonBounds, type Polygon, type Vec2 } from '../geometry.ts';

// A region (the homeowner's brush) over part of a ground area: the part of the area inside it, as polygons
// on the ground that follow both outlines. The ground is read on a fine grid, row by row: each row's runs
// of cells inside both the area and the region are chained with the runs of the next row they overlap,
// and each chain is one piece — its left ends down one side, its right ends back up the other. A piece is
// painted over the area in the area's place in the drawing order (the painter's model every plan is drawn
// and measured in), so the area is split along the region's outline without cutting its polygon.

/** The grid the ground is read on, metres: fine enough that an edge is off by at most a few centimetres. */
const CELL = 0.1;
/** The most cells read for one area: a larger one is read on a coarser grid. */
const MAX_CELLS = 60_000;

interface Run {
  a: number;
  b: number;
  y: number;
}

/** The pieces of `polygon` inside the region (`inRegion` of a point on the ground), each at least `minArea` m². */
export function piecesInside(polygon: Polygon, inRegion: (p: Vec2) => boolean, minArea = 0.05): Polygon[] {
  const box = polygonBounds(polygon);
  const cell = Math.max(CELL, Math.sqrt((box.w * box.h) / MAX_CELLS));
  const chains: Run[][] = [];
  let open: Run[][] = [];
  for (let y = box.y + cell / 2; y < box.y + box.h; y += cell) {
    const runs: Run[] = [];
    let start: number | null = null;
    for (let x = box.x + cell / 2; x < box.x + box.w + cell; x += cell) {
      const inside = x < box.x + box.w && pointInPolygon({ x, y }, polygon) && inRegion({ x, y });
      if (inside && start === null) start = x - cell / 2;
      if (!inside && start !== null) {
        runs.push({ a: start, b: x - cell / 2, y });
        start = null;
      }
    }
    const next: Run[][] = [];
    for (const run of runs) {
      const chain = open.find((c) => !next.includes(c) && overlaps(c.at(-1)!, run));
      if (chain) chain.push(run);
      else chains.push([run]);
      next.push(chain ?? chains.at(-1)!);
    }
    open = next;
  }
  return chains.map((c) => outline(c, cell)).filter((p) => polygonArea(p) >= minArea);
}

const overlaps = (r: Run, s: Run) => r.a < s.b && s.a < r.b;

/** A chain of runs as a polygon: down its left ends, back up its right ends, with needless points dropped. */
function outline(chain: Run[], cell: number): Polygon {
  const half = cell / 2;
  const first = chain[0]!;
  const last = chain.at(-1)!;
  const left = [{ x: first.a, y: first.y - half }, ...chain.map((r) => ({ x: r.a, y: r.y })), { x: last.a, y: last.y + half }];
  const right = [{ x: last.b, y: last.y + half }, ...[...chain].reverse().map((r) => ({ x: r.b, y: r.y })), { x: first.b, y: first.y - half }];
  return simplify([...left, ...right], cell * 0.25);
}

/** Drops points that lie within `tolerance` of the line through their neighbours. */
function simplify(points: Polygon, tolerance: number): Polygon {
  const out = [...points];
  for (let i = 1; i < out.length - 1 && out.length > 3;) {
    if (distToSegment(out[i]!, out[i - 1]!, out[i + 1]!) < tolerance) out.splice(i, 1);
    else i++;
  }
  return out;
}
