import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { lookAt } from './camera.ts';
import { propertyDrawing } from './perspective.ts';
import { layer, svgDocument } from './svg.ts';

// A layered group (opacity, clip path) wholly outside four times the canvas makes the rasterizer abort the
// process it runs in: a regression here ends this test file with a crash, not a failed expectation.
const draw = (svg: string, size = 160) => new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render();

describe('layered groups', () => {
  it('draw a layer whose content lies far outside the frame, and show nothing of it', () => {
    const far = '<rect x="700" y="10" width="20" height="20" fill="#ff0000"/>';
    const svg = svgDocument(
      200,
      100,
      '<clipPath id="c"><rect width="50" height="50"/></clipPath>',
      `<rect width="200" height="100" fill="#ffffff"/>${layer('clip-path="url(#c)"', far, { x: 710, y: 20 }, { width: 200, height: 100 })}${layer('opacity="0.9"', far, { x: 710, y: 20 }, { width: 200, height: 100 })}`,
    );
    const img = draw(svg, 200);
    const px = img.pixels;
    let nonWhite = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i] !== 255 || px[i + 1] !== 255 || px[i + 2] !== 255) nonWhite++;
    expect(nonWhite).toBe(0);
  });

  it('keep the picture whole while a view turns all the way round a property, past the neighbours’ houses', () => {
    const scene = sceneFromAddress('214 Juniper Lane, Santa Rosa, CA');
    const plans = [buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: '', scene, seed: 1 })];
    const h = scene.house.footprint;
    const pos = { x: h.x + h.w / 2, y: -6, z: 1.6 };
    let drawn = 0;
    for (let deg = 0; deg < 360; deg += 3) {
      const a = (deg * Math.PI) / 180;
      const cam = lookAt(pos, { x: pos.x + Math.cos(a) * 10, y: pos.y + Math.sin(a) * 10, z: 1.6 }, 70, 320, 240);
      if (draw(propertyDrawing(scene, plans, cam).svg).width === 160) drawn++;
    }
    expect(drawn).toBe(120);
  });
});
