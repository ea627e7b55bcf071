import type { AreaId } from '@landscape/contract';
import type { Vec2 } from '../geometry.ts';
import type { PlantSpec, Scene } from '../types.ts';
import { cameraFor, project, scaleAt, type Camera } from './camera.ts';
import { foliageEllipse } from './plant-sprites.ts';
import { roofRise } from '../house-look.ts';

// What the camera of an area will see, checked while a plan is planted: no plant taller than the
// sill stands between the camera and a door or window, no plant is cut by the left, right or top
// edge of the frame (nor, when taller than a metre, by the bottom edge), and plants together hide
// at most a small share of the facade that faces the camera.

/** The size every check runs at; fractions and edges scale with the output size. */
const SIZE = 768;
/** Growth the renderer draws planted plants at (perspective.ts addPlant). */
export const PLANTED_GROWTH = 0.95;
/** Growth the renderer draws existing trees at. */
export const EXISTING_GROWTH = 1.25;

type Sized = Pick<PlantSpec, 'role' | 'heightM' | 'widthM'>;
interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The facade each area's camera looks at: the street front, the rear, or none (the side strip). */
export const facadeOf = (area: AreaId): 'front' | 'back' | null => (area === 'backyard' ? 'back' : area === 'side_yard' ? null : 'front');

function facadePoint(scene: Scene, face: 'front' | 'back', u: number, v: number) {
  const f = scene.house.footprint;
  return { x: f.x + u, y: face === 'front' ? f.y - 0.02 : f.y + f.h + 0.02, z: v };
}

function openings(scene: Scene, cam: Camera, face: 'front' | 'back'): Rect[] {
  const h = scene.house;
  const storeyH = h.wallHeight / h.storeys;
  const out: Rect[] = [];
  const rect = (u0: number, v0: number, u1: number, v1: number) => {
    const a = project(cam, facadePoint(scene, face, u0, v0));
    const b = project(cam, facadePoint(scene, face, u1, v1));
    if (a.depth <= 0 || b.depth <= 0) return;
    out.push({ x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) });
  };
  for (const w of face === 'front' ? h.windows : h.rearWindows) {
    const v0 = w.storey * storeyH + w.v;
    rect(w.u - w.w / 2, v0, w.u + w.w / 2, v0 + w.h);
  }
  const door = face === 'front' ? h.door : h.rearDoor;
  rect(door.u - door.w / 2, 0, door.u + door.w / 2, 2.1);
  return out;
}

const inEllipse = (e: Ellipse, x: number, y: number) => ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 <= 1;

function ellipseHitsRect(e: Ellipse, r: Rect): boolean {
  const x = Math.min(Math.max(e.cx, r.x0), r.x1);
  const y = Math.min(Math.max(e.cy, r.y0), r.y1);
  return inEllipse(e, x, y);
}

export interface ViewCheck {
  /** Whether a plant of this size may stand at `at` without breaking the view. */
  fits(spec: Sized, at: Vec2): boolean;
  /** Records a plant that was placed (its share of the facade is now taken). */
  add(spec: Sized, at: Vec2, growth?: number): void;
  /** Records a tree that already stands there: what it hides is not the planting's to spend. */
  standing(spec: Sized, at: Vec2, growth: number): void;
  /** Share of the facade's sample points left uncovered (1 with no facade in view). */
  facadeVisible(): number;
  /** Whether a point of the ground shows in the area's picture (a little inside its edges). */
  seen(at: Vec2): boolean;
}

/**
 * @param budget share of the facade the planting may cover in total. The renderer's real sprites
 * are lumpier than the ellipses used here; the pixel measure (visibility.ts) checks the outcome.
 */
export function viewCheck(scene: Scene, area: AreaId, budget = 0.06): ViewCheck {
  const cam = cameraFor(scene, area, SIZE, SIZE);
  const face = facadeOf(area);
  const samples: { x: number; y: number; depth: number; covered: boolean }[] = [];
  let holes: Rect[] = [];
  if (face) {
    const f = scene.house.footprint;
    // The wall and, standing in for the roof behind it, the same plane up to the ridge: from the
    // yard a tall plant hides roof as readily as wall.
    const H = scene.house.wallHeight + (scene.house.roof.type === 'flat' ? 0.3 : roofRise(scene.house));
    for (let i = 0; i < 48; i++) {
      for (let j = 0; j < 20; j++) {
        const p = project(cam, facadePoint(scene, face, ((i + 0.5) / 48) * f.w, ((j + 0.5) / 20) * H));
        if (p.depth > 0 && p.x >= 0 && p.x <= SIZE && p.y >= 0 && p.y <= SIZE) samples.push({ x: p.x, y: p.y, depth: p.depth, covered: false });
      }
    }
    holes = openings(scene, cam, face);
  }
  const bounds = samples.reduce((b, s) => ({ x0: Math.min(b.x0, s.x), y0: Math.min(b.y0, s.y), x1: Math.max(b.x1, s.x), y1: Math.max(b.y1, s.y) }), {
    x0: Infinity,
    y0: Infinity,
    x1: -Infinity,
    y1: -Infinity,
  });
  let covered = 0;

  const ellipseOf = (spec: Sized, at: Vec2, growth: number) => {
    const base = project(cam, { x: at.x, y: at.y, z: 0 });
    if (base.depth < 0.6) return null;
    const e = foliageEllipse(spec, base.x, base.y, scaleAt(cam, base.depth), growth);
    // Sprites are lumpier than an ellipse: leaves and blades reach past it by about a tenth.
    return { base, e: { ...e, rx: e.rx * 1.12, ry: e.ry * 1.06 } };
  };
  const newlyCovered = (e: Ellipse, depth: number, mark: boolean) => {
    if (e.cx + e.rx < bounds.x0 || e.cx - e.rx > bounds.x1 || e.cy + e.ry < bounds.y0 || e.cy - e.ry > bounds.y1) return 0;
    let n = 0;
    for (const s of samples) {
      // A plant against the wall still stands in front of it: its crown reaches past its trunk.
      if (s.covered || depth >= s.depth + 2 || !inEllipse(e, s.x, s.y)) continue;
      n++;
      if (mark) s.covered = true;
    }
    return n;
  };

  return {
    fits(spec, at) {
      const seen = ellipseOf(spec, at, PLANTED_GROWTH);
      if (!seen) return true;
      const { base, e } = seen;
      const left = e.cx - e.rx;
      const right = e.cx + e.rx;
      const top = e.cy - e.ry;
      const bottom = Math.max(base.y, e.cy + e.ry);
      const inFrame = right > 0 && left < SIZE && bottom > 0 && top < SIZE;
      if (!inFrame) return true;
      if (left < 0 || right > SIZE || top < 0 || (bottom > SIZE && spec.heightM > 1)) return false;
      if (samples.length === 0) return true;
      if (holes.some((r) => ellipseHitsRect(e, r))) return false;
      return covered + newlyCovered(e, base.depth, false) <= budget * samples.length;
    },
    add(spec, at, growth = PLANTED_GROWTH) {
      const seen = ellipseOf(spec, at, growth);
      if (seen && samples.length) covered += newlyCovered(seen.e, seen.base.depth, true);
    },
    standing(spec, at, growth) {
      const seen = ellipseOf(spec, at, growth);
      if (seen && samples.length) newlyCovered(seen.e, seen.base.depth, true);
    },
    facadeVisible: () => (samples.length ? 1 - covered / samples.length : 1),
    seen(at) {
      const p = project(cam, { x: at.x, y: at.y, z: 0 });
      const m = SIZE * 0.03;
      return p.depth >= 0.6 && p.x >= m && p.x <= SIZE - m && p.y >= m && p.y <= SIZE - m;
    },
  };
}
