import sharp from 'sharp';
import type { Analysis, AreaId, PanoramaSettings } from '@landscape/contract';
import { analyzeImage } from '@landscape/design';

// The virtual tour's 2:1 equirectangular panorama of photographed views (a drawn property is drawn from
// its one scene instead, design/renderer/panorama.ts): each view fills a quarter of the circle (90°
// across, 90° tall) in the middle band, cut edge to edge with its neighbours, and the sky above and the
// ground below are extended from the views' top and bottom rows towards an even zenith and nadir. Every pixel in the band is a real view of the property.

export const PANORAMA_VIEWS: { area: AreaId; yaw: number }[] = [
  { area: 'front_yard', yaw: 0 },
  { area: 'walkway', yaw: 90 },
  { area: 'side_yard', yaw: 180 },
  { area: 'backyard', yaw: 270 },
];

export const PANORAMA_SETTINGS: PanoramaSettings = {
  aspect_ratio: '2:1',
  width: 3072,
  height: 1536,
  fov: 90,
  min_fov: 40,
  max_fov: 110,
  autorotate: true,
  autorotate_speed: 4,
  initial_yaw: 0,
  initial_pitch: 0,
  views: PANORAMA_VIEWS,
  projection: 'equirectangular',
};

export class PanoramaError extends Error {
  constructor(
    readonly statusCode: 400 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'PanoramaError';
  }
}

const SEAM = 48;

function rowAverages(px: Buffer, w: number, rows: [number, number]): Float32Array {
  const out = new Float32Array(w * 3);
  const n = rows[1] - rows[0];
  for (let y = rows[0]; y < rows[1]; y++) for (let x = 0; x < w; x++) for (let c = 0; c < 3; c++) out[x * 3 + c]! += px[(y * w + x) * 3 + c]! / n;
  // a wide box blur: the extension should read as sky and ground, not as smeared objects
  const r = 120;
  const blurred = new Float32Array(w * 3);
  for (let x = 0; x < w; x++) {
    for (let c = 0; c < 3; c++) {
      let s = 0;
      let k = 0;
      for (let d = -r; d <= r; d += 6) {
        const xx = Math.min(w - 1, Math.max(0, x + d));
        s += out[xx * 3 + c]!;
        k++;
      }
      blurred[x * 3 + c] = s / k;
    }
  }
  return blurred;
}

export async function stitchPanorama(views: Buffer[], width: number, height: number): Promise<Buffer> {
  const n = views.length;
  const tile = Math.round(width / n);
  const band = Math.min(tile, height);
  const top = Math.round((height - band) / 2);
  const tw = tile + 2 * SEAM;
  const tiles = await Promise.all(views.map((v) => sharp(v).removeAlpha().resize(tw, band, { fit: 'fill' }).raw().toBuffer()));
  const tops = tiles.map((t) => rowAverages(t, tw, [0, Math.max(2, Math.round(band * 0.03))]));
  const bottoms = tiles.map((t) => rowAverages(t, tw, [band - Math.max(2, Math.round(band * 0.05)), band]));
  const mean = (rows: Float32Array[]) => {
    const m = [0, 0, 0];
    for (const r of rows) for (let i = 0; i < r.length; i++) m[i % 3]! += r[i]! / (r.length / 3) / rows.length;
    return m;
  };
  const zenith = mean(tops).map((v) => Math.min(255, v * 1.06 + 8));
  const nadir = mean(bottoms).map((v) => v * 0.9);
  const out = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    // One view per column, cut edge to edge: a cross-fade would lay two views over each other and show
    // a half-transparent copy of whatever stands near a seam. (A drawn property is not stitched at all:
    // it is drawn whole from its one scene, design/renderer/panorama.ts.)
    const i = Math.floor(x / tile) % n;
    const samples: { t: number; x: number; w: number }[] = [{ t: i, x: x - i * tile + SEAM, w: 1 }];
    for (let y = 0; y < height; y++) {
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        let v = 0;
        for (const s of samples) {
          const sx = Math.min(tw - 1, Math.max(0, s.x));
          if (y < top) {
            const f = (y / top) ** 4; // 0 at the zenith; the views' own edge shows only close to the band
            v += s.w * (zenith[c]! * (1 - f) + tops[s.t]![sx * 3 + c]! * f);
          } else if (y >= top + band) {
            const f = 1 - (1 - (y - top - band) / Math.max(1, height - top - band)) ** 3; // 1 at the nadir
            v += s.w * (bottoms[s.t]![sx * 3 + c]! * (1 - f) + nadir[c]! * f);
          } else {
            v += s.w * tiles[s.t]![((y - top) * tw + sx) * 3 + c]!;
          }
        }
        out[o + c] = Math.round(v);
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/** The analysis of the real band of a panorama, not of the extended sky and ground. */
export async function analyzePanorama(image: Buffer, width: number, height: number, locale?: string | null): Promise<Analysis> {
  const band = Math.round(width / 4);
  const png = await sharp(image)
    .extract({ left: 0, top: Math.round((height - band) / 2), width, height: band })
    .png()
    .toBuffer();
  return analyzeImage(png, locale);
}
