import type { Analysis, AnalysisWords } from '@landscape/contract';
import sharp from 'sharp';
import {
  DESIGN_LANGUAGES,
  DESIGN_LOCALES,
  designLocale,
  fill,
  type AnalysisAdvice,
  type AnalysisStyle,
  type DesignLocale,
} from './catalogue/languages/index.ts';

// An honest look at a property photo or render: every sentence below is a template filled from
// pixel measurements, so the "analysis" never claims what the pixels do not show.

export interface PixelStats {
  vegetation: number;
  hardscape: number;
  bareSoil: number;
  sky: number;
  flowers: number;
  /** Share of vegetation pixels that read as healthy, saturated green rather than tired or yellow. */
  lushness: number;
  /** Spread of hues among vegetation pixels, 0..1: low means one flat green. */
  greenVariety: number;
  palette: { hex: string; share: number; name: string }[];
}

const NAMED: [string, [number, number, number]][] = [
  ['deep green', [47, 82, 40]],
  ['leaf green', [96, 140, 60]],
  ['olive', [128, 128, 70]],
  ['sage', [143, 160, 130]],
  ['straw', [190, 175, 120]],
  ['tan', [200, 170, 130]],
  ['terracotta', [190, 110, 75]],
  ['brick red', [160, 70, 55]],
  ['brown', [110, 80, 55]],
  ['charcoal', [60, 60, 62]],
  ['grey', [130, 130, 130]],
  ['light grey', [195, 195, 192]],
  ['white', [240, 240, 236]],
  ['sky blue', [150, 190, 225]],
  ['blue', [70, 100, 190]],
  ['purple', [130, 100, 190]],
  ['pink', [230, 130, 170]],
  ['yellow', [235, 200, 60]],
  ['orange', [235, 130, 40]],
];

function nameOf(r: number, g: number, b: number): string {
  let best = NAMED[0][0];
  let bestD = Infinity;
  for (const [name, [R, G, B]] of NAMED) {
    const d = (r - R) ** 2 + (g - G) ** 2 + (b - B) ** 2;
    if (d < bestD) {
      bestD = d;
      best = name;
    }
  }
  return best;
}

/** RGB (0..255) to hue in degrees, saturation and value in 0..1. */
export function hsv(r: number, g: number, b: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  hsvInto(r, g, b, out);
  return out;
}

/** `hsv` into a caller's array, for a loop over every pixel of a photo (no array per pixel). */
export function hsvInto(r: number, g: number, b: number, out: [number, number, number] | Float64Array): void {
  const max = r > g ? (r > b ? r : b) : g > b ? g : b;
  const min = r < g ? (r < b ? r : b) : g < b ? g : b;
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  out[0] = h;
  out[1] = max === 0 ? 0 : d / max;
  out[2] = max / 255;
}

export async function measurePixels(image: Buffer): Promise<PixelStats> {
  const { data, info } = await sharp(image).removeAlpha().resize(128, 128, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const total = info.width * info.height;
  let veg = 0;
  let hard = 0;
  let soil = 0;
  let skyPx = 0;
  let flowers = 0;
  let lush = 0;
  const hueBins = new Array(12).fill(0);
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < total; i++) {
    const r = data[i * 3];
    const g = data[i * 3 + 1];
    const b = data[i * 3 + 2];
    const [h, s, v] = hsv(r, g, b);
    const row = Math.floor(i / info.width) / info.height;
    if (h >= 190 && h <= 230 && s > 0.12 && v > 0.6 && row < 0.55) skyPx++;
    else if (h >= 55 && h <= 170 && s > 0.18 && v > 0.12) {
      veg++;
      hueBins[Math.min(11, Math.floor((h - 55) / 10))]++;
      if (h >= 78 && s > 0.32) lush++;
    } else if (s < 0.16 && v > 0.25) hard++;
    else if (h >= 20 && h < 55 && s > 0.2 && s < 0.6 && v > 0.3) soil++;
    // Bloom colours; brick and terracotta (dark orange-red) and sky blue are deliberately left out.
    const red = (h >= 345 || h < 12) && s > 0.55 && v > 0.78;
    const warm = h >= 12 && h < 65 && s > 0.55 && v > 0.85;
    const coolBloom = h >= 222 && h < 345 && s > 0.35 && v > 0.45;
    if (red || warm || coolBloom) flowers++;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const e = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += r;
    e.g += g;
    e.b += b;
    buckets.set(key, e);
  }
  const vegTotal = hueBins.reduce((a, c) => a + c, 0) || 1;
  const entropy = -hueBins.reduce((a, c) => (c ? a + (c / vegTotal) * Math.log(c / vegTotal) : a), 0) / Math.log(12);
  const palette = [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 5)
    .map((e) => {
      const r = Math.round(e.r / e.n);
      const g = Math.round(e.g / e.n);
      const b = Math.round(e.b / e.n);
      return { hex: `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`, share: e.n / total, name: nameOf(r, g, b) };
    });
  return {
    vegetation: veg / total,
    hardscape: hard / total,
    bareSoil: soil / total,
    sky: skyPx / total,
    flowers: flowers / total,
    lushness: veg ? lush / veg : 0,
    greenVariety: entropy,
    palette,
  };
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

/**
 * The analysis in the homeowner's language (`locale`: 'en', 'es', 'zh'; English by default), with its words in
 * the studio's other languages (`translations`: whoever reads it reads it in their own).
 */
export async function analyzeImage(image: Buffer, locale?: string | null): Promise<Analysis> {
  const own = designLocale(locale);
  const m = await measurePixels(image);
  const ground = Math.max(0.01, 1 - m.sky);
  const vegShare = m.vegetation / ground;
  const hardShare = m.hardscape / ground;
  const soilShare = m.bareSoil / ground;

  const styleKey: AnalysisStyle =
    vegShare < 0.15 && hardShare > 0.4
      ? 'hardscape'
      : soilShare > 0.15
        ? 'sparse'
        : m.greenVariety < 0.35 && vegShare > 0.3
          ? 'lawn'
          : m.flowers / ground > 0.03
            ? 'colourful'
            : vegShare > 0.5
              ? 'layered'
              : 'mixed';

  // Balance of green and built surfaces, variety of plant tones, some colour, little bare ground.
  const balance = 1 - Math.min(1, Math.abs(vegShare - 0.45) / 0.45);
  const variety = Math.min(1, m.greenVariety / 0.6);
  const colour = Math.min(1, m.flowers / ground / 0.04);
  const bare = Math.min(1, soilShare / 0.2);
  const score = 10 * (0.3 * balance + 0.25 * m.lushness + 0.15 * variety + 0.2 * colour + 0.1 * (1 - bare));
  const curb_appeal_rating = Math.round(Math.max(0, Math.min(10, score)) * 10) / 10;

  const advice: [AnalysisAdvice, number?][] = [];
  if (vegShare < 0.25) advice.push(['fewPlants', vegShare]);
  if (vegShare > 0.7) advice.push(['manyPlants', vegShare]);
  if (m.lushness < 0.4 && m.vegetation > 0.1) advice.push(['tired', m.lushness]);
  if (m.greenVariety < 0.35) advice.push(['uniform']);
  if (m.flowers / ground < 0.01) advice.push(['noColour']);
  if (soilShare > 0.1) advice.push(['bareSoil', soilShare]);
  if (hardShare > 0.45) advice.push(['hardSurfaces', hardShare]);
  if (advice.length === 0) advice.push(['balanced']);
  const paletteNames = [...new Set(m.palette.slice(0, 3).map((p) => p.name))];

  /** What the analysis says, in one language. */
  const wordsIn = (locale: DesignLocale): AnalysisWords => {
    const lang = DESIGN_LANGUAGES[locale];
    const current_style = lang.analysis.styles[styleKey];
    const recommendations = advice.map(([key, share]) => fill(lang.analysis.recommendations[key], share === undefined ? {} : { share: pct(share) }));
    const colours = paletteNames.map((c) => lang.analysis.colours[c] ?? c);
    const generated_text = fill(lang.analysis.text, {
      vegetation: pct(m.vegetation),
      hard: pct(m.hardscape),
      soil: pct(m.bareSoil),
      sky: pct(m.sky),
      colours: colours.join(lang.analysis.list),
      style: current_style,
      rating: curb_appeal_rating,
    });
    return { generated_text, current_style, recommendations };
  };
  const { generated_text, current_style, recommendations } = wordsIn(own);
  const translations = Object.fromEntries(DESIGN_LOCALES.filter((l) => l !== own).map((l) => [l, wordsIn(l)]));
  return { generated_text, current_style, curb_appeal_rating, recommendations, translations };
}
