import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

export interface RenderOptions {
  /** Square output size in pixels (product §9: 768). */
  size?: number;
  format?: 'png' | 'webp';
}

// resvg ships no fonts. Plan legends use DejaVu Sans when the machine has it; without it the
// legend text is simply not drawn (numbers are drawn as paths and always appear).
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
const FONT_FILES = FONT_CANDIDATES.filter((f) => existsSync(f));
export const LEGEND_FONT = FONT_FILES.some((f) => f.includes('DejaVu')) ? 'DejaVu Sans' : FONT_FILES.length ? 'Liberation Sans' : 'sans-serif';
export const hasLegendFont = FONT_FILES.length > 0;
// Chinese legends need a CJK font (Debian fonts-noto-cjk); it is loaded only for text that needs it.
const CJK_FONT_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc'].filter((f) => existsSync(f)).slice(0, 1);

/** resvg's fonts for drawing text: the legend font, and the CJK font for text that needs it. */
export function fontOptions(cjk: boolean) {
  const fontFiles = cjk ? [...FONT_FILES, ...CJK_FONT_FILES] : FONT_FILES;
  return { fontFiles, loadSystemFonts: false, defaultFontFamily: LEGEND_FONT };
}

export async function rasterize(svg: string, opts: RenderOptions = {}, withText = false, cjk = false): Promise<Buffer> {
  const size = opts.size ?? 768;
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: withText ? fontOptions(cjk) : { loadSystemFonts: false },
    shapeRendering: 2,
  });
  const png = resvg.render().asPng();
  if (opts.format === 'webp') return sharp(png).webp({ quality: 86 }).toBuffer();
  return Buffer.from(png);
}

/** Raw RGBA pixels of an SVG at a square size (no encoding): for measures that count pixels. */
export function rasterizePixels(svg: string, size: number): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, shapeRendering: 2 });
  return resvg.render().pixels;
}
