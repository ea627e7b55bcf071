// Dev tool: one PNG with every style in three areas (render + plan), to judge the engine at a glance.
// Run with `pnpm design:sheet`; writes to packages/design/out/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLE_IDS, type AreaId } from '@landscape/contract';
import sharp from 'sharp';
import { buildPlan, renderDesign, renderOriginal, renderPlanView, sceneFromAddress, STYLE_CATALOGUE } from '../src/index.ts';
import { rasterize } from '../src/renderer/raster.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'out');
mkdirSync(outDir, { recursive: true });

const address = process.argv[2] ?? '1420 Maple Avenue, Sacramento, CA';
const AREAS: { area: AreaId; wishes: string }[] = [
  { area: 'front_yard', wishes: 'water feature, lighting, flower beds' },
  { area: 'backyard', wishes: 'fire pit, vegetable garden, pergola' },
  { area: 'walkway', wishes: 'path lights, bench' },
];
const CELL = 300;
const LABEL_W = 170;
const scene = sceneFromAddress(address);

const label = async (text: string, sub: string, h: number) =>
  rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL_W}" height="${h}"><rect width="100%" height="100%" fill="#f4f1ea"/><text x="12" y="${h / 2 - 4}" font-size="17" font-weight="bold" fill="#222">${text}</text><text x="12" y="${h / 2 + 16}" font-size="11" fill="#666">${sub}</text></svg>`,
    { size: LABEL_W },
    true,
  );

const composites: sharp.OverlayOptions[] = [];
const cols = AREAS.length * 2;
// Header row: the untouched property for each area.
const headerH = CELL;
composites.push({ input: await label('Before', address.slice(0, 22), headerH), left: 0, top: 0 });
for (const [i, { area }] of AREAS.entries()) {
  const img = await sharp(await renderOriginal(scene, area)).resize(CELL, CELL).png().toBuffer();
  composites.push({ input: img, left: LABEL_W + i * 2 * CELL, top: 0 });
}
let row = 1;
const started = performance.now();
for (const style of STYLE_IDS) {
  const top = headerH + (row - 1) * CELL;
  composites.push({ input: await label(STYLE_CATALOGUE[style].name, style, CELL), left: 0, top });
  for (const [i, { area, wishes }] of AREAS.entries()) {
    const plan = buildPlan({ area, style, wishes, scene, seed: 7 });
    const [render, planView] = await Promise.all([renderDesign(scene, plan), renderPlanView(scene, plan)]);
    composites.push({ input: await sharp(render).resize(CELL, CELL).png().toBuffer(), left: LABEL_W + i * 2 * CELL, top });
    composites.push({ input: await sharp(planView).resize(CELL, CELL).png().toBuffer(), left: LABEL_W + (i * 2 + 1) * CELL, top });
  }
  row++;
}
const file = join(outDir, 'contact-sheet.png');
await sharp({ create: { width: LABEL_W + cols * CELL, height: headerH + STYLE_IDS.length * CELL, channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(file);
console.log(`contact sheet: ${file} (${STYLE_IDS.length} styles × ${AREAS.length} areas, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
