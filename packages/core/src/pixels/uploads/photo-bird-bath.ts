import { sampleLevel, type Pyramid } from './exemplars.ts';
import { clamp, hash2, vnoise } from './noise.ts';
import { contactShadow, litAt, type Canvas } from './photo-plant-art.ts';

// A bird bath laid into a photo: cast stone as sold (a flared foot, a slim column, a bowl about 60 cm across
// holding its water), a body turned round its axis and covered in a photographed stone surface (the library's
// concrete: cast stone and its aggregate), lit from the photo's sunny side face by face (the flare of the foot
// and the top of the rim catch the sky, the bowl's underside is in its own shade), its water the photo's own
// sky darkened, with a contact shadow round its foot.

/** The profile, from the ground up: height and radius, metres. */
const PROFILE: [number, number][] = [
  [0, 0.19],
  [0.04, 0.185],
  [0.08, 0.12],
  [0.11, 0.08],
  [0.56, 0.07],
  [0.6, 0.1],
  [0.66, 0.2],
  [0.72, 0.28],
  [0.76, 0.29],
];
const TOP = 0.76;
/** Cast stone photographed in daylight. */
const STONE: [number, number, number] = [178, 172, 160];
/** Metres the stone exemplar spans. */
const SPAN = 0.45;

function profileAt(h: number): number {
  for (let i = 1; i < PROFILE.length; i++) {
    const [h1, r1] = PROFILE[i]!;
    const [h0, r0] = PROFILE[i - 1]!;
    if (h <= h1) {
      const t = (h - h0) / (h1 - h0);
      // smoothstep between the profile's points: a turned body has no creases
      const k = t * t * (3 - 2 * t);
      return r0 + (r1 - r0) * k;
    }
  }
  return PROFILE.at(-1)![1];
}

/** The radius at height h and how fast it changes there (over a few centimetres: a turned body shades smoothly). */
function radiusAt(h: number): { r: number; slope: number } {
  return { r: profileAt(h), slope: (profileAt(Math.min(TOP, h + 0.025)) - profileAt(Math.max(0, h - 0.025))) / 0.05 };
}

/** The photo's sky (its top rows' mean colour), what still water reflects. */
function skyOf(cv: Canvas): [number, number, number] {
  const sum = [0, 0, 0];
  const rows = Math.max(1, Math.round(cv.h * 0.08));
  for (let p = 0; p < rows * cv.w; p += 3) for (let c = 0; c < 3; c++) sum[c] += cv.out[p * 3 + c]!;
  const n = Math.ceil((rows * cv.w) / 3);
  return sum.map((v) => v / n) as [number, number, number];
}

const px = new Float32Array(4);

/** Draws a bird bath standing at (x, y) on screen, `s` pixels per metre there; returns the pixels covered. */
export function drawBirdBath(cv: Canvas, x: number, y: number, s: number, tilt: number, art: Pyramid, seed: number): number {
  const R = 0.29 * s;
  if (R < 2) return 0;
  contactShadow(cv, x, y, 0.38 * s * 1.5);
  const lod = Math.max(0, Math.round(Math.log2(art.levels[0]!.width / SPAN / s)));
  const level = art.levels[Math.min(art.levels.length - 1, lod)]!;
  const perM = level.width / SPAN;
  const sun = cv.light.sunX || -0.5;
  const x0 = Math.max(0, Math.floor(x - R - 2));
  const x1 = Math.min(cv.w, Math.ceil(x + R + 2));
  const y0 = Math.max(0, Math.floor(y - TOP * s - R * tilt - 2));
  const y1 = Math.min(cv.h, Math.ceil(y + 0.19 * s * tilt + 2));
  if (x1 <= x0 || y1 <= y0) return 0;
  const bw = x1 - x0;
  // per pixel, the height on the body seen there (painted from the foot up: the higher parts hide what is behind them)
  const hAt = new Float32Array(bw * (y1 - y0)).fill(-1);
  const steps = Math.max(60, Math.ceil(TOP * s * 1.5));
  for (let k = 0; k <= steps; k++) {
    const h = (TOP * k) / steps;
    const { r } = radiusAt(h);
    const rs = r * s;
    for (let qx = x0; qx < x1; qx++) {
      const X = qx + 0.5 - x;
      if (Math.abs(X) > rs + 0.5) continue;
      const front = y - h * s + rs * tilt * Math.sqrt(Math.max(0, 1 - (X / rs) ** 2));
      for (let py = Math.max(y0, Math.floor(front - (TOP / steps) * s - 1)); py <= Math.min(y1 - 1, Math.floor(front)); py++) hAt[(py - y0) * bw + qx - x0] = h;
    }
  }
  const sky = skyOf(cv);
  const rgb = [0, 0, 0];
  let covered = 0;
  for (let py = y0; py < y1; py++)
    for (let qx = x0; qx < x1; qx++) {
      const p = py * cv.w + qx;
      const vis = cv.visible[p]!;
      if (vis < 0.004) continue;
      const X = qx + 0.5 - x;
      // the top: the rim's lip and the water inside it
      const e = Math.hypot(X / R, (py + 0.5 - (y - TOP * s)) / Math.max(1, R * tilt));
      const h = hAt[(py - y0) * bw + qx - x0]!;
      if (h < 0 && e > 1) continue;
      const edgeCover = h >= 0 ? clamp((radiusAt(h).r * s - Math.abs(X)) / 1.2 + 0.5, 0, 1) : clamp(((1 - e) * R * tilt) / 1.2 + 0.5, 0, 1);
      if (e <= 1.02) {
        const water = clamp((0.8 - e) / 0.04, 0, 1);
        // the bowl's inner wall between the lip and the water, in the bowl's own shade on the far side
        const inner = clamp((0.9 - e) / 0.04, 0, 1);
        const innerShade = py + 0.5 < y - TOP * s ? 0.6 : 0.85;
        sampleLevel(level, 3, ((((X / s) * perM) % level.width) + level.width) % level.width, (hash2(seed, 1, 2) * level.height) % level.height, px, 0);
        const lip = (1.08 + 0.12 * sun * (X / R)) * (1 - inner) + innerShade * inner;
        // still water mirrors the sky: brighter toward the far rim (a steeper view), a faint ripple
        const far = clamp(0.5 - (py + 0.5 - (y - TOP * s)) / Math.max(1, R * tilt) / 2, 0, 1);
        for (let c = 0; c < 3; c++) {
          const stone = ((STONE[c]! * px[c]!) / Math.max(8, art.mean[c]!)) * lip;
          const wet = sky[c]! * (0.55 + 0.25 * far + 0.1 * (vnoise(qx / 3, py / 1.5, seed) - 0.5));
          rgb[c] = stone * (1 - water) + wet * water;
        }
        put(cv, p, rgb, vis * (h >= 0 ? 1 : edgeCover), water > 0.5);
        covered++;
        continue;
      }
      const { r, slope } = radiusAt(h);
      const nx = clamp(X / (r * s), -1, 1);
      const nz = Math.sqrt(1 - nx * nx);
      // the surface's normal: round the axis, tipped up where the body narrows upward and down where it flares
      const up = -slope / Math.hypot(1, slope);
      const side = 1 / Math.hypot(1, slope);
      const diffuse = Math.max(0, side * (0.6 * sun * nx + 0.45 * nz) + up * 0.68);
      const shade = clamp(0.3 + 0.75 * diffuse + 0.18 * (0.5 + 0.5 * up), 0.22, 1.25) * (1 - 0.3 * clamp(1 - h / 0.12, 0, 1));
      sampleLevel(level, 3, ((((Math.asin(nx) * r + 0.3) * perM) % level.width) + level.width) % level.width, ((h * perM) % level.height) + 0, px, 0);
      for (let c = 0; c < 3; c++) rgb[c] = ((STONE[c]! * px[c]!) / Math.max(8, art.mean[c]!)) * shade;
      put(cv, p, rgb, vis * edgeCover, false);
      covered++;
    }
  return covered;
}

function put(cv: Canvas, p: number, rgb: number[], a: number, reflected: boolean): void {
  const i = p * 3;
  // the water's light is the sky's, already in the photo's exposure and cast
  const lit = reflected ? 1 : litAt(cv, p);
  for (let c = 0; c < 3; c++) cv.out[i + c] = clamp(Math.round(cv.out[i + c]! * (1 - a) + rgb[c]! * lit * (reflected ? 1 : cv.light.cast[c]!) * a), 0, 255);
  if (a > cv.painted[p]!) cv.painted[p] = a;
}
