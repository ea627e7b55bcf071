import { CONTAINER_M, type DesignPlan, type PlantSpec, type StyleId } from '@landscape/design';
import { materialExemplar, type MaterialExemplar, sampleLevel, type Pyramid } from './exemplars.ts';
import { clamp, hash2, vnoise } from './noise.ts';
import type { Footing } from './photo-features.ts';
import type { GroundPlane } from './photo-plane.ts';
import { contactShadow, drawPlants, litAt, type Canvas } from './photo-plant-art.ts';
import type { GroundRegion } from './photo-region.ts';

// A photo whose only open ground is hard paving (a cobbled lane, a walkway, a deck: hard ground, photo-cells.ts)
// keeps its paving and gets planted containers along its edges (design photo-containers.ts says the same in
// the plan): pots or troughs made of a photographed surface (terracotta, concrete, stone, exemplars
// materials/), shaded as round or square bodies in the photo's light, with a contact shadow, at true size by
// depth, each where all of it stands in front of free picture (never over a kept wall), clear of the walking
// line down the middle; a plant of the plan's list from a photographed cut-out in each.

/** A container's place on the photo: its base point (the middle of its front foot) and pixels per metre there. */
export interface ContainerSlot {
  x: number;
  y: number;
  s: number;
  /** Metres of free picture above its foot: the container and its plant are drawn no taller. */
  room: number;
}

/** How a style's containers look: material, body (round pot, bowl, square trough), size in metres. */
interface PotLook {
  material: MaterialExemplar;
  round: boolean;
  /** Width at the top and at the foot, and height, metres. */
  top: number;
  foot: number;
  height: number;
  /** The container's colour photographed in daylight (the material's own light and dark kept round it). */
  colour: [number, number, number];
}
const TERRACOTTA: PotLook = { material: 'terracotta', round: true, top: CONTAINER_M, foot: CONTAINER_M * 0.72, height: 0.5, colour: [148, 92, 66] };
const POTS: Partial<Record<StyleId, PotLook>> = {
  japanese_zen: { material: 'granite', round: true, top: CONTAINER_M * 1.1, foot: CONTAINER_M * 0.8, height: 0.38, colour: [88, 87, 86] },
  desert_modern: { material: 'concrete', round: true, top: CONTAINER_M, foot: CONTAINER_M * 0.94, height: 0.5, colour: [128, 124, 117] },
  modern_minimalist: { material: 'concrete', round: true, top: CONTAINER_M, foot: CONTAINER_M * 0.94, height: 0.5, colour: [108, 108, 106] },
  english_formal: { material: 'granite', round: true, top: CONTAINER_M, foot: CONTAINER_M * 0.7, height: 0.55, colour: [158, 152, 142] },
};
/**
 * How much room a container and its plant take: across, and up from its foot, the tallest that is free (seen
 * from eye height, anything over a metre tall by a lane's edge reaches up into the houses the keep mask keeps:
 * there the containers are low and their plants small).
 */
const ROOM_W = 0.95;
const ROOMS_H = [1.4, 1.1, 0.85, 0.65];
/** Metres between containers along an edge. */
const SPACING = 1.6;

/** Room on the photo's hard ground for at most `max` containers: along both edges, from the front back. */
export function containerSlots(region: GroundRegion, plane: GroundPlane, foot: Footing, max = 8): ContainerSlot[] {
  const { w, h } = foot;
  const { camera } = plane;
  const hard = (x: number, y: number) => {
    const gx = Math.floor(x / region.scale / region.cell);
    const gy = Math.floor(y / region.scale / region.cell);
    const c = region.grid[Math.min(region.gh - 1, gy) * region.gw + Math.min(region.gw - 1, gx)];
    return (c === 6 || c === 3) && foot.freeAt(x, y);
  };
  /** The tallest room free above a foot at (x, y), metres (0: none). */
  const clear = (x: number, y: number, s: number) => {
    const hw = (ROOM_W / 2) * s;
    let room = ROOMS_H[0]!;
    for (let i = 0; i <= 6 && room > 0; i++) {
      const qx = x - hw + (hw * 2 * i) / 6;
      if (!hard(qx, y) || !hard(qx, y - 0.15 * s)) return 0;
      let free = 0;
      while (free < room && foot.freeAt(qx, y - (free + 0.05) * s)) free += 0.05;
      room = Math.min(room, free);
    }
    return ROOMS_H.find((r) => r <= room) ?? 0;
  };
  /** One edge's containers, from the front back, starting `offset` metres further back than the front row. */
  const edge = (side: number, offset: number) => {
    const found: ContainerSlot[] = [];
    let y = camera.rowAt(camera.depthAt(h * 0.97) + offset);
    const step = Math.max(2, h * 0.01);
    while (y > plane.ground.horizon + 4 && found.length < Math.ceil(max / 2)) {
      const s = camera.pixelsPerMetre(y);
      if (s * CONTAINER_M < Math.max(10, w * 0.018)) break;
      let xl = -1;
      let xr = -1;
      if (s * ROOMS_H.at(-1)! <= h * 0.34)
        for (let x = 0; x < w; x += 2)
          if (hard(x, y)) {
            if (xl < 0) xl = x;
            xr = x;
          }
      let slot: ContainerSlot | null = null;
      if (xl >= 0 && xr - xl > ROOM_W * s * 2.5) {
        // from the edge inward, no further than about two fifths of the way across: the middle is the walking line
        const from = side < 0 ? xl : xr;
        for (let d = ROOM_W * 0.6 * s; d < (xr - xl) * 0.42 && !slot; d += Math.max(2, 0.1 * s)) {
          const x = from - side * d;
          const room = Math.min(clear(x, y, s), (h * 0.34) / s);
          if (room >= ROOMS_H.at(-1)!) slot = { x, y, s, room };
        }
      }
      if (slot) {
        found.push(slot);
        foot.taken.push([slot.x - (ROOM_W / 2) * slot.s, y - slot.room * slot.s, slot.x + (ROOM_W / 2) * slot.s, y]);
      }
      y = slot ? Math.min(y - step, camera.rowAt(camera.depthAt(y) + SPACING)) : y - step;
    }
    return found;
  };
  // the two edges staggered by half the spacing (containers facing each other across a lane in one row read as a gate)
  const left = edge(-1, 0);
  const right = edge(1, SPACING / 2);
  const slots: ContainerSlot[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) slots.push(...[left[i], right[i]].filter((q): q is ContainerSlot => !!q));
  return slots.slice(0, max);
}

/** The plant of the plan in each container (the plan lists one a container, in the same order as the slots). */
export function containerPlants(plan: DesignPlan): PlantSpec[] {
  const pots = plan.features.filter((f) => f.kind === 'planter_pots');
  return pots.map((f) => {
    const at = plan.plants.find((p) => p.x === f.x && p.y === f.y);
    return plan.palette.find((q) => q.id === at?.plantId) ?? plan.palette[0]!;
  });
}

/** Draws the containers, back to front, each with its plant; returns how many pixels they covered. */
export async function drawContainers(
  cv: Canvas,
  slots: ContainerSlot[],
  plants: PlantSpec[],
  style: StyleId,
  plane: GroundPlane,
  seed: number,
): Promise<number> {
  const base = POTS[style] ?? TERRACOTTA;
  const art = await materialExemplar(base.material);
  const order = slots.map((s, i) => ({ s, plant: plants[i] })).sort((a, b) => a.s.y - b.s.y);
  let covered = 0;
  for (const [k, { s: slot, plant }] of order.entries()) {
    // a low room gets a lower pot (a bowl, a low trough) and a smaller plant
    const look = { ...base, height: Math.min(base.height, slot.room * 0.42) };
    const tilt = plane.ground.eye / Math.hypot(plane.ground.eye, plane.camera.depthAt(slot.y));
    // the contact shadow, and under an even sky the broad, soft shade a pot casts round its foot
    ambientShade(cv, slot.x, slot.y, look.foot * slot.s, tilt);
    contactShadow(cv, slot.x, slot.y, look.foot * slot.s * 1.6);
    covered += drawPot(cv, slot, look, art, tilt, seed + k);
    if (!plant) continue;
    const rimY = slot.y - look.height * slot.s;
    // the plant stands in the pot, no taller than the room left above it
    const growth = clamp((slot.room - look.height) / Math.max(0.2, plant.heightM * 1.12), 0.2, 0.9);
    covered += await drawPlants(cv, [{ spec: plant, x: slot.x, y: rimY + look.top * slot.s * tilt * 0.25, s: slot.s, growth, potted: true }], seed + k, false);
  }
  return covered;
}

const px = new Float32Array(4);
/** Width in pixels over which a container's outline goes from the paving to the container. */
const EDGE_PX = 1.5;

/** Soft shade on the paving round a container's foot (the sky it hides), strongest next to it: up to a fifth darker. */
function ambientShade(cv: Canvas, x: number, y: number, width: number, tilt: number): void {
  const rx = width * 1.1;
  const ry = Math.max(2, rx * Math.max(0.25, tilt));
  for (let py = Math.max(0, Math.floor(y - ry * 1.5)); py < Math.min(cv.h, Math.ceil(y + ry * 1.5)); py++)
    for (let qx = Math.max(0, Math.floor(x - rx * 1.5)); qx < Math.min(cv.w, Math.ceil(x + rx * 1.5)); qx++) {
      const d = Math.hypot((qx + 0.5 - x) / rx, (py + 0.5 - y) / ry);
      if (d > 1.5) continue;
      const p = py * cv.w + qx;
      const k = 1 - 0.2 * (1 - d / 1.5) ** 1.5 * cv.visible[p]!;
      for (let c = 0; c < 3; c++) cv.out[p * 3 + c] = Math.round(cv.out[p * 3 + c]! * k);
      if (k < 0.97) cv.painted[p] = Math.max(cv.painted[p]!, cv.visible[p]!);
    }
}

/** One container: the photographed surface wrapped round a round or square body, lit from the photo's sunny side, its soil inside the rim, its edges anti-aliased. */
function drawPot(cv: Canvas, slot: ContainerSlot, look: PotLook, art: Pyramid, tilt: number, seed: number): number {
  const { s } = slot;
  const H = look.height * s;
  const rimR = (look.top / 2) * s;
  const ry = Math.max(1, rimR * tilt);
  const footRy = look.round ? (look.foot / 2) * s * tilt : ry * 0.35;
  const top = slot.y - H;
  // the material's texels per metre (the exemplar spans about half a metre) and the level about a texel a pixel
  const lod = Math.max(0, Math.round(Math.log2(art.levels[0]!.width / 0.5 / Math.max(1, s))));
  const level = art.levels[Math.min(art.levels.length - 1, lod)]!;
  const perM = level.width / 0.5;
  const shift = hash2(seed, 1, 9) * level.width;
  const lx = cv.light.sunX || -0.5;
  const rgb = [0, 0, 0];
  let covered = 0;
  for (let py = Math.max(0, Math.floor(top - ry - 1)); py < Math.min(cv.h, Math.ceil(slot.y + footRy + 1)); py++) {
    const Y = py + 0.5;
    const v = clamp((Y - top) / H, 0, 1);
    const half = ((look.top + (look.foot - look.top) * v) / 2) * s;
    for (let qx = Math.max(0, Math.floor(slot.x - rimR - 1)); qx < Math.min(cv.w, Math.ceil(slot.x + rimR + 1)); qx++) {
      const p = py * cv.w + qx;
      const vis = cv.visible[p]!;
      if (vis < 0.004) continue;
      const X = qx + 0.5 - slot.x;
      const nx = clamp(X / half, -1, 1);
      const curve = look.round ? Math.sqrt(1 - nx * nx) : 1;
      // coverage from the distance in pixels to each outline: the rim's ellipse, the sides, the foot's curve
      const e = Math.sqrt((X / rimR) ** 2 + ((Y - top) / ry) ** 2);
      // (over about a pixel and a half: a lens draws no edge sharper)
      const rimCover = clamp(((1 - e) * Math.min(rimR, ry)) / EDGE_PX + 0.5, 0, 1);
      const bodyCover = Y < top ? 0 : clamp((half - Math.abs(X)) / EDGE_PX + 0.5, 0, 1) * clamp((slot.y + footRy * curve - Y) / EDGE_PX + 0.5, 0, 1);
      const cover = Math.max(rimCover, bodyCover);
      if (cover <= 0) continue;
      // the soil inside the rim, where the rim's far side is not in front of it, reached down the pot's inner
      // wall in its own shade (no hard step from the lit lip to the dark soil)
      const soil = clamp((0.9 - e) / 0.3, 0, 1);
      // round: the surface wraps round the body (arc length); square: flat faces, the side face darker
      const u = look.round ? Math.asin(nx) * (look.top / 2) : nx * (look.top / 2);
      sampleLevel(level, 3, (((u * perM + shift) % level.width) + level.width) % level.width, (((Y - top) / s) * perM) % level.height, px, 0);
      const face = look.round ? 0.62 + 0.38 * (0.75 * curve + 0.45 * lx * nx) : nx * lx > 0.55 ? 1.05 : 0.82;
      // darker toward the foot (the paving's shade) and just under the rim's lip
      // (and over the last tenth of its height into the shade it stands in)
      const shade = clamp(
        face * (1 - 0.22 * v * v) * (1 - 0.35 * clamp((v - 0.88) / 0.12, 0, 1)) * (1 - 0.14 * Math.exp(-(((Y - top - ry - 0.04 * H) / (0.05 * H + 1)) ** 2))),
        0.35,
        1.25,
      );
      const grit = (vnoise(qx / 2.5, py / 2.5, seed) - 0.5) * 10;
      for (let c = 0; c < 3; c++) {
        const wall = ((look.colour[c]! * px[c]!) / Math.max(8, art.mean[c]!)) * shade + grit;
        rgb[c] = wall * (1 - soil) + (px[c]! * 0.22 + 10) * soil;
      }
      const a = vis * cover;
      const i = p * 3;
      const lit = litAt(cv, p);
      for (let c = 0; c < 3; c++) cv.out[i + c] = clamp(Math.round(cv.out[i + c]! * (1 - a) + rgb[c]! * lit * cv.light.cast[c]! * a), 0, 255);
      if (a > cv.painted[p]!) cv.painted[p] = a;
      covered++;
    }
  }
  return covered;
}
