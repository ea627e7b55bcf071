import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { planLegendHeight } from './plan-frame.ts';
import { planViewSvg, renderPlanView } from './plan-view.ts';
import { hasLegendFont, rasterize } from './raster.ts';
import { outlinesKept, outlineTexts } from './text-outlines.ts';

const scene = sceneFromAddress('88 Orchard Lane, Portland, OR');
const SIZE = 512;

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** The largest channel difference of two same-sized pictures, and how many pixels differ by more than `by`. */
function compare(a: Buffer, b: Buffer, by = 24): { max: number; differing: number } {
  let max = 0;
  let differing = 0;
  for (let p = 0; p < a.length; p += 3) {
    const d = Math.max(Math.abs(a[p]! - b[p]!), Math.abs(a[p + 1]! - b[p + 1]!), Math.abs(a[p + 2]! - b[p + 2]!));
    if (d > max) max = d;
    if (d > by) differing++;
  }
  return { max, differing };
}

/** The plan view as it is drawn with the legend font: every text shaped by resvg from the font files. */
async function withFonts(svg: string): Promise<Buffer> {
  return pixels(await rasterize(svg, { size: SIZE }, true, /[\u3000-\u9fff]/.test(svg)));
}

describe.skipIf(!hasLegendFont)('plan legends drawn from outlines made once', () => {
  it('draws every label of the legend exactly where and as the font draws it', async () => {
    const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'fire pit, vegetable garden', scene, seed: 4 });
    const svg = planViewSvg(scene, plan, SIZE);
    const drawn = await pixels(await renderPlanView(scene, plan, { size: SIZE }));
    expect(compare(drawn, await withFonts(svg)).max).toBeLessThanOrEqual(8);
    // and the legend is there: without its words the picture is another one, below the map above all
    const bare = await pixels(await rasterize(svg.replace(/<text\b[\s\S]*?<\/text>/g, ''), { size: SIZE }));
    const legendTop = Math.floor(((768 - planLegendHeight(plan.palette.length)) / 768) * SIZE);
    const legend = (b: Buffer) => b.subarray(legendTop * SIZE * 3);
    expect(compare(legend(drawn), legend(bare)).differing).toBeGreaterThan(500);
  });

  it('reuses a label another plan already drew, at the place this plan gives it', async () => {
    const first = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 1 });
    // the same style and species on another area: many of the same words, lower or higher on the page
    const second = buildPlan({ area: 'walkway', style: 'japanese_zen', wishes: 'water feature', scene, seed: 1 });
    await renderPlanView(scene, first, { size: SIZE });
    const known = outlinesKept();
    const again = await pixels(await renderPlanView(scene, first, { size: SIZE }));
    // drawn again from what is kept: not one new outline
    expect(outlinesKept()).toBe(known);
    expect(compare(again, await withFonts(planViewSvg(scene, first, SIZE))).max).toBeLessThanOrEqual(8);
    const other = await pixels(await renderPlanView(scene, second, { size: SIZE }));
    expect(compare(other, await withFonts(planViewSvg(scene, second, SIZE))).max).toBeLessThanOrEqual(8);
  });

  it('leaves a drawing with no text as it is, and a drawing without fonts needs none', async () => {
    const plan = buildPlan({ area: 'front_yard', style: 'mediterranean', wishes: '', scene, seed: 2 });
    const bare = planViewSvg(scene, plan, SIZE).replace(/<text\b[\s\S]*?<\/text>/g, '');
    expect(outlineTexts(bare)).toBe(bare);
    const outlined = outlineTexts(planViewSvg(scene, plan, SIZE));
    expect(outlined).not.toMatch(/<text\b/);
    expect(outlined).toMatch(/<path /);
  });

  it('draws a Chinese legend with the CJK font as before', async () => {
    const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 5, locale: 'zh' });
    const svg = planViewSvg(scene, plan, SIZE);
    expect(svg).toMatch(/[\u3000-\u9fff]/);
    const drawn = await pixels(await renderPlanView(scene, plan, { size: SIZE }));
    expect(compare(drawn, await withFonts(svg)).differing).toBeLessThan(20);
  });
});
