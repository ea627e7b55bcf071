// Dev tool: contact sheets to judge the engine at a glance, and the house-visibility figures.
// Run with `pnpm design:sheet [address]`; writes to packages/design/out/ (git-ignored):
// - contact-sheet.png: every style in three areas (render + plan) at one address;
// - contact-sheet-climates.png: the same house in Portland, OR and in Phoenix, AZ, every style side
//   by side with its plant list, so the climate's part in the design can be seen;
// - contact-sheet-cities.png: four cities × four styles (front yard), each with its climate class and
//   backdrop, the site line, its look-alikes and its plant list;
// - contact-sheet-tour.png: the virtual tour's 360° panorama of two redesigned properties.
// Prints, per style, how much of the house stays in view (rendered pixels, visibility.ts).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLE_IDS, type AreaId } from '@landscape/contract';
import sharp from 'sharp';
import {
  buildPlan,
  renderDesign,
  renderOriginal,
  renderPanorama,
  renderPlanView,
  resolveSite,
  sceneFromAddress,
  siteHeadline,
  STYLE_CATALOGUE,
} from '../src/index.ts';
import { EXPOSURE_WORDS } from '../src/catalogue/messages.ts';
import { rasterize } from '../src/renderer/raster.ts';
import { esc } from '../src/renderer/svg.ts';
import { facadeVisibility } from '../src/renderer/visibility.ts';
import type { Site } from '../src/types.ts';

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
const site = resolveSite(address, { scene });

/** A text card: a bold first line, then smaller lines. */
const card = async (lines: string[], w: number, h: number, first = 17) =>
  rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f4f1ea"/>${lines
      .map(
        (l, i) =>
          `<text x="12" y="${i === 0 ? 28 : 34 + i * 16}" font-size="${i === 0 ? first : 11.5}" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="${i === 0 ? '#222' : '#444'}">${esc(l)}</text>`,
      )
      .join('')}</svg>`,
    { size: w },
    true,
  );
const label = (text: string, sub: string, h: number) => card([text, '', sub], LABEL_W, h);
const png = async (img: Buffer, size = CELL) => sharp(img).resize(size, size).png().toBuffer();

// ---- every style at one address ------------------------------------------------------------
const composites: sharp.OverlayOptions[] = [];
const cols = AREAS.length * 2;
const headerH = CELL;
composites.push({ input: await label('Before', address.slice(0, 24), headerH), left: 0, top: 0 });
for (const [i, { area }] of AREAS.entries()) composites.push({ input: await png(await renderOriginal(scene, area)), left: LABEL_W + i * 2 * CELL, top: 0 });
const started = performance.now();
const visibility: { style: string; planting: (number | null)[]; built: (number | null)[] }[] = [];
for (const [row, style] of STYLE_IDS.entries()) {
  const top = headerH + row * CELL;
  composites.push({ input: await label(STYLE_CATALOGUE[style].name, style, CELL), left: 0, top });
  const v = { style, planting: [] as (number | null)[], built: [] as (number | null)[] };
  for (const [i, { area, wishes }] of AREAS.entries()) {
    const plan = buildPlan({ area, style, wishes, scene, seed: 7, site });
    const [render, planView] = await Promise.all([renderDesign(scene, plan), renderPlanView(scene, plan)]);
    composites.push({ input: await png(render), left: LABEL_W + i * 2 * CELL, top });
    composites.push({ input: await png(planView), left: LABEL_W + (i * 2 + 1) * CELL, top });
    v.planting.push(facadeVisibility(scene, plan));
    v.built.push(facadeVisibility(scene, plan, { withFeatures: true }));
  }
  visibility.push(v);
}
const file = join(outDir, 'contact-sheet.png');
await sharp({ create: { width: LABEL_W + cols * CELL, height: headerH + STYLE_IDS.length * CELL, channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(file);
console.log(`contact sheet: ${file} (${STYLE_IDS.length} styles × ${AREAS.length} areas, ${((performance.now() - started) / 1000).toFixed(1)} s)`);

// ---- the house left in view, per style -----------------------------------------------------
const pct = (x: number | null) => (x === null ? '   –  ' : `${(x * 100).toFixed(1).padStart(5)} %`);
console.log(`\nhouse in view at ${address} (${siteHeadline(site)}), share of its pixels left visible; the requirement is ≥ 90 % of the planting`);
console.log(`${'style'.padEnd(20)}${AREAS.map((a) => a.area.padEnd(12)).join('')}min, planting   min, with built features (arbor, pergola…)`);
for (const v of visibility) {
  const min = (xs: (number | null)[]) => Math.min(...xs.filter((x): x is number => x !== null));
  console.log(`${v.style.padEnd(20)}${v.planting.map((x) => pct(x).padEnd(12)).join('')}${pct(min(v.planting)).padEnd(15)}${pct(min(v.built))}`);
}

// ---- one house, two climates ---------------------------------------------------------------
const house = sceneFromAddress('88 Orchard Lane');
const CITIES = ['2020 SW 4th Ave, Portland, OR 97201', '200 W Washington St, Phoenix, AZ 85003'];
const sites: Site[] = CITIES.map((a) => resolveSite(a, { scene: house }));
const TEXT_W = 280;
const colW = CELL + TEXT_W;
const sheet: sharp.OverlayOptions[] = [];
const sunLine = (s: Site) =>
  `backyard ${EXPOSURE_WORDS[s.sun!.backyard.exposure]}, ${s.sun!.backyard.solsticeHours} h midsummer / ${s.sun!.backyard.equinoxHours} h equinox`;
sheet.push({ input: await label('One house,', 'two climates: the backyard', 110), left: 0, top: 0 });
for (const [c, s] of sites.entries())
  sheet.push({
    input: await card([siteHeadline(s), sunLine(s), 'USDA 2012 map; may be half a zone warmer now'], colW, 110, 19),
    left: LABEL_W + c * colW,
    top: 0,
  });
for (const [row, style] of STYLE_IDS.entries()) {
  const top = 110 + row * CELL;
  sheet.push({ input: await label(STYLE_CATALOGUE[style].name, style, CELL), left: 0, top });
  for (const [c, s] of sites.entries()) {
    const plan = buildPlan({ area: 'backyard', style, wishes: '', scene: house, seed: 7, site: s });
    sheet.push({ input: await png(await renderDesign(house, plan)), left: LABEL_W + c * colW, top });
    const lines = plan.palette.map((p) => `${p.common} × ${plan.plants.filter((x) => x.plantId === p.id).length}`);
    sheet.push({ input: await card([`${plan.palette.length} species`, ...lines.slice(0, 15)], TEXT_W, CELL, 13), left: LABEL_W + c * colW + CELL, top });
  }
}
const climates = join(outDir, 'contact-sheet-climates.png');
await sharp({ create: { width: LABEL_W + sites.length * colW, height: 110 + STYLE_IDS.length * CELL, channels: 3, background: '#ffffff' } })
  .composite(sheet)
  .png()
  .toFile(climates);
console.log(`\nclimates sheet: ${climates} (${sites.map(siteHeadline).join(' vs ')})`);

// ---- four cities × four styles ---------------------------------------------------------------
const CITY_ROWS = [
  '200 W Washington St, Phoenix, AZ 85003',
  '400 Pine St, Seattle, WA 98101',
  '4501 Lyndale Ave S, Minneapolis, MN',
  '3500 Pan American Dr, Miami, FL 33133',
];
const CITY_STYLES = ['desert_modern', 'mediterranean', 'tropical_oasis', 'japanese_zen'] as const;
const NOTE_W = 260;
const cityCol = CELL + NOTE_W;
const cities: sharp.OverlayOptions[] = [];
for (const [col, style] of CITY_STYLES.entries())
  cities.push({ input: await card([STYLE_CATALOGUE[style].name], cityCol, 44, 18), left: LABEL_W + col * cityCol, top: 0 });
for (const [row, address] of CITY_ROWS.entries()) {
  const top = 44 + row * CELL;
  const cityScene = sceneFromAddress(address);
  const citySite = resolveSite(address, { scene: cityScene });
  cities.push({
    input: await card(
      [
        citySite.place?.label.split(',')[0] ?? address,
        '',
        `zone ${citySite.zone?.code ?? '?'}`,
        `climate class ${citySite.climate?.code ?? '?'}`,
        `backdrop ${cityScene.backdrop ?? 'temperate'}`,
      ],
      LABEL_W,
      CELL,
    ),
    left: 0,
    top,
  });
  for (const [col, style] of CITY_STYLES.entries()) {
    const plan = buildPlan({ area: 'front_yard', style, wishes: '', scene: cityScene, seed: 7, site: citySite });
    cities.push({ input: await png(await renderDesign(cityScene, plan)), left: LABEL_W + col * cityCol, top });
    const said = plan.notes.filter((n) => n.key.startsWith('climate.')).map((n) => n.text);
    const wrap = (t: string) => t.match(/.{1,40}(\s|$)/g)?.map((x) => x.trim()) ?? [t];
    const lines = [...said.flatMap(wrap), '', ...plan.palette.map((p) => `${p.common} × ${plan.plants.filter((x) => x.plantId === p.id).length} (${p.water})`)];
    cities.push({
      input: await card([`${plan.palette.length} species, lawn ${Math.round(plan.coverage.lawnM2)} m²`, ...lines.slice(0, 16)], NOTE_W, CELL, 13),
      left: LABEL_W + col * cityCol + CELL,
      top,
    });
  }
}
const citiesFile = join(outDir, 'contact-sheet-cities.png');
await sharp({ create: { width: LABEL_W + CITY_STYLES.length * cityCol, height: 44 + CITY_ROWS.length * CELL, channels: 3, background: '#ffffff' } })
  .composite(cities)
  .png()
  .toFile(citiesFile);
console.log(`\ncities sheet: ${citiesFile} (${CITY_ROWS.length} cities × ${CITY_STYLES.length} styles)`);

// ---- the virtual tour: one Desert Modern panorama in Phoenix and one Japanese Zen in Seattle -------
const tours: sharp.OverlayOptions[] = [];
for (const [i, [tourAddress, style]] of (
  [
    [CITY_ROWS[0]!, 'desert_modern'],
    [CITY_ROWS[1]!, 'japanese_zen'],
  ] as const
).entries()) {
  const tourScene = sceneFromAddress(tourAddress);
  const tourSite = resolveSite(tourAddress, { scene: tourScene });
  const plans = (['front_yard', 'side_yard', 'backyard', 'walkway'] as const).map((area) =>
    buildPlan({ area, style, wishes: '', scene: tourScene, seed: 7, site: tourSite }),
  );
  tours.push({
    input: await sharp(await renderPanorama(tourScene, plans, 1536, 768))
      .png()
      .toBuffer(),
    left: 0,
    top: i * 768,
  });
}
const tourFile = join(outDir, 'contact-sheet-tour.png');
await sharp({ create: { width: 1536, height: 1536, channels: 3, background: '#ffffff' } })
  .composite(tours)
  .png()
  .toFile(tourFile);
console.log(`tour panoramas: ${tourFile}`);
