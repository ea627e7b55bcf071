import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { message, type MessageKey } from './catalogue/messages.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { containerPlanting } from './photo-containers.ts';
import type { DesignPlan, GroundPatch, MaterialSpec, PlantSpec } from './types.ts';

// A plan fitted to what a homeowner's photo shows (read by the offline restyle, core uploads/photo-scene.ts):
// no sod lawn where there is no lawn today unless a wish asks for one (a meadow, a field, a forest floor,
// dry or gravel ground, snow), a woodland planting under the canopy of existing trees (only plants that take
// shade), and a line in the summary saying what was read. Used by the restyle before it draws and by
// `planAsDrawn`, so the picture, the plant list and the cost show the same design.

/** What the ground of a photo is today, and whether it lies under the canopy of existing trees. */
export interface PhotoScene {
  ground: 'lawn' | 'meadow' | 'forest_floor' | 'dry' | 'gravel' | 'snow' | 'paving';
  shade: boolean;
  /**
   * Hard paving only (a lane, a walkway, a deck): how many planted containers its edges have room for, as the
   * restyle found them on the picture (the plan then has that many, photo-containers.ts).
   */
  containers?: number;
}

/** What is laid where a plan had sod, by what the ground is today. */
const INSTEAD_OF_SOD: Record<Exclude<PhotoScene['ground'], 'lawn' | 'paving'>, MaterialSpec> = {
  meadow: MATERIAL_LIBRARY.sedge_meadow,
  dry: MATERIAL_LIBRARY.sedge_meadow,
  snow: MATERIAL_LIBRARY.sedge_meadow,
  gravel: MATERIAL_LIBRARY.pea_gravel,
  forest_floor: MATERIAL_LIBRARY.bark_mulch,
};

const SAID: Record<PhotoScene['ground'], MessageKey> = {
  lawn: 'photo.scene.lawn',
  meadow: 'photo.scene.meadow',
  forest_floor: 'photo.scene.forest',
  dry: 'photo.scene.dry',
  gravel: 'photo.scene.gravel',
  snow: 'photo.scene.snow',
  paving: 'photo.scene.paving',
};

export const takesShade = (p: PlantSpec) => p.sun.includes('shade');

/** The plant of the library that takes shade and stands in best for `p`: its role, the plan's style, its form and size. */
function shadeStandIn(p: PlantSpec, style: DesignPlan['style'], taken: Set<string>): PlantSpec | null {
  let best: PlantSpec | null = null;
  let bestScore = -Infinity;
  for (const q of Object.values(PLANT_LIBRARY)) {
    if (!takesShade(q) || taken.has(q.id)) continue;
    const score =
      (q.role === p.role ? 6 : 0) + (q.styles.includes(style) ? 3 : 0) + (q.form === p.form ? 2 : 0) - Math.abs(Math.log(q.heightM / Math.max(0.1, p.heightM)));
    if (score > bestScore || (score === bestScore && best && q.id < best.id)) {
      best = q;
      bestScore = score;
    }
  }
  return best;
}

/** The plan's plant list with every plant that does not take shade replaced by one that does (the placed plants follow). */
function shadePlanting(plan: DesignPlan): Pick<DesignPlan, 'palette' | 'plants'> {
  const taken = new Set(plan.palette.filter(takesShade).map((p) => p.id));
  const swap = new Map<string, PlantSpec>();
  for (const p of plan.palette) {
    if (takesShade(p)) continue;
    const q = shadeStandIn(p, plan.style, taken);
    if (!q) continue;
    taken.add(q.id);
    swap.set(p.id, q);
  }
  // a plant with no stand-in left is left out: under canopy, only plants that take shade
  const palette = plan.palette.map((p) => (takesShade(p) ? p : swap.get(p.id))).filter((p): p is PlantSpec => !!p);
  const number = (id: string) => palette.findIndex((p) => p.id === id) + 1;
  const plants = plan.plants
    .map((pl) => {
      const id = swap.get(pl.plantId)?.id ?? pl.plantId;
      return number(id) ? { ...pl, plantId: id, number: number(id) } : null;
    })
    .filter((pl): pl is DesignPlan['plants'][number] => !!pl);
  return { palette, plants };
}

/** No sod where the photo shows no lawn today (unless a wish asks for one): the ground of today's kind instead. */
function groundWithoutSod(plan: DesignPlan, scene: PhotoScene): GroundPatch[] {
  if (scene.ground === 'lawn' || scene.ground === 'paving' || plan.wishes.features.includes('play_lawn')) return plan.ground;
  const instead = INSTEAD_OF_SOD[scene.ground];
  return plan.ground.map((g) => (g.material.kind === 'lawn' ? { ...g, kind: g.kind === 'lawn' ? 'open' : g.kind, material: instead } : g));
}

/**
 * The plan fitted to the photo's scene: its ground without sod where there is none today, its planting in
 * shade under canopy, and the line saying what was read. `measure` recomputes the materials and coverage of
 * new ground (plan-builder's `measureGround` and materials list, passed in to keep this module free of it).
 */
export function fitPlanToPhoto(
  plan: DesignPlan,
  scene: PhotoScene,
  measure: (ground: GroundPatch[]) => Pick<DesignPlan, 'materials' | 'coverage'>,
): DesignPlan {
  if (plan.notes.some((n) => n.key.startsWith('photo.scene.'))) return plan;
  if (scene.ground === 'paving')
    return { ...plan, ...containerPlanting(plan, scene.containers ?? 0), ...measure([]), notes: [message(SAID.paving), ...plan.notes] };
  const ground = groundWithoutSod(plan, scene);
  const planting = scene.shade ? shadePlanting(plan) : { palette: plan.palette, plants: plan.plants };
  const said = [message(SAID[scene.ground])];
  if (scene.shade && scene.ground !== 'forest_floor') said.push(message('photo.scene.shade'));
  return {
    ...plan,
    ...planting,
    ground,
    ...(ground === plan.ground ? {} : measure(ground)),
    notes: [...said, ...plan.notes],
  };
}
