import { AREA_IDS, designSummarySchema, STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { circleHitsPolygon } from './geometry.ts';
import { buildPlan } from './plan-builder.ts';
import { buildPrompt } from './prompt-builder.ts';
import { houseOutline, sceneFromAddress } from './scene.ts';
import { summarizePlan } from './summary.ts';

const scene = sceneFromAddress('88 Orchard Lane, Portland, OR');

describe('sceneFromAddress', () => {
  it('is deterministic per address and varies between addresses', () => {
    expect(sceneFromAddress('88 Orchard Lane, Portland, OR')).toEqual(scene);
    expect(sceneFromAddress('  88 orchard lane,  portland, or ')).toEqual({ ...scene, address: '88 orchard lane,  portland, or' });
    const other = sceneFromAddress('12 Harbor Road, Miami, FL');
    expect(other.house).not.toEqual(scene.house);
  });

  it('keeps every yard zone off the house', () => {
    const house = houseOutline(scene);
    for (const area of AREA_IDS) {
      const b = scene.zones[area].bounds;
      expect(b.w).toBeGreaterThan(2);
      const centre = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      expect(circleHitsPolygon(centre, 0.1, house), area).toBe(false);
    }
  });
});

describe('buildPlan', () => {
  it('is deterministic for a seed and varies across seeds', () => {
    const a = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'fire pit', scene, seed: 3 });
    const b = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'fire pit', scene, seed: 3 });
    const c = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'fire pit', scene, seed: 4 });
    expect(a).toEqual(b);
    expect(c.plants.map((p) => [p.x, p.y])).not.toEqual(a.plants.map((p) => [p.x, p.y]));
    expect(c.features.find((f) => f.kind === 'fire_pit')).not.toEqual(a.features.find((f) => f.kind === 'fire_pit'));
  });

  it('places the wished features and keeps plants off paths, features and the house', () => {
    for (const style of STYLE_IDS) {
      for (const area of AREA_IDS) {
        const plan = buildPlan({ area, style, wishes: 'fire pit, water feature, vegetable garden, lighting', scene, seed: 11 });
        expect(plan.plants.length, `${style} ${area}`).toBeGreaterThan(3);
        const blocked = [houseOutline(scene), ...plan.ground.filter((g) => g.kind === 'path' || g.kind === 'patio' || g.kind === 'pad').map((g) => g.polygon), ...plan.features.map((f) => f.footprint)];
        // Collected, then asserted once: thousands of expect() calls would dominate the run time.
        const overlaps = plan.plants.filter((p) => blocked.some((poly) => circleHitsPolygon(p, p.radius * 0.999, poly))).map((p) => `${style} ${area} ${p.plantId}`);
        expect(overlaps).toEqual([]);
        if (area === 'backyard') expect(plan.features.map((f) => f.kind)).toEqual(expect.arrayContaining(['fire_pit', 'water_feature', 'raised_vegetable_beds', 'lighting']));
      }
    }
  });

  it('keeps plants off pergolas, seating and pads in small front and side yards too', () => {
    const other = sceneFromAddress('333 Test Street 9, City');
    for (const style of STYLE_IDS) {
      for (const area of ['front_yard', 'walkway', 'side_yard'] as const) {
        const plan = buildPlan({ area, style, wishes: 'pergola, patio, privacy, kids', scene: other, seed: 9 });
        expect(plan.plants.length, `${style} ${area}`).toBeGreaterThan(3);
        const blocked = [houseOutline(other), other.driveway, ...plan.ground.filter((g) => g.kind === 'path' || g.kind === 'patio' || g.kind === 'pad').map((g) => g.polygon), ...plan.features.map((f) => f.footprint)];
        const overlaps = plan.plants.filter((p) => blocked.some((poly) => circleHitsPolygon(p, p.radius * 0.999, poly))).map((p) => `${style} ${area} ${p.plantId}`);
        expect(overlaps).toEqual([]);
        expect(plan.plants.filter((p) => PLANT_LIBRARY[p.plantId].spiny).map((p) => p.plantId), `${style} ${area} near kids`).toEqual([]);
      }
    }
  });

  it('respects pet and drought constraints in the plant choice', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'english_formal', wishes: 'pet friendly, drought tolerant', scene, seed: 1 });
    expect(plan.plants.length).toBeGreaterThan(3);
    for (const p of plan.plants) {
      expect(PLANT_LIBRARY[p.plantId].toxicToPets, p.plantId).toBe(false);
      expect(PLANT_LIBRARY[p.plantId].water).not.toBe('high');
    }
  });

  it('plants what the homeowner names and builds the path they ask for', () => {
    const plan = buildPlan({ area: 'walkway', style: 'modern_minimalist', wishes: 'lined with lavender, natural stone pavers, wider path', scene, seed: 5 });
    expect(plan.plants.filter((p) => p.plantId === 'provence_lavender').length).toBeGreaterThanOrEqual(3);
    const path = plan.ground.find((g) => g.kind === 'path')!;
    expect(path.material.kind).toBe('flagstone');
    expect(summarizePlan(plan).features).toEqual(expect.arrayContaining(['Natural stone path', 'Wider path']));
  });

  it('summarises into the contract shape with numbered plants and a cost range', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'mediterranean', wishes: 'water feature', scene, seed: 2 });
    const summary = designSummarySchema.parse(summarizePlan(plan));
    expect(summary.title).toContain('Mediterranean');
    expect(summary.features).toContain('Water feature');
    expect(summary.plants.map((p) => p.number)).toEqual(summary.plants.map((_, i) => i + 1));
    expect(summary.plants.reduce((s, p) => s + p.quantity, 0)).toBe(plan.plants.length);
    expect(summary.cost.low).toBeGreaterThan(0);
    expect(summary.cost.high).toBeGreaterThan(summary.cost.low);
    expect(summary.cost.currency).toBe('USD');
    expect(summary.cost.sources.length).toBeGreaterThan(0);
  });

  it('builds a prompt that names the plan and asks to preserve the house', () => {
    const plan = buildPlan({ area: 'walkway', style: 'japanese_zen', wishes: 'stone lantern', scene, seed: 2 });
    const prompt = buildPrompt(plan, scene);
    expect(prompt).toContain('Japanese Zen');
    expect(prompt).toMatch(/roofline/);
    expect(prompt).toMatch(/windows/);
    expect(prompt).toMatch(/driveway/);
    expect(prompt).toContain(plan.palette[0].common);
    expect(prompt.toLowerCase()).toContain('stone lantern');
    // Where it stands in the frame, so a cloud render lays it out like the offline one.
    expect(prompt).toMatch(/Layout as seen from the camera: .*stone lantern in the (foreground|middle ground|background), (left|centre|right)/);
  });
});
