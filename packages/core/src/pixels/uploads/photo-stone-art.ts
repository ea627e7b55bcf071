import { STYLE_CATALOGUE, type LevelCamera, type PlacedFeature, type StyleId } from '@landscape/design';
import { sampleLevel, type Level, type Pyramid } from './exemplars.ts';
import { clamp, hash2, photographed, vnoise } from './noise.ts';
import { contactShadow, litAt, type Canvas } from './photo-plant-art.ts';

// The plan's stones laid into a photo from photographed rock (the exemplar library's granite, materials/):
// boulders as a group of irregular bodies, their surface the rock's own photograph wrapped round them, shaded
// from the photo's sunny side with a darker foot and a contact shadow; stepping stones as irregular flat
// slabs of the same rock lying in the ground plane's perspective, with a dark joint round each.

/** The stone a style's boulders and slabs are: the rock's colour photographed in daylight. */
interface StoneLook {
  colour: [number, number, number];
  /** Metres the rock exemplar spans on a stone. */
  span: number;
}

const SANDSTONE: [number, number, number] = [172, 150, 121];
const GRANITE: [number, number, number] = [128, 125, 119];
const BASALT: [number, number, number] = [92, 91, 88];

/** The boulders' stone in a style (warm sandstone in the dry styles, grey granite elsewhere). */
export function boulderLook(style: StyleId): StoneLook {
  const dry = style === 'desert_modern' || style === 'california_native' || style === 'mediterranean';
  return { colour: dry ? SANDSTONE : GRANITE, span: 0.9 };
}

/** The stepping stones' stone: the style's own stepping-stone colour, basalt in the Zen garden. */
export function slabLook(style: StyleId): StoneLook {
  if (style === 'japanese_zen') return { colour: BASALT, span: 0.7 };
  const path = STYLE_CATALOGUE[style].materials.path;
  return { colour: path.kind === 'stepping_stones' ? photographed(path.color) : SANDSTONE, span: 0.7 };
}

const px = new Float32Array(4);

/** The rock's level about one texel a pixel, for `perPixelM` metres a pixel. */
function levelFor(art: Pyramid, look: StoneLook, perPixelM: number): Level {
  const lod = Math.max(0, Math.round(Math.log2((perPixelM * art.levels[0]!.width) / look.span)));
  return art.levels[Math.min(art.levels.length - 1, lod)]!;
}

/** The rock at (u, v) metres on its surface, into px (wrapping). */
function rockAt(level: Level, look: StoneLook, u: number, v: number): void {
  const perM = level.width / look.span;
  const x = (((u * perM) % level.width) + level.width) % level.width;
  const y = (((v * perM) % level.height) + level.height) % level.height;
  sampleLevel(level, 3, x, y, px, 0);
}

function put(cv: Canvas, p: number, rgb: number[], a: number): void {
  const i = p * 3;
  const lit = litAt(cv, p);
  for (let c = 0; c < 3; c++) cv.out[i + c] = clamp(Math.round(cv.out[i + c]! * (1 - a) + rgb[c]! * lit * cv.light.cast[c]! * a), 0, 255);
  if (a > cv.painted[p]!) cv.painted[p] = a;
}

/** An irregular outline: the radius, about 1, at angle `t` (periodic noise round the stone, a coarse and a fine scale). */
function outline(t: number, seed: number, rough: number): number {
  const c = Math.cos(t);
  const s = Math.sin(t);
  return 1 + (vnoise(1.3 * c + 7, 1.3 * s + 7, seed) - 0.5) * rough + (vnoise(4.2 * c + 3, 4.2 * s + 3, seed + 1) - 0.5) * rough * 0.35;
}

/** One boulder standing on the ground: base point (x, y) on screen, `s` pixels per metre there, its size in metres. */
interface BoulderSpot {
  x: number;
  y: number;
  s: number;
  /** Across, up and along the depth, metres. */
  w: number;
  h: number;
  d: number;
  /** How much the ground is seen from above there (0 edge-on .. 1 straight down). */
  tilt: number;
}

/** Draws one boulder; returns the pixels it covered. */
export function drawBoulder(cv: Canvas, b: BoulderSpot, art: Pyramid, look: StoneLook, seed: number): number {
  const rx = (b.w / 2) * b.s;
  const footRy = Math.max(1, (b.d / 2) * b.s * b.tilt);
  const H = b.h * b.s;
  // the body's middle and half height on screen: from its foot (the front of its footprint) to its top
  const cy = b.y - (H + footRy) / 2;
  const ry = (H + footRy) / 2;
  if (rx < 1.5 || ry < 1.5) return 0;
  contactShadow(cv, b.x, b.y - footRy * 0.4, b.w * b.s * 1.15);
  const level = levelFor(art, look, 1 / b.s);
  const sun = cv.light.sunX || -0.5;
  // the light: from the sunny side, from above, a little toward the camera
  const L = [sun * 0.62, -0.68, 0.4];
  const Ln = Math.hypot(L[0]!, L[1]!, L[2]!);
  const shiftU = hash2(seed, 2, 5) * 3;
  const faces = rockFaces(seed);
  const rgb = [0, 0, 0];
  let covered = 0;
  for (let py = Math.max(0, Math.floor(cy - ry * 1.35)); py < Math.min(cv.h, Math.ceil(b.y + footRy + 2)); py++)
    for (let qx = Math.max(0, Math.floor(b.x - rx * 1.35)); qx < Math.min(cv.w, Math.ceil(b.x + rx * 1.35)); qx++) {
      const p = py * cv.w + qx;
      const vis = cv.visible[p]!;
      if (vis < 0.004) continue;
      const dx = (qx + 0.5 - b.x) / rx;
      const dy = (py + 0.5 - cy) / ry;
      // a boulder is flatter on top and broader at its foot than an egg: a superellipse, fuller below
      const R = outline(Math.atan2(dy, dx), seed, 0.34) * (dy > 0 ? 1.06 : 0.97);
      const r = (Math.abs(dx) ** 2.4 + Math.abs(dy) ** 2.4) ** (1 / 2.4);
      const d = r / R;
      // it sits in the ground: below the front edge of its footprint nothing of it shows
      const ground = b.y + footRy * Math.sqrt(Math.max(0, 1 - dx * dx)) * 0.6 - (py + 0.5);
      const cover = clamp(((1 - d) * Math.min(rx, ry)) / 1.2 + 0.5, 0, 1) * clamp(ground / 1.2 + 0.5, 0, 1);
      if (cover <= 0) continue;
      // the surface's normal: a rounded body broken into the rock's faces (the face it leans most toward, blended
      // with the next over a narrow worn ridge), with a little slow unevenness on each face
      const nzb = Math.sqrt(Math.max(0, 1 - Math.min(1, d * d)));
      const n0 = [dx / R, dy / R, nzb];
      let best = 0;
      let next = 0;
      let sb = -2;
      let sn = -2;
      for (let k = 0; k < faces.length; k += 3) {
        const dot = n0[0]! * faces[k]! + n0[1]! * faces[k + 1]! + n0[2]! * faces[k + 2]!;
        if (dot > sb) [next, sn, best, sb] = [best, sb, k, dot];
        else if (dot > sn) [next, sn] = [k, dot];
      }
      const wb = 0.5 + 0.5 * clamp((sb - sn) / 0.08, 0, 1);
      const fx = (vnoise(dx * 2.2 + 1.7, dy * 2.2, seed + 9) - vnoise(dx * 2.2 + 1.5, dy * 2.2, seed + 9)) * 6;
      const fy = (vnoise(dx * 2.2 + 1.6, dy * 2.2 + 0.1, seed + 9) - vnoise(dx * 2.2 + 1.6, dy * 2.2 - 0.1, seed + 9)) * 6;
      const nx = 0.4 * n0[0]! + 0.6 * (faces[best]! * wb + faces[next]! * (1 - wb)) + fx * 0.2;
      const ny = 0.4 * n0[1]! + 0.6 * (faces[best + 1]! * wb + faces[next + 1]! * (1 - wb)) + fy * 0.2;
      const nz = 0.4 * n0[2]! + 0.6 * (faces[best + 2]! * wb + faces[next + 2]! * (1 - wb)) + 0.1;
      const nl = Math.hypot(nx, ny, nz) || 1;
      const diffuse = Math.max(0, (nx * L[0]! + ny * L[1]! + nz * L[2]!) / nl / Ln);
      const sky = 0.5 - (0.5 * ny) / nl;
      // darker low down, where the ground and the grass round it hide the sky
      const foot = 1 - 0.4 * clamp((dy - 0.35) / 0.65, 0, 1) ** 1.5;
      const shade = (0.26 + 0.78 * diffuse + 0.2 * sky) * foot;
      // the rock's photograph wrapped round the body (its width along the arc, its height up the face)
      rockAt(level, look, Math.asin(clamp(dx / R, -1, 1)) * (b.w / 2) + shiftU, ((py - (cy - ry)) / b.s) * 1.1 + shiftU);
      for (let c = 0; c < 3; c++) rgb[c] = ((look.colour[c]! * px[c]!) / Math.max(8, art.mean[c]!)) * shade;
      put(cv, p, rgb, cover * vis);
      covered++;
    }
  return covered;
}

/** A boulder's faces: unit normals (x, y, z flattened), facing the camera's side of it, a few across and up. */
function rockFaces(seed: number): Float32Array {
  const n = 11;
  const f = new Float32Array(n * 3);
  for (let k = 0; k < n; k++) {
    // spread round the front half: a golden-angle spiral, each face turned at random a little
    const t = k * 2.39996 + hash2(k, 1, seed) * 0.8;
    const z = 0.25 + (0.75 * (k + 0.5)) / n;
    const r = Math.sqrt(1 - z * z);
    f[k * 3] = Math.cos(t) * r;
    f[k * 3 + 1] = Math.sin(t) * r;
    f[k * 3 + 2] = z;
  }
  return f;
}

/** A boulders feature as a natural group: one large stone and one or two smaller ones beside it, back to front. */
export function boulderGroup(f: PlacedFeature, camera: LevelCamera, eye: number, rise: number, seed: number): BoulderSpot[] {
  const size = rise * f.h;
  const parts = [
    { dx: 0, dz: 0, k: 1 },
    { dx: (hash2(seed, 1, 3) < 0.5 ? -1 : 1) * f.w * 0.62, dz: f.h * 0.25, k: 0.5 + 0.15 * hash2(seed, 2, 3) },
    ...(hash2(seed, 3, 3) < 0.6 ? [{ dx: (hash2(seed, 1, 3) < 0.5 ? 1 : -1) * f.w * 0.5, dz: -f.h * 0.28, k: 0.36 + 0.1 * hash2(seed, 4, 3) }] : []),
  ];
  return parts
    .map((q) => {
      const gz = Math.max(0.5, f.y + q.dz);
      const at = camera.toScreen(f.x + q.dx, gz);
      return { x: at.x, y: at.y, s: camera.pixelsPerMetre(at.y), w: f.w * q.k, h: size * q.k, d: f.h * q.k, tilt: eye / Math.hypot(eye, gz) };
    })
    .sort((a, b) => a.y - b.y);
}

/** Stepping stones: irregular flat slabs of the rock on the ground, each in the ground's perspective. */
export function drawSlabs(cv: Canvas, f: PlacedFeature, camera: LevelCamera, art: Pyramid, look: StoneLook, seed: number): number {
  let covered = 0;
  for (const [k, q] of (f.points ?? []).entries()) covered += drawSlab(cv, q, camera, art, look, seed + k * 17);
  return covered;
}

/** A stepping stone's thickness showing above the ground, metres. */
const SLAB_M = 0.035;

function drawSlab(cv: Canvas, q: { x: number; y: number }, camera: LevelCamera, art: Pyramid, look: StoneLook, seed: number): number {
  const R = 0.3 * (0.9 + 0.2 * hash2(seed, 1, 1));
  // no two stones quite the same tone
  const tone = 0.9 + 0.2 * hash2(seed, 3, 1);
  const turn = hash2(seed, 2, 1) * Math.PI;
  const [ct, st] = [Math.cos(turn), Math.sin(turn)];
  const c = camera.toScreen(q.x, q.y);
  const s = camera.pixelsPerMetre(c.y);
  const rx = R * 1.45 * s;
  const ryUp = Math.max(2, c.y - camera.rowAt(q.y + R * 1.45));
  const ryDown = Math.max(2, camera.rowAt(Math.max(0.3, q.y - R * 1.45)) - c.y);
  if (rx < 1) return 0;
  const level = levelFor(art, look, camera.metresPerPixel(c.y) * 0.7);
  const rgb = [0, 0, 0];
  let covered = 0;
  /** Metres inside the slab's outline of the ground seen at pixel (x, y) (negative: outside), and its place on the slab. */
  const at = { lx: 0, lz: 0 };
  const inside = (x: number, y: number) => {
    const g = camera.toGround(x, y);
    at.lx = (g.x - q.x) * ct - (g.y - q.y) * st;
    at.lz = (g.x - q.x) * st + (g.y - q.y) * ct;
    // a flagstone: a rounded, uneven four- or five-sided slab
    const r = (Math.abs(at.lx / 1.1) ** 2.6 + Math.abs(at.lz / 0.86) ** 2.6) ** (1 / 2.6);
    return R * outline(Math.atan2(at.lz, at.lx), seed, 0.22) - r;
  };
  for (let py = Math.max(0, Math.floor(c.y - ryUp)); py < Math.min(cv.h, Math.ceil(c.y + ryDown)); py++) {
    // the slab's edge is soft over about a pixel's footprint on the ground; its near side is SLAB_M tall on screen
    const mpp = camera.metresPerPixel(py + 0.5);
    const rise = SLAB_M * camera.pixelsPerMetre(py + 0.5);
    for (let qx = Math.max(0, Math.floor(c.x - rx)); qx < Math.min(cv.w, Math.ceil(c.x + rx)); qx++) {
      const p = py * cv.w + qx;
      const vis = cv.visible[p]!;
      if (vis < 0.004) continue;
      // the top is raised by the slab's thickness: the ground seen here lies that much lower on screen
      const top = inside(qx + 0.5, py + 0.5 + rise);
      const { lx, lz } = at;
      const dist = inside(qx + 0.5, py + 0.5);
      const cover = clamp(top / Math.max(0.004, mpp) + 0.3, 0, 1);
      if (dist >= 0 && cover < 1) {
        // its near side, in its own shade (under the top's soft edge too)
        rockAt(level, look, lx + seed * 0.37, lz * 0.3);
        for (let ch = 0; ch < 3; ch++) rgb[ch] = ((look.colour[ch]! * px[ch]!) / Math.max(8, art.mean[ch]!)) * 0.5 * tone;
        put(cv, p, rgb, vis);
        covered++;
        if (top < 0) continue;
      }
      if (top < -0.06) continue;
      if (top < 0) {
        // the joint round it: the soil and shade where the slab is bedded
        const k = 1 - 0.3 * (1 + top / 0.06) * vis;
        for (let ch = 0; ch < 3; ch++) cv.out[p * 3 + ch] = Math.round(cv.out[p * 3 + ch]! * k);
        cv.painted[p] = Math.max(cv.painted[p]!, vis);
        continue;
      }
      rockAt(level, look, lx + seed * 0.37, lz);
      // worn edges a little darker, a top lit from the sky
      const shade = (1.02 - 0.22 * clamp(1 - top / (R * 0.25), 0, 1) ** 2) * tone;
      // the rock's own light and dark a little stronger: a slab's surface is rougher than a boulder's weathered skin
      for (let ch = 0; ch < 3; ch++) rgb[ch] = look.colour[ch]! * (1 + (px[ch]! / Math.max(8, art.mean[ch]!) - 1) * 1.35) * shade;
      put(cv, p, rgb, cover * vis);
      covered++;
    }
  }
  return covered;
}
