import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { cjkFontFor } from './cjk-font.ts';

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
/**
 * resvg's fonts for drawing text: the legend font, and for `cjkText` (the text that needs one; null: none) a
 * CJK font (Debian fonts-noto-cjk, cut down to what the text needs: cjk-font.ts).
 */
export function fontOptions(cjkText: string | null) {
  const cjk = cjkText === null ? null : cjkFontFor(cjkText);
  const fontFiles = cjk ? [...FONT_FILES, cjk] : FONT_FILES;
  return { fontFiles, loadSystemFonts: false, defaultFontFamily: LEGEND_FONT };
}

export async function rasterize(svg: string, opts: RenderOptions = {}, withText = false, cjk = false): Promise<Buffer> {
  const size = opts.size ?? 768;
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: withText ? fontOptions(cjk ? svg : null) : { loadSystemFonts: false },
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
