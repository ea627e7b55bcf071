import { ellipsePolygon } from './geometry.ts';
import type { DesignPlan, PlacedFeature, PlacedPlant, PlantSpec } from './types.ts';

// A container planting for a photo whose only open ground is hard paving (a cobbled lane, a walkway, a deck:
// read by the offline restyle, core uploads/photo-scene.ts): the paving stays, and planters with plants stand
// along its edges, clear of the walking line. The plan says the same as the picture: as many planter pots as
// the restyle found room for on the photo, one plant of the plan's own list in each (the smaller ones a pot
// takes: no trees, no groundcover), no new ground, so the cost is the pots and their plants.

/** Diameter of a planter, metres (a large pot or a short trough). */
export const CONTAINER_M = 0.6;

/** Whether a plant of the list grows in a pot: not a tree, not a groundcover carpet, at most 1.5 m tall. */
export function growsInPot(p: PlantSpec): boolean {
  return !(p.role === 'tree' || p.form.startsWith('tree') || p.form === 'palm' || p.form === 'pine_cloud' || p.form === 'groundcover') && p.heightM <= 1.5;
}

/** The plan as a container planting of `count` pots: the pots along both edges, a plant in each, no ground laid. */
export function containerPlanting(plan: DesignPlan, count: number): Pick<DesignPlan, 'ground' | 'features' | 'featureKinds' | 'palette' | 'plants'> {
  // the lowest of them first: by a lane's edge a container's plant stays low
  const fit = plan.palette.filter(growsInPot).sort((a, b) => a.heightM - b.heightM);
  const kinds = fit.length ? fit : plan.palette.filter((p) => p.form !== 'groundcover' && p.heightM <= 3);
  const { x, y, w, h } = plan.bounds;
  const pots: PlacedFeature[] = [];
  const plants: PlacedPlant[] = [];
  const used: PlantSpec[] = [];
  for (let i = 0; i < count && kinds.length; i++) {
    // alternately at the left and the right edge, from the front back
    const left = i % 2 === 0;
    const c = { x: left ? x + 0.5 : x + w - 0.5, y: y + h - 0.6 - Math.floor(i / 2) * Math.min(2.2, (h - 1.2) / Math.max(1, Math.ceil(count / 2))) };
    pots.push({ kind: 'planter_pots', x: c.x, y: c.y, w: CONTAINER_M, h: CONTAINER_M, footprint: ellipsePolygon(c, CONTAINER_M / 2, CONTAINER_M / 2, 10) });
    const spec = potPlant(kinds, i);
    if (!used.includes(spec)) used.push(spec);
    const r = Math.min(CONTAINER_M / 2, spec.widthM / 2);
    plants.push({
      plantId: spec.id,
      number: used.indexOf(spec) + 1,
      x: c.x,
      y: c.y,
      radius: r,
      canopy: Math.max(r, Math.min(0.6, spec.widthM / 2)),
      height: spec.heightM,
    });
  }
  return {
    ground: [],
    features: [...plan.features.filter((f) => f.kind !== 'planter_pots'), ...pots],
    featureKinds: pots.length && !plan.featureKinds.includes('planter_pots') ? [...plan.featureKinds, 'planter_pots'] : plan.featureKinds,
    palette: used,
    plants,
  };
}

/** The plant for the i-th pot: the plan's pot plants in turn, the same one in each pair of pots facing each other. */
export function potPlant(kinds: PlantSpec[], i: number): PlantSpec {
  return kinds[Math.floor(i / 2) % kinds.length]!;
}
