// Deterministic noise for the photo restyle: a hash of integer coordinates, and smooth value noise and its
// fractal sum in ground metres (the bed's wandering edge, a material's slow change of colour).

export const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);
export const smoothstep = (e0: number, e1: number, v: number) => {
  const t = clamp((v - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};

/** A hash of (x, y, seed) in 0..1. */
export function hash2(x: number, y: number, seed: number): number {
  let n = (x * 374761393 + y * 668265263 + seed * 982451653) | 0;
  n = Math.imul(n ^ (n >>> 13), 1274126177);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967295;
}

/** Smooth value noise in 0..1: bilinear between lattice values with a smoothstep, so it has no edges. */
export function vnoise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  let fx = x - xi;
  let fy = y - yi;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  const a = hash2(xi, yi, seed);
  const b = hash2(xi + 1, yi, seed);
  const c = hash2(xi, yi + 1, seed);
  const d = hash2(xi + 1, yi + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal value noise centred on 0 (about -0.5..0.5) at `freq` cycles per metre. */
export function fbm(x: number, y: number, freq: number, octaves: number, seed: number): number {
  let sum = 0;
  let amp = 0.5;
  let f = freq;
  for (let o = 0; o < octaves; o++) {
    sum += (vnoise(x * f, y * f, seed + o * 31) - 0.5) * amp;
    amp *= 0.5;
    f *= 2.03;
  }
  return sum;
}

const hexes = new Map<string, [number, number, number]>();
/** '#rrggbb' as numbers, parsed once per colour. */
export function hex(h: string): [number, number, number] {
  let c = hexes.get(h);
  if (!c) {
    const v = parseInt(h.replace('#', ''), 16);
    c = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
    hexes.set(h, c);
  }
  return c;
}

/**
 * A swatch colour as it photographs outdoors: a swatch is purer than the same material seen through haze,
 * sky light and a lens, so a fifth of its colour goes to grey (a lawn is not neon, desert gravel not orange).
 */
export function photographed(h: string): [number, number, number] {
  const [r, g, b] = hex(h);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  return [r + (grey - r) * 0.2, g + (grey - g) * 0.2, b + (grey - b) * 0.2];
}
