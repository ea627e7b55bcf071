import { describe, expect, it } from 'vitest';
import { buildPlan, planAsDrawn, planForPhoto } from './plan-builder.ts';
import { takesShade } from './photo-fit.ts';
import { sceneFromAddress } from './scene.ts';
import { summarizePlan } from './summary.ts';

// A plan fitted to what a homeowner's photo shows (issue 46): no sod where there is no lawn today unless a wish
// asks for one, only plants that take shade under canopy, and the summary says what was read.

const scene = sceneFromAddress('upload photo-fit');
const plan = (wishes = '', style: 'cottage_garden' | 'japanese_zen' = 'cottage_garden') =>
  buildPlan({ area: 'front_yard', style, wishes, scene, seed: 7, locale: 'en' });
const sod = (p: ReturnType<typeof plan>) => p.ground.filter((g) => g.material.kind === 'lawn');

describe('planForPhoto', () => {
  it('lays no sod on a meadow, a field, dry ground, gravel or snow, and says what it read', () => {
    const base = plan();
    expect(sod(base).length).toBeGreaterThan(0);
    for (const ground of ['meadow', 'dry', 'gravel', 'snow'] as const) {
      const fitted = planForPhoto(base, { ground, shade: false });
      expect(sod(fitted)).toEqual([]);
      expect(fitted.coverage.lawnM2).toBe(0);
      // the cost follows: no sod in the materials listed
      expect(fitted.materials.some((m) => m.material.kind === 'lawn')).toBe(false);
      expect(fitted.notes[0]!.key).toBe(`photo.scene.${ground}`);
    }
    // a lawn in front of the house stays a lawn
    expect(sod(planForPhoto(base, { ground: 'lawn', shade: false })).length).toBe(sod(base).length);
  });

  it('keeps a lawn the homeowner asked for, even on a meadow', () => {
    const wished = plan('a lawn for the kids to play on');
    expect(sod(wished).length).toBeGreaterThan(0);
    expect(sod(planForPhoto(wished, { ground: 'meadow', shade: false })).length).toBe(sod(wished).length);
  });

  it('under canopy on a forest floor: no lawn and only plants that take shade, in the plant list and the picture alike', () => {
    const base = plan();
    expect(base.palette.some((p) => !takesShade(p))).toBe(true);
    const fitted = planForPhoto(base, { ground: 'forest_floor', shade: true });
    expect(sod(fitted)).toEqual([]);
    expect(fitted.palette.length).toBeGreaterThanOrEqual(3);
    for (const p of fitted.palette) expect(takesShade(p), p.id).toBe(true);
    // every placed plant is one of the list, numbered by it
    for (const pl of fitted.plants) expect(fitted.palette[pl.number - 1]!.id).toBe(pl.plantId);
    const summary = summarizePlan(fitted);
    expect(summary.scene).toMatch(/shade/i);
    expect(summary.plants.every((p) => fitted.palette.some((q) => q.common === p.common))).toBe(true);
  });

  it('says what it read in the homeowner’s language', () => {
    for (const [locale, words] of [
      ['es', /sombra/],
      ['zh', /树荫/],
    ] as const) {
      const base = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: '', scene, seed: 7, locale });
      expect(summarizePlan(planForPhoto(base, { ground: 'forest_floor', shade: true })).scene).toMatch(words);
    }
  });

  it('is what planAsDrawn makes of the plan and the scene a restyle read (once, however often it is asked)', () => {
    const base = plan();
    const drawn = { features: base.features.map((f) => f.kind), scene: { ground: 'meadow', shade: false } as const };
    const asDrawn = planAsDrawn(base, drawn);
    expect(sod(asDrawn)).toEqual([]);
    expect(planForPhoto(asDrawn, drawn.scene)).toBe(asDrawn);
    expect(asDrawn.notes.filter((n) => n.key.startsWith('photo.scene.')).length).toBe(1);
  });
});

describe('planForPhoto on hard paving only (a lane, a walkway, a deck)', () => {
  it('keeps the paving and plants as many containers as the photo had room for, one plant in each, priced as such', () => {
    const base = plan();
    const fitted = planForPhoto(base, { ground: 'paving', shade: false, containers: 4 });
    // no new ground at all: the paving stays
    expect(fitted.ground).toEqual([]);
    expect(fitted.coverage).toEqual({ lawnM2: 0, bedM2: 0, plantedM2: 0 });
    expect(fitted.materials).toEqual([]);
    const pots = fitted.features.filter((f) => f.kind === 'planter_pots');
    expect(pots).toHaveLength(4);
    expect(fitted.featureKinds).toContain('planter_pots');
    // a plant of the plan's own list in each pot, none of them a tree
    expect(fitted.plants).toHaveLength(4);
    for (const [i, pot] of pots.entries()) expect([fitted.plants[i]!.x, fitted.plants[i]!.y]).toEqual([pot.x, pot.y]);
    for (const p of fitted.palette) expect(base.palette.map((q) => q.id)).toContain(p.id);
    expect(fitted.palette.some((p) => p.role === 'tree')).toBe(false);
    expect(fitted.notes[0]!.key).toBe('photo.scene.paving');
    // the summary says the same: the pots in the features and the cost, their plants in the plant list
    const s = summarizePlan(
      planAsDrawn(fitted, { features: ['planter_pots'], ground: ['lawn', 'open', 'bed'], scene: { ground: 'paving', shade: false, containers: 4 } }),
    );
    expect(s.plants.reduce((n, p) => n + p.quantity, 0)).toBe(4);
    expect(s.features.join(' ')).toMatch(/pot|planter/i);
    expect(s.cost.low).toBeGreaterThanOrEqual(4 * 80);
    expect(s.scene).toMatch(/paving/i);
  });

  it('with no room for a container, plants nothing', () => {
    const fitted = planForPhoto(plan(), { ground: 'paving', shade: false, containers: 0 });
    expect(fitted.plants).toEqual([]);
    expect(fitted.features.some((f) => f.kind === 'planter_pots')).toBe(false);
  });
});
