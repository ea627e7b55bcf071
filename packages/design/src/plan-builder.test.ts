import { isCrop } from './edibles.ts';
import { AREA_IDS, designSummarySchema, STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { STYLE_CATALOGUE } from './catalogue/style-catalogue.ts';
import { selectPlants, siteFit } from './plant-selection.ts';
import { parseWishes } from './wish-parser.ts';
import { circleHitsPolygon, pointInPolygon } from './geometry.ts';
import { buildPlan, LOW_MAINTENANCE_LAWN_SHARE, planAsDrawn } from './plan-builder.ts';
import { buildPrompt } from './prompt-builder.ts';
import { cameraFor, project, scaleAt } from './renderer/camera.ts';
import { foliageEllipse } from './renderer/plant-sprites.ts';
import { PLANTED_GROWTH } from './renderer/view-check.ts';
import { facadeVisibility } from './renderer/visibility.ts';
import { houseOutline, sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { summarizePlan } from './summary.ts';
import type { DesignPlan } from './types.ts';

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
        const blocked = [
          houseOutline(scene),
          ...plan.ground.filter((g) => g.kind === 'path' || g.kind === 'patio' || g.kind === 'pad').map((g) => g.polygon),
          ...plan.features.map((f) => f.footprint),
        ];
        // Collected, then asserted once: thousands of expect() calls would dominate the run time.
        const overlaps = plan.plants
          .filter((p) => !isCrop(p) && blocked.some((poly) => circleHitsPolygon(p, p.radius * 0.999, poly)))
          .map((p) => `${style} ${area} ${p.plantId}`);
        expect(overlaps).toEqual([]);
        // the vegetables and herbs stand in the vegetable beds, and only there
        const beds = plan.features.filter((f) => f.kind === 'raised_vegetable_beds');
        expect(plan.plants.filter((p) => isCrop(p) && !beds.some((b) => pointInPolygon(p, b.footprint)))).toEqual([]);
        if (area === 'backyard')
          expect(plan.features.map((f) => f.kind)).toEqual(expect.arrayContaining(['fire_pit', 'water_feature', 'raised_vegetable_beds', 'lighting']));
      }
    }
  });

  it('keeps plants off pergolas, seating and pads in small front and side yards too', () => {
    const other = sceneFromAddress('333 Test Street 9, City');
    for (const style of STYLE_IDS) {
      for (const area of ['front_yard', 'walkway', 'side_yard'] as const) {
        const plan = buildPlan({ area, style, wishes: 'pergola, patio, privacy, kids', scene: other, seed: 9 });
        expect(plan.plants.length, `${style} ${area}`).toBeGreaterThan(3);
        const blocked = [
          houseOutline(other),
          other.driveway,
          ...plan.ground.filter((g) => g.kind === 'path' || g.kind === 'patio' || g.kind === 'pad').map((g) => g.polygon),
          ...plan.features.map((f) => f.footprint),
        ];
        const overlaps = plan.plants
          .filter((p) => blocked.some((poly) => circleHitsPolygon(p, p.radius * 0.999, poly)))
          .map((p) => `${style} ${area} ${p.plantId}`);
        expect(overlaps).toEqual([]);
        expect(
          plan.plants.filter((p) => PLANT_LIBRARY[p.plantId].spiny).map((p) => p.plantId),
          `${style} ${area} near kids`,
        ).toEqual([]);
      }
    }
  });

  it('respects pet and drought constraints in the plant choice', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'english_formal', wishes: 'pet friendly, drought tolerant', scene, seed: 1 });
    expect(plan.plants.length).toBeGreaterThan(3);
    for (const p of plan.plants) {
      expect(PLANT_LIBRARY[p.plantId].toxicToPets, p.plantId).toBe(false);
      expect(PLANT_LIBRARY[p.plantId].water, p.plantId).toBe('low');
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

/** Share of each kind of ground as seen from above, sampled on a 0.25 m grid in paint order (independent of the builder's own measure). */
function groundShares(plan: DesignPlan) {
  const b = plan.bounds;
  let lawn = 0;
  let planted = 0;
  for (let x = b.x + 0.125; x < b.x + b.w; x += 0.25) {
    for (let y = b.y + 0.125; y < b.y + b.h; y += 0.25) {
      const top = [...plan.ground].reverse().find((g) => pointInPolygon({ x, y }, g.polygon));
      if (!top) continue;
      if (top.material.kind === 'lawn') lawn++;
      if (top.kind === 'bed' || top.material.kind === 'lawn' || ['meadow', 'groundcover'].includes(top.material.kind)) planted++;
    }
  }
  return { lawn, planted };
}

describe('wishes honoured on the plan', () => {
  const portland = sceneFromAddress('2020 SW 4th Ave, Portland, OR 97201');
  const site = resolveSite('2020 SW 4th Ave, Portland, OR 97201', { scene: portland });

  it('low maintenance: lawn at most a third of the planted ground, no unasked water feature, drip-irrigated beds, fewer species', () => {
    for (const style of STYLE_IDS) {
      for (const area of ['front_yard', 'backyard'] as const) {
        const plan = buildPlan({ area, style, wishes: 'low maintenance', scene: portland, seed: 4, site });
        const { lawn, planted } = groundShares(plan);
        expect(lawn, `${style} ${area} lawn cells of ${planted} planted`).toBeLessThanOrEqual(planted * LOW_MAINTENANCE_LAWN_SHARE * 1.05);
        expect(plan.featureKinds, `${style} ${area}`).not.toContain('water_feature');
        expect(plan.featureKinds, `${style} ${area}`).toContain('drip_irrigation');
        expect(plan.palette.length, `${style} ${area}`).toBeLessThanOrEqual(5);
        // One species per role (where the plain design may use several), so never more roles than the plain pool has.
        expect(new Set(plan.palette.map((p) => p.role)).size, `${style} ${area}`).toBe(plan.palette.length);
        expect(plan.palette.length, `${style} ${area}`).toBeLessThanOrEqual(
          new Set(selectPlants(STYLE_CATALOGUE[style], parseWishes(''), siteFit(site, area)).pool.map((p) => p.role)).size,
        );
        expect(summarizePlan(plan).features).toContain('Drip irrigation in every bed');
      }
    }
    // Modern Minimalist's lawn is what the homeowners complained about: it shrinks, and says by how much.
    const before = buildPlan({ area: 'backyard', style: 'modern_minimalist', wishes: '', scene: portland, seed: 4, site });
    const after = buildPlan({ area: 'backyard', style: 'modern_minimalist', wishes: 'low maintenance', scene: portland, seed: 4, site });
    expect(groundShares(after).lawn).toBeLessThan(groundShares(before).lawn / 2);
    expect(after.notes.find((n) => n.key === 'plan.lowMaintenance')?.text).toMatch(
      /^Low maintenance: lawn \d+ % of the planted area, drip-irrigated beds, \d species$/,
    );
  });

  it('low maintenance still builds a water feature the homeowner asked for', () => {
    const plan = buildPlan({ area: 'backyard', style: 'japanese_zen', wishes: 'low maintenance, koi pond', scene: portland, seed: 4, site });
    expect(plan.featureKinds).toContain('water_feature');
  });

  it('drought tolerant: low-water plants only and no lawn, a thyme play area answering a lawn wish', () => {
    for (const style of STYLE_IDS) {
      const plan = buildPlan({ area: 'backyard', style, wishes: 'drought tolerant, kids play area', scene: portland, seed: 4, site });
      expect(
        plan.palette.filter((p) => p.water !== 'low').map((p) => p.id),
        style,
      ).toEqual([]);
      expect(groundShares(plan).lawn, style).toBe(0);
      expect(
        plan.notes.map((n) => n.key),
        style,
      ).toContain('wish.lawnDrought');
    }
  });

  it('answers a wish the site cannot grant instead of ignoring it', () => {
    const shady = { ...site, sun: { ...site.sun!, backyard: { solsticeHours: 4, equinoxHours: 2, seasonHours: 3, exposure: 'part_shade' as const } } };
    const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'roses', scene: portland, seed: 4, site: shady });
    expect(plan.palette.map((p) => p.id)).not.toContain('knock_out_rose');
    const answer = plan.notes.find((n) => n.key === 'wish.sunTooLow');
    expect(answer?.text).toMatch(/^Knock Out shrub rose wants 6 h of sun; this backyard gets 3 h — .+ instead$/);
    expect(summarizePlan(plan).site?.notes).toContain(answer!.text);
    const fairbanks = sceneFromAddress('Fairbanks, AK 99712');
    const cold = buildPlan({
      area: 'backyard',
      style: 'mediterranean',
      wishes: 'an olive tree',
      scene: fairbanks,
      seed: 4,
      site: resolveSite('Fairbanks, AK 99712', { scene: fairbanks }),
    });
    expect(cold.palette.map((p) => p.id)).not.toContain('olive');
    expect(cold.notes.map((n) => n.text)).toContainEqual(
      expect.stringMatching(/^Swan Hill fruitless olive is hardy in zones 8–11; this garden is zone 3a — .+ instead$/),
    );
  });

  it('keeps the existing trees unless a wish removes them', () => {
    for (const style of STYLE_IDS) {
      const plan = buildPlan({ area: 'backyard', style, wishes: 'fire pit, pergola', scene: portland, seed: 4, site });
      expect(plan.existingTrees, style).toHaveLength(1);
      const tree = plan.existingTrees[0];
      expect(
        plan.plants.filter((p) => Math.hypot(p.x - tree.x, p.y - tree.y) < 1).map((p) => p.plantId),
        style,
      ).toEqual([]);
      expect(
        plan.features.filter((f) => Math.hypot(f.x - tree.x, f.y - tree.y) < 1.2).map((f) => f.kind),
        style,
      ).toEqual([]);
    }
    const felled = buildPlan({ area: 'backyard', style: 'modern_minimalist', wishes: 'remove the old tree', scene: portland, seed: 4, site });
    expect(felled.existingTrees).toEqual([]);
    expect(felled.notes.map((n) => n.key)).toContain('plan.treeRemoved');
  });

  it('keeps doors and windows clear and cuts no plant at the edge of the picture', () => {
    const problems: string[] = [];
    for (const style of STYLE_IDS) {
      for (const area of AREA_IDS) {
        const plan = buildPlan({ area, style, wishes: 'privacy, fire pit', scene: portland, seed: 4, site });
        const cam = cameraFor(portland, area, 768, 768);
        const house = portland.house;
        const face = area === 'backyard' ? 'back' : 'front';
        const wallY = face === 'front' ? house.footprint.y : house.footprint.y + house.footprint.h;
        const storeyH = house.wallHeight / house.storeys;
        const holes =
          area === 'side_yard'
            ? []
            : [
                ...(face === 'front' ? house.windows : house.rearWindows).map((w) => ({
                  u0: w.u - w.w / 2,
                  u1: w.u + w.w / 2,
                  v0: w.storey * storeyH + w.v,
                  v1: w.storey * storeyH + w.v + w.h,
                })),
                { u0: (face === 'front' ? house.door : house.rearDoor).u - 0.5, u1: (face === 'front' ? house.door : house.rearDoor).u + 0.5, v0: 0, v1: 2.1 },
              ].map((o) => {
                const a = project(cam, { x: house.footprint.x + o.u0, y: wallY, z: o.v0 });
                const b = project(cam, { x: house.footprint.x + o.u1, y: wallY, z: o.v1 });
                return { x0: Math.min(a.x, b.x), x1: Math.max(a.x, b.x), y0: Math.min(a.y, b.y), y1: Math.max(a.y, b.y) };
              });
        for (const p of plan.plants) {
          const base = project(cam, { x: p.x, y: p.y, z: 0 });
          if (base.depth < 0.6) continue;
          const e = foliageEllipse(PLANT_LIBRARY[p.plantId], base.x, base.y, scaleAt(cam, base.depth), PLANTED_GROWTH);
          const [l, r, t, bottom] = [e.cx - e.rx, e.cx + e.rx, e.cy - e.ry, Math.max(base.y, e.cy + e.ry)];
          if (r <= 0 || l >= 768 || bottom <= 0 || t >= 768) continue;
          if (l < 0 || r > 768 || t < 0 || (bottom > 768 && p.height > 1)) problems.push(`${style} ${area} ${p.plantId} cut by the frame`);
          const hides = holes.some((h) => {
            const x = Math.min(Math.max(e.cx, h.x0), h.x1);
            const y = Math.min(Math.max(e.cy, h.y0), h.y1);
            return ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 <= 1;
          });
          if (hides) problems.push(`${style} ${area} ${p.plantId} in front of a door or window`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves at least 90 % of the house in view in every style (measured on the rendered pixels)', () => {
    const low: string[] = [];
    // Portland's house has no front tree; Mountain View's keeps one in its front yard.
    const mountainView = sceneFromAddress('1600 Amphitheatre Pkwy, Mountain View, CA');
    for (const [scene, s] of [
      [portland, site],
      [mountainView, resolveSite('1600 Amphitheatre Pkwy, Mountain View, CA', { scene: mountainView })],
    ] as const) {
      for (const style of STYLE_IDS) {
        for (const area of ['front_yard', 'backyard', 'walkway'] as const) {
          const plan = buildPlan({ area, style, wishes: 'privacy', scene, seed: 4, site: s });
          // The planting; built features the homeowner chose (an arbor, a pergola) frame the view by design.
          const visible = facadeVisibility(scene, plan)!;
          if (visible < 0.9) low.push(`${scene.address} ${style} ${area} ${(visible * 100).toFixed(1)} %`);
        }
      }
    }
    expect(low).toEqual([]);
  }, 60_000); // 8 styles drawn twice: long on a busy machine

  it('gives the image model the same site facts and plant list', () => {
    const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'low maintenance, roses', scene: portland, seed: 4, site });
    const prompt = buildPrompt(plan, portland);
    expect(prompt).toContain('Site: Zone 8b · Portland, OR.');
    expect(prompt).toMatch(/This part of the yard is in full sun \(\d+(\.\d)? h of direct sun at midsummer/);
    for (const spec of plan.palette) expect(prompt).toContain(`${spec.common} (${spec.botanical})`);
    expect(prompt).toContain('Keep the existing tree standing where it stands.');
    expect(prompt).toMatch(/Design decisions: Low maintenance: lawn \d+ % of the planted area/);
    expect(prompt).toContain('Keep every door and window of the house in clear view');
  });
});

describe('planAsDrawn', () => {
  const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'a fire pit and a bird bath', scene, seed: 3 });

  it('is the same plan when the picture shows every feature', () => {
    expect(plan.features.map((f) => f.kind)).toEqual(expect.arrayContaining(['fire_pit', 'bird_bath']));
    expect(planAsDrawn(plan, { features: [...new Set(plan.features.map((f) => f.kind))] })).toBe(plan);
  });

  it('takes a feature the picture could not show out of the features and the cost, and says it', () => {
    const shown = planAsDrawn(plan, { features: plan.features.map((f) => f.kind).filter((k) => k !== 'fire_pit') });
    expect(shown.features.some((f) => f.kind === 'fire_pit')).toBe(false);
    expect(shown.featureKinds).not.toContain('fire_pit');
    expect(shown.featureKinds).toContain('bird_bath');
    expect(shown.notIncluded).toContainEqual({ wish: 'fire_pit', reason: 'no_room' });
    const before = summarizePlan(plan);
    const after = summarizePlan(shown);
    expect(after.features.join(' ')).not.toMatch(/fire pit/i);
    expect(after.not_included?.map((n) => n.text)).toContain('Not included: fire pit — no room in this backyard');
    // the fire pit's price is gone from both ends of the range, and nothing else changed
    expect(after.cost.low).toBeLessThan(before.cost.low);
    expect(after.cost.high).toBeLessThan(before.cost.high);
    expect(after.plants).toEqual(before.plants);
  });

  it('without new paths and patios (a photo keeps its own): their materials and cost go, the open ground takes their place', () => {
    const walk = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: 'a gravel path', scene, seed: 3 });
    const pathMaterials = new Set(walk.ground.filter((g) => g.kind === 'path' || g.kind === 'patio').map((g) => g.material.id));
    expect(pathMaterials.size).toBeGreaterThan(0);
    expect(walk.featureKinds).toContain('gravel_path');
    const shown = planAsDrawn(walk, { features: walk.features.map((f) => f.kind), ground: ['lawn', 'open', 'bed'] });
    expect(shown.ground.every((g) => g.kind === 'lawn' || g.kind === 'open' || g.kind === 'bed')).toBe(true);
    for (const id of pathMaterials) if (!shown.ground.some((g) => g.material.id === id)) expect(shown.materials.some((m) => m.material.id === id)).toBe(false);
    // the wished path is said, not dropped
    expect(shown.featureKinds).not.toContain('gravel_path');
    expect(shown.notIncluded).toContainEqual({ wish: 'gravel_path', reason: 'no_room' });
    expect(summarizePlan(shown).cost.high).toBeLessThan(summarizePlan(walk).cost.high);
    // the ground the paths covered is counted as the open ground drawn there
    const area = (p: typeof walk) => p.materials.reduce((a, m) => a + m.areaM2, 0);
    expect(area(shown)).toBeCloseTo(area(walk), 0);
  });
});
