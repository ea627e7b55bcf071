import { statSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { DESIGN_LANGUAGES } from '../catalogue/languages/index.ts';
import { CJK_COLLECTION, cjkFontFor } from './cjk-font.ts';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { planViewSvg } from './plan-view.ts';
import { LEGEND_FONT, fontOptions } from './raster.ts';

// Chinese labels are drawn from a subset of the CJK collection holding the zh catalogue's characters: the
// same glyphs, a small file for resvg to read.

const words = [
  DESIGN_LANGUAGES.zh.plan.house,
  DESIGN_LANGUAGES.zh.features.fire_pit,
  DESIGN_LANGUAGES.zh.styles.japanese_zen,
  DESIGN_LANGUAGES.zh.areas.front_yard,
].join(' ');

describe.skipIf(!CJK_COLLECTION)('the CJK font of Chinese labels', () => {
  it("is a small subset for the catalogue's words, and the whole collection for any other character", () => {
    const file = cjkFontFor(words);
    expect(file).not.toBe(CJK_COLLECTION);
    expect(statSync(file!).size).toBeLessThan(statSync(CJK_COLLECTION!).size / 20);
    expect(cjkFontFor(`${words} 龘`)).toBe(CJK_COLLECTION);
  });

  it("draws the catalogue's words exactly as the whole collection does", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="60"><text x="4" y="40" font-family="${LEGEND_FONT}" font-size="26" fill="#222">${words} 12 m²</text></svg>`;
    const draw = (cjk: string) =>
      new Resvg(svg, {
        font: { fontFiles: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', cjk], loadSystemFonts: false, defaultFontFamily: LEGEND_FONT },
      }).render().pixels;
    const whole = draw(CJK_COLLECTION!);
    const cut = draw(cjkFontFor(words)!);
    expect(
      whole.some((v) => v !== 0),
      'the words are drawn',
    ).toBe(true);
    expect(Buffer.from(cut).equals(Buffer.from(whole))).toBe(true);
  });

  it('draws a Chinese plan view exactly as the whole collection does', () => {
    const address = '88 Orchard Lane, Portland, OR';
    const scene = sceneFromAddress(address);
    const plan = buildPlan({
      area: 'backyard',
      style: 'mediterranean',
      wishes: 'fire pit, pergola, lighting, pet friendly',
      scene,
      seed: 7,
      site: resolveSite(address, { scene }),
      locale: 'zh',
    });
    const svg = planViewSvg(scene, plan);
    const options = fontOptions(svg);
    expect(options.fontFiles.at(-1), 'the legend is drawn with the subset').not.toBe(CJK_COLLECTION);
    const draw = (files: string[]) => new Resvg(svg, { fitTo: { mode: 'width', value: 512 }, font: { ...options, fontFiles: files } }).render().pixels;
    const whole = draw([...options.fontFiles.slice(0, -1), CJK_COLLECTION!]);
    expect(Buffer.from(draw(options.fontFiles)).equals(Buffer.from(whole))).toBe(true);
    // resvg reads the whole CJK collection (tens of MB) to draw the reference: seconds at rest, up to a
    // minute on a loaded 2-core machine
  }, 90_000);
});
