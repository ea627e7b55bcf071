// `pnpm design:photos [outDir]`: the offline restyle of the fixture photos (packages/core/src/uploads/
// fixtures, real photographs from Debian packages) and of drawn scenes, through House-Lock as the
// render path runs it, on one contact sheet: before | keep mask | a redesign per style. Prints the
// fidelity score (SSIM of the keep mask), what House-Lock did and the seconds per image.
// Writes to packages/design/out/ (git-ignored) unless told otherwise.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { STYLE_CATALOGUE, renderOriginal, sceneFromAddress, type Scene, type StyleId } from '@landscape/design';
import type { AreaId } from '@landscape/contract';
import { lockHouse } from '../src/house-lock/house-lock.ts';
import { ProceduralImageModel } from '../src/image-model/procedural.model.ts';
import { inlineRenderPool as pool } from '../src/render-pool/inline.render-pool.ts';
import { prepareUpload } from '../src/uploads/upload-image.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ?? join(here, '..', '..', 'design', 'out');
mkdirSync(outDir, { recursive: true });
const fixtures = join(here, '..', 'src', 'uploads', 'fixtures');
const STYLES: StyleId[] = ['japanese_zen', 'cottage_garden', 'desert_modern'];
const TILE = 300;

interface Case {
  name: string;
  area: AreaId;
  before: Buffer;
  scene: Scene | null;
}

const cases: Case[] = [];
for (const file of ['building-lawn.jpg', 'leuven-street.jpg']) {
  const photo = await prepareUpload(readFileSync(join(fixtures, file)));
  cases.push({ name: file, area: 'front_yard', before: photo.data, scene: null });
}
for (const [address, area] of [['1420 Maple Avenue, Sacramento, CA', 'front_yard'], ['12 Elm Street, Portland, OR', 'backyard']] as const) {
  const scene = sceneFromAddress(address);
  cases.push({ name: `drawn: ${address} (${area})`, area, before: await renderOriginal(scene, area), scene });
}

const model = new ProceduralImageModel(pool);
const signal = new AbortController().signal;
const rows: Buffer[][] = [];
const figures: { name: string; style: string; ssim: number; first: number; visible: number; action: string; seconds: number }[] = [];
for (const c of cases) {
  const tiles: Buffer[] = [c.before];
  let maskTile: Buffer | null = null;
  for (const [i, style] of STYLES.entries()) {
    const t0 = performance.now();
    const planned = await pool.run('plan', {
      area: c.area,
      style: { id: style, name: STYLE_CATALOGUE[style].name, description: '', promptNotes: '', drawAs: style },
      wishes: '',
      seed: 1000 + i,
      lot: c.scene ? c.scene.address : `upload ${c.name}`,
      imagery: c.scene ? 'address' : 'photo',
      site: null,
    });
    const mask = c.scene ? await pool.run('keepMask', { scene: c.scene, plan: planned.plan, size: 768 }) : await pool.run('photoMask', { photo: c.before });
    const { out, check } = await lockHouse({
      before: c.before,
      mask,
      pool,
      generate: (strict) =>
        model.generate({ area: c.area, style, original: { data: c.before, contentType: 'image/jpeg' }, scene: c.scene, plan: planned.plan, prompt: strict ? 'strict' : planned.prompt, width: 768, height: 768 }, { signal }),
    });
    const seconds = (performance.now() - t0) / 1000;
    figures.push({ name: c.name, style, ssim: check.kept, first: check.first, visible: check.visible, action: check.action, seconds });
    maskTile ??= mask;
    tiles.push(out.image);
  }
  tiles.splice(1, 0, maskTile!);
  rows.push(tiles);
}

const cols = STYLES.length + 2;
const label = (text: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="22"><rect width="100%" height="100%" fill="#ffffff"/><text x="6" y="16" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#222">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`);
const composite: sharp.OverlayOptions[] = [];
for (const [r, tiles] of rows.entries()) {
  for (const [c, tile] of tiles.entries()) {
    const top = r * (TILE + 22);
    composite.push({ input: await sharp(tile).resize(TILE, TILE, { fit: 'contain', background: '#ffffff' }).png().toBuffer(), left: c * TILE, top: top + 22 });
    const f = c >= 2 ? figures.find((x) => x.name === cases[r]!.name && x.style === STYLES[c - 2]) : null;
    const text = c === 0 ? cases[r]!.name : c === 1 ? 'keep mask' : `${STYLES[c - 2]} · kept ${Math.round(f!.ssim * 100)} % · ${f!.action}`;
    composite.push({ input: await sharp(label(text)).png().toBuffer(), left: c * TILE, top });
  }
}
const sheet = await sharp({ create: { width: cols * TILE, height: rows.length * (TILE + 22), channels: 3, background: '#ffffff' } }).composite(composite).png().toBuffer();
const path = join(outDir, 'photo-sheet.png');
writeFileSync(path, sheet);

console.log('image'.padEnd(48), 'style'.padEnd(16), 'kept', ' first', ' visible', ' action'.padEnd(18), 'seconds');
for (const f of figures) console.log(f.name.slice(0, 47).padEnd(48), f.style.padEnd(16), f.ssim.toFixed(3), f.first.toFixed(3).padStart(6), f.visible.toFixed(3).padStart(8), ` ${f.action}`.padEnd(18), f.seconds.toFixed(2));
const mean = figures.reduce((a, f) => a + f.seconds, 0) / figures.length;
console.log(`\n${figures.length} images, ${mean.toFixed(2)} s per image on average; contact sheet: ${path}`);
