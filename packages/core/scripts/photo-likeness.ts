// `pnpm design:likeness [side] [part of a file name]`: every fixture photo × the three sample styles through the
// offline restyle at a long side of `side` pixels (default 512, the fixture test's), printing per restyle the
// share of the picture changed and the three picture statistics where it changed against the photo's own
// (uploads/picture-stats.ts), then how many answered "nothing to redesign" and how many read as a photograph.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sceneFromAddress, type StyleId } from '@landscape/design';
import { MIN_CHANGED } from '../src/adapters/image-model/procedural.model.ts';
import { renderTasks } from '../src/pixels/render-pool/render-tasks.ts';
import { restylePhoto } from '../src/pixels/uploads/photo-restyle.ts';
import { changedMask, photoLikeness } from '../src/pixels/uploads/picture-stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'src', 'pixels', 'uploads', 'fixtures');
const side = Number(process.argv[2] ?? 512);
const only = process.argv[3] ?? '';
const STYLES: StyleId[] = ['japanese_zen', 'cottage_garden', 'desert_modern'];
let nothing = 0;
let like = 0;
let total = 0;
const times: number[] = [];
console.log('image'.padEnd(26), 'style'.padEnd(15), 'changed', 'flat before→after', ' detail ×', 'entropy ×', 'ok', 'seconds');
for (const file of readdirSync(fixtures)
  .filter((f) => f.endsWith('.jpg') && f.includes(only))
  .sort()) {
  const photo = await sharp(readFileSync(join(fixtures, file)))
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 92 })
    .toBuffer();
  const { data: before, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const style of STYLES) {
    const { plan } = await renderTasks.plan({
      area: 'front_yard',
      style: { id: style, name: style, description: '', promptNotes: '', drawAs: style },
      wishes: '',
      seed: 7,
      scene: sceneFromAddress('upload fixture'),
      imagery: 'photo',
      site: null,
    });
    const t0 = performance.now();
    const out = await restylePhoto(photo, plan, { maxSide: side });
    times.push((performance.now() - t0) / 1000);
    total++;
    if (out.changed < MIN_CHANGED) {
      nothing++;
      console.log(file.padEnd(26), style.padEnd(15), 'nothing to redesign');
      continue;
    }
    const after = await sharp(out.image).removeAlpha().raw().toBuffer();
    const l = photoLikeness(before, after, info.width, info.height, changedMask(before, after, info.width * info.height));
    if (l.ok) like++;
    console.log(
      file.padEnd(26),
      style.padEnd(15),
      `${(out.changed * 100).toFixed(1).padStart(5)} %`,
      `${l.before.flat.toFixed(3)}→${l.after.flat.toFixed(3)}`.padEnd(17),
      l.detailRatio.toFixed(2).padStart(8),
      l.entropyRatio.toFixed(2).padStart(9),
      l.ok ? 'yes' : 'NO ',
      times.at(-1)!.toFixed(2),
      `${out.scene.ground}${out.scene.shade ? ', shade' : ''}`,
    );
  }
}
times.sort((a, b) => a - b);
console.log(
  `\n${total} restyles at ${side} px: ${nothing} "nothing to redesign", ${like} of ${total - nothing} read as a photograph; median restyle ${times[Math.floor(times.length / 2)]!.toFixed(2)} s`,
);
