// The studio's pictures, drawn at build time by this engine (no server, no network):
// - style cards: one example house, its front yard in every catalogue style, cropped to the card (16:9);
// - the hero's before/after of each tab and the area cards (the hero's "after" pictures), cropped to 4:3,
//   from the sample briefs of src/samples.ts.
// Each picture is written as AVIF and WebP at 1x and 2x. Run by the studio's build
// (apps/web/scripts/studio-pictures.mjs) as
//   node --import tsx packages/design/scripts/studio-pictures.ts <out-dir> [<part>/<parts>]
// and writes <out-dir>/<name>-<width>.<avif|webp> plus <out-dir>/manifest.json. With <part>/<parts> (e.g.
// 2/4) it draws only every parts-th picture from the part-th, and writes manifest.<part>.json: the build
// runs one part per core at once and merges them. Prints one line per picture drawn. The output depends
// only on this engine's code, so the build keeps it under a hash of the sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { STYLE_IDS } from '@landscape/contract';
import { buildPlan, HERO_SAMPLES, renderDesign, renderOriginal, SAMPLE_ADDRESS, SAMPLE_SEED, sceneFromAddress } from '../src/index.ts';

/** The example house every style card shows, so the cards differ only by style. */
const CARD_HOUSE = '12 Garden Row, Santa Rosa, CA';
/** Sizes in CSS pixels at 1x; 2x doubles them. Cards are about 170–300 px wide, the hero up to ~620. */
const CARD = { width: 320, height: 180 } as const;
const HERO = { width: 480, height: 360 } as const;
const DRAW = 960;

type Entry = { width: number; height: number; avif: [string, number][]; webp: [string, number][] };

const outDir = process.argv[2];
const [part, parts] = (process.argv[3] ?? '1/1').split('/').map(Number) as [number, number];
if (!outDir || !(parts >= 1 && part >= 1 && part <= parts)) {
  console.error('usage: studio-pictures.ts <out-dir> [<part>/<parts>]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/**
 * Every picture in a fixed order (the style cards, then the hero's tabs); this part draws those dealt to
 * it. A hero tab (two renders of a larger scene) takes about two and a half cards' time: the heaviest are
 * dealt first, each to the part with the least work so far, so the parts end together. Each part's
 * manifest names every picture's place in the fixed order; the build merges them in that order.
 */
const WEIGHTS = [...STYLE_IDS.map(() => 1), ...HERO_SAMPLES.map(() => 2.5)];
const TOTAL = WEIGHTS.length;
const dealt: number[] = new Array<number>(TOTAL);
{
  const load = new Array<number>(parts).fill(0);
  const byWeight = WEIGHTS.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { w, i } of byWeight) {
    const to = load.indexOf(Math.min(...load));
    dealt[i] = to;
    load[to]! += w;
  }
}
let index = 0;
const order: [number, 'styles' | 'hero', string][] = [];
let current = -1;
const mine = () => {
  current = index++;
  return dealt[current] === part - 1;
};
const drew = (name: string) => console.log(`studio pictures: ${name} drawn (part ${part}/${parts}, ${TOTAL} pictures in all)`);

/** Crops a square render to `size`'s aspect (from `top`, a share of the spare height) and writes 1x and 2x. */
async function write(name: string, square: Buffer, size: { width: number; height: number }, top: number): Promise<Entry> {
  const cropH = Math.round((DRAW * size.height) / size.width);
  const cropped = await sharp(square)
    .extract({ left: 0, top: Math.round((DRAW - cropH) * top), width: DRAW, height: cropH })
    .png()
    .toBuffer();
  const entry: Entry = { width: size.width, height: size.height, avif: [], webp: [] };
  for (const scale of [1, 2]) {
    const w = size.width * scale;
    const resized = sharp(cropped).resize(w, size.height * scale, { kernel: 'lanczos3' });
    const avif = `${name}-${w}.avif`;
    const webp = `${name}-${w}.webp`;
    writeFileSync(join(outDir!, avif), await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer());
    writeFileSync(join(outDir!, webp), await resized.clone().webp({ quality: 78 }).toBuffer());
    entry.avif.push([avif, w]);
    entry.webp.push([webp, w]);
  }
  return entry;
}

const styles: Record<string, Entry> = {};
const cardScene = sceneFromAddress(CARD_HOUSE);
for (const style of STYLE_IDS) {
  if (!mine()) continue;
  const plan = buildPlan({ area: 'front_yard', style, wishes: '', scene: cardScene, seed: SAMPLE_SEED });
  // the lower part of the view: the garden in front of the house, with the house's base for scale
  styles[style] = await write(style, await renderDesign(cardScene, plan, { size: DRAW, format: 'png' }), CARD, 0.78);
  order.push([current, 'styles', style]);
  drew(style);
}

const hero: Record<string, { style: string; before: Entry; after: Entry }> = {};
const heroScene = sceneFromAddress(SAMPLE_ADDRESS);
for (const t of HERO_SAMPLES) {
  if (!mine()) continue;
  const plan = buildPlan({ area: t.tab, style: t.style, wishes: t.wishes, scene: heroScene, seed: SAMPLE_SEED });
  const before = await write(`hero-${t.tab}-before`, await renderOriginal(heroScene, t.tab, { size: DRAW, format: 'png' }), HERO, 0.5);
  const after = await write(`hero-${t.tab}-${t.style}`, await renderDesign(heroScene, plan, { size: DRAW, format: 'png' }), HERO, 0.5);
  hero[t.tab] = { style: t.style, before, after };
  order.push([current, 'hero', t.tab]);
  drew(`hero ${t.tab}`);
}

writeFileSync(
  join(outDir, parts === 1 ? 'manifest.json' : `manifest.${part}.json`),
  `${JSON.stringify(parts === 1 ? { styles, hero } : { styles, hero, order }, null, 2)}\n`,
);
