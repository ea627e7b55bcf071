// `pnpm design:photos [outDir] [part of a file name]`: the offline restyle of every fixture photo (packages/core/src/pixels/uploads/
// fixtures, real photographs from Debian packages, README.md there) through House-Lock as the render
// path runs it, on one contact sheet: before | keep mask | a redesign per style. Prints per image the
// result's size against the photo's, the fidelity score (SSIM of the keep mask), what House-Lock did,
// the blockiness of the changed ground (uploads/blockiness.ts) and the seconds, then the median.
// Writes photo-sheet.png, and each result full size in photos/, to packages/design/out/ (git-ignored)
// unless told otherwise; the second argument keeps only the photos whose file names contain it.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { STYLE_CATALOGUE, sceneFromAddress, type StyleId } from '@landscape/design';
import { lockHouse } from '../src/pixels/house-lock/house-lock.ts';
import { NothingToRedesignError } from '../src/ports/image-model.port.ts';
import { ProceduralImageModel } from '../src/adapters/image-model/procedural.model.ts';
import { inlineRenderPool as pool } from '../src/pixels/render-pool/inline.render-pool.ts';
import { prepareUpload } from '../src/pixels/uploads/upload-image.ts';
import { blockiness } from '../src/pixels/uploads/blockiness.ts';
import { photoLikeness } from '../src/pixels/uploads/picture-stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] ?? join(here, '..', '..', 'design', 'out');
mkdirSync(join(outDir, 'photos'), { recursive: true });
const fixtures = join(here, '..', 'src', 'pixels', 'uploads', 'fixtures');
const STYLES: StyleId[] = ['japanese_zen', 'cottage_garden', 'desert_modern'];
const TW = 320;
const TH = 240;

const model = new ProceduralImageModel(pool);
const signal = new AbortController().signal;
const rows: Buffer[][] = [];
const figures: { name: string; style: string; size: string; ssim: number; action: string; block: number; seconds: number; like?: string; ok?: boolean }[] = [];
const only = process.argv[3] ?? '';
const files = readdirSync(fixtures)
  .filter((f) => f.endsWith('.jpg') && f.includes(only))
  .sort();
for (const file of files) {
  const photo = await prepareUpload(readFileSync(join(fixtures, file)));
  const before = photo.data;
  const meta = await sharp(before).metadata();
  const tiles: Buffer[] = [before];
  let maskTile: Buffer | null = null;
  for (const [i, style] of STYLES.entries()) {
    const t0 = performance.now();
    const planned = await pool.run('plan', {
      area: 'front_yard',
      style: { id: style, name: STYLE_CATALOGUE[style].name, description: '', promptNotes: '', drawAs: style },
      wishes: '',
      seed: 1000 + i,
      scene: sceneFromAddress(`upload ${file}`),
      imagery: 'photo',
      site: null,
    });
    const mask = await pool.run('photoMask', { photo: before });
    // a photo with nothing the restyle can redesign is answered with a message (and not charged): shown dimmed
    const result = await lockHouse({
      before,
      mask,
      pool,
      side: 768,
      generate: (strict) =>
        model.generate(
          {
            area: 'front_yard',
            style,
            original: { data: before, contentType: photo.contentType },
            scene: null,
            plan: planned.plan,
            prompt: strict ? 'strict' : planned.prompt,
            width: 768,
            height: 768,
          },
          { signal },
        ),
    }).catch((err: unknown) => {
      if (err instanceof NothingToRedesignError) return null;
      throw err;
    });
    const seconds = (performance.now() - t0) / 1000;
    maskTile ??= mask;
    if (!result) {
      figures.push({ name: file, style, size: `${meta.width}x${meta.height}`, ssim: 1, action: 'nothing to redesign', block: 0, seconds });
      tiles.push(await sharp(before).modulate({ brightness: 0.45 }).png().toBuffer());
      continue;
    }
    const { out, check } = result;
    const { data: after, info } = await sharp(out.image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const orig = await sharp(before).resize(info.width, info.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const changed = new Uint8Array(info.width * info.height);
    for (let p = 0; p < changed.length; p++)
      changed[p] =
        Math.abs(after[p * 3]! - orig[p * 3]!) + Math.abs(after[p * 3 + 1]! - orig[p * 3 + 1]!) + Math.abs(after[p * 3 + 2]! - orig[p * 3 + 2]!) > 30 ? 1 : 0;
    // the three picture statistics where it changed, against the photo's own pixels there (issue 46)
    const l = photoLikeness(orig, after, info.width, info.height, changed);
    figures.push({
      name: file,
      style,
      size: `${info.width}x${info.height} of ${meta.width}x${meta.height}`,
      ssim: check.kept,
      action: check.action,
      block: blockiness(after, info.width, info.height, changed),
      seconds,
      like: `flat +${l.flatMore.toFixed(3)} detail ×${l.detailRatio.toFixed(2)} entropy ×${l.entropyRatio.toFixed(2)}`,
      ok: l.ok,
    });
    tiles.push(out.image);
    writeFileSync(join(outDir, 'photos', `${file.replace(/\.jpg$/, '')}-${style}.jpg`), await sharp(out.image).jpeg({ quality: 90 }).toBuffer());
  }
  tiles.splice(1, 0, maskTile!);
  rows.push(tiles);
}

const cols = STYLES.length + 2;
const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="22"><rect width="100%" height="100%" fill="#ffffff"/><text x="6" y="16" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#222">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
  );
const composite: sharp.OverlayOptions[] = [];
for (const [r, tiles] of rows.entries()) {
  for (const [c, tile] of tiles.entries()) {
    const top = r * (TH + 22);
    composite.push({ input: await sharp(tile).resize(TW, TH, { fit: 'contain', background: '#ffffff' }).png().toBuffer(), left: c * TW, top: top + 22 });
    const f = c >= 2 ? figures.find((x) => x.name === files[r] && x.style === STYLES[c - 2]) : null;
    const text =
      c === 0
        ? files[r]!
        : c === 1
          ? 'keep mask'
          : f!.action === 'nothing to redesign'
            ? `${STYLES[c - 2]} · nothing to redesign (message)`
            : `${STYLES[c - 2]} · kept ${Math.round(f!.ssim * 100)} % · block ${f!.block.toFixed(2)}`;
    composite.push({ input: await sharp(label(text)).png().toBuffer(), left: c * TW, top });
  }
}
const sheet = await sharp({ create: { width: cols * TW, height: rows.length * (TH + 22), channels: 3, background: '#ffffff' } })
  .composite(composite)
  .png()
  .toBuffer();
const path = join(outDir, 'photo-sheet.png');
writeFileSync(path, sheet);

console.log(
  'image'.padEnd(24),
  'style'.padEnd(16),
  'size'.padEnd(24),
  'kept',
  ' action'.padEnd(18),
  'block',
  'seconds',
  ' where it changed, against the photo',
);
for (const f of figures)
  console.log(
    f.name.padEnd(24),
    f.style.padEnd(16),
    f.size.padEnd(24),
    f.ssim.toFixed(3),
    ` ${f.action}`.padEnd(18),
    f.block.toFixed(2),
    f.seconds.toFixed(2).padStart(7),
    f.like ? ` ${f.like}${f.ok ? '' : ' (not photo-like)'}` : '',
  );
const sorted = figures
  .filter((f) => f.action !== 'nothing to redesign')
  .map((f) => f.seconds)
  .sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const like = figures.filter((f) => f.ok).length;
console.log(
  `\n${sorted.length} restyled images of ${figures.length}, ${like} of them photo-like where they changed, median ${median.toFixed(2)} s per photo restyle (plan, keep mask, restyle, House-Lock; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores); contact sheet: ${path}`,
);
