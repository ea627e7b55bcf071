// The studio's style-card pictures, drawn by this engine at build time: one example house, its front
// yard in every catalogue style, cropped to the card (16:9) and encoded as AVIF and WebP at 1x and 2x.
// Run by the studio's build (apps/web/scripts/pictures.mjs) as
//   node --import tsx packages/design/scripts/card-pictures.ts <out-dir>
// and writes <out-dir>/<style>-<width>.<avif|webp> plus <out-dir>/manifest.json. The output depends only
// on this engine's code (same house, seed and wishes), so the build keeps it by a hash of the sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { STYLE_IDS } from '@landscape/contract';
import { buildPlan, renderDesign, sceneFromAddress } from '../src/index.ts';

/** The example house every card shows, so the cards differ only by style. */
const HOUSE = '12 Garden Row, Santa Rosa, CA';
const SEED = 7;
/** Card size in CSS pixels at 1x (cards are 16:9, about 170–300 px wide); 2x doubles it. */
export const CARD = { width: 320, height: 180 } as const;
const DRAW = 960;

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: card-pictures.ts <out-dir>');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const scene = sceneFromAddress(HOUSE);
const manifest: Record<string, { width: number; height: number; avif: [string, number][]; webp: [string, number][] }> = {};
for (const style of STYLE_IDS) {
  const plan = buildPlan({ area: 'front_yard', style, wishes: '', scene, seed: SEED, locale: 'en' });
  const square = await renderDesign(scene, plan, { size: DRAW, format: 'png' });
  // the lower part of the view: the garden in front of the house, with the house's base for scale
  const cropH = Math.round((DRAW * CARD.height) / CARD.width);
  const card = await sharp(square).extract({ left: 0, top: Math.round((DRAW - cropH) * 0.78), width: DRAW, height: cropH }).png().toBuffer();
  const entry = { width: CARD.width, height: CARD.height, avif: [] as [string, number][], webp: [] as [string, number][] };
  for (const scale of [1, 2]) {
    const w = CARD.width * scale;
    const resized = sharp(card).resize(w, CARD.height * scale, { kernel: 'lanczos3' });
    const avif = `${style}-${w}.avif`;
    const webp = `${style}-${w}.webp`;
    writeFileSync(join(outDir, avif), await resized.clone().avif({ quality: 55, effort: 4 }).toBuffer());
    writeFileSync(join(outDir, webp), await resized.clone().webp({ quality: 78 }).toBuffer());
    entry.avif.push([avif, w]);
    entry.webp.push([webp, w]);
  }
  manifest[style] = entry;
}
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify({ house: HOUSE, styles: manifest }, null, 2)}\n`);
