import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { photoKeepMask } from './photo-mask.ts';
import { GC, refineMask } from './refine-mask.ts';
import { ThreadRenderPool } from '../render-pool/thread.render-pool.ts';
import { InlineRenderPool } from '../render-pool/inline.render-pool.ts';

// Labelled points of the fixture photographs (uploads/fixtures), checked by eye on the pictures at the
// mask's size (768 px on the long side): what must be kept and what the redesign may repaint.
const fixture = (name: string) => readFileSync(new URL(`../uploads/fixtures/${name}`, import.meta.url));

interface Labelled {
  file: string;
  keep: [number, number, string][];
  free: [number, number, string][];
}

const LABELLED: Labelled[] = [
  {
    file: 'building-lawn.jpg',
    keep: [
      [445, 30, 'white facade panel at the top edge (a smooth white wall the colour test reads as sky)'],
      [620, 40, 'white facade panel at the top edge, right'],
      [300, 200, 'facade, middle'],
      [470, 420, 'entrance column'],
      [60, 380, 'tree crown on the left'],
    ],
    free: [
      [400, 510, 'lawn, front'],
      [100, 505, 'lawn, left'],
      [700, 500, 'lawn, right'],
      [560, 475, 'lawn just below the entrance path'],
      [205, 12, 'blue sky between the branches'],
    ],
  },
  {
    // a worn earth path runs in from the bottom left corner through dry grass: the path and the meadow
    // beyond its ditch are the same ground as the grass on the right (the walk up the columns stopped at both)
    file: 'dry-path-snow.jpg',
    keep: [
      [450, 150, 'rock face'],
      [330, 250, 'foot of the rock face'],
    ],
    free: [
      [120, 540, 'earth path at the bottom left'],
      [230, 420, 'earth path, further up'],
      [40, 330, 'meadow left of the path and its ditch'],
      [120, 300, 'meadow left of the path, far'],
      [600, 450, 'dry grass on the right'],
    ],
  },
  {
    // a hilltop against the low sun: an engraved stone table stands on the dry grass (its carving reads
    // as rough, its colour as brown; it is a duller brown than the ground)
    file: 'sunset-hill-dusk.jpg',
    keep: [
      [590, 360, 'stone table, top'],
      [540, 350, 'stone table, rim on the left'],
      [650, 365, 'stone table, rim on the right'],
    ],
    free: [
      [200, 430, 'dry grass on the left'],
      [380, 400, 'dry grass in the middle'],
    ],
  },
  {
    file: 'leuven-street.jpg',
    keep: [
      [150, 250, 'brick house on the left'],
      [600, 300, 'brick house on the right'],
      [360, 200, 'timbered gable in the middle'],
    ],
    free: [
      [300, 60, 'overcast sky'],
      [600, 40, 'overcast sky, right'],
      [420, 160, 'sky between the gable and the right house'],
    ],
  },
];

async function readMask(png: Buffer) {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { kept: (x: number, y: number) => data[y * info.width + x]! > 127, width: info.width, height: info.height };
}

async function wrongPoints(png: Buffer, l: Labelled): Promise<string[]> {
  const m = await readMask(png);
  return [
    ...l.keep.filter(([x, y]) => !m.kept(x, y)).map(([x, y, what]) => `not kept (${x},${y}) ${what}`),
    ...l.free.filter(([x, y]) => m.kept(x, y)).map(([x, y, what]) => `kept (${x},${y}) ${what}`),
  ];
}

describe('photo keep mask refined by GrabCut', () => {
  it.each(LABELLED)(
    'keeps and frees the labelled points of $file',
    async (l) => {
      const mask = await photoKeepMask(fixture(l.file));
      expect(await wrongPoints(mask, l)).toEqual([]);
    },
    60_000,
  );

  it('is what the white facade of building-lawn.jpg needed: the pixel classes alone free it as sky', async () => {
    const l = LABELLED[0]!;
    const before = await wrongPoints(await photoKeepMask(fixture(l.file), { refine: false }), l);
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^not kept \(445,30\)/), expect.stringMatching(/^not kept \(620,40\)/)]));
  }, 60_000);

  it('cuts along the picture, not the seeds: a disc seeded as a square comes out round', async () => {
    const w = 96;
    const h = 96;
    const rgb = new Uint8Array(w * h * 3);
    const seeds = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const inDisc = (x - 48) ** 2 + (y - 48) ** 2 < 24 ** 2;
        rgb.set(inDisc ? [200, 60, 40] : [60, 140, 60], (y * w + x) * 3);
        // sure: the disc's centre and the picture's edges; the square around the disc only probable, said "keep"
        const inSquare = Math.abs(x - 48) < 30 && Math.abs(y - 48) < 30;
        seeds[y * w + x] = Math.abs(x - 48) < 8 && Math.abs(y - 48) < 8 ? GC.FGD : inSquare ? GC.PR_FGD : GC.BGD;
      }
    const mask = (await refineMask(rgb, w, h, seeds))!;
    expect(mask).not.toBeNull();
    let wrong = 0;
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if ((mask[y * w + x] === 255) !== (x - 48) ** 2 + (y - 48) ** 2 < 24 ** 2) wrong++;
    expect(wrong / (w * h)).toBeLessThan(0.01);
  }, 30_000);

  it('leaves the pixel mask alone when the seeds hold one side only', async () => {
    const rgb = new Uint8Array(32 * 32 * 3).fill(120);
    expect(await refineMask(rgb, 32, 32, new Uint8Array(32 * 32).fill(GC.FGD))).toBeNull();
  });

  describe('as the photoMask render task', () => {
    const threads = new ThreadRenderPool(1, { warm: false, idleTimeoutMs: 1_000 });
    afterAll(() => threads.close());
    it('loads OpenCV on a worker thread and draws the same mask as the calling thread', async () => {
      const photo = fixture('leuven-street.jpg');
      const [onThread, here] = await Promise.all([threads.run('photoMask', { photo }), new InlineRenderPool().run('photoMask', { photo })]);
      expect(Buffer.isBuffer(onThread)).toBe(true);
      expect(onThread.equals(here)).toBe(true);
    }, 60_000);
  });
});
