import type { Rng } from '../random.ts';
import type { PlantForm, PlantSpec } from '../types.ts';
import type { SpriteKit } from './sprite-strokes.ts';
import { airyTree, cloudPine, columnarTree, columnConifer, mapleTree, palm, roundTree } from './tree-sprites.ts';
import { agave, bamboo, barrelCactus, bigLeaves, columnCactus, fern, grass, ocotillo, spires, strapLeaves } from './leaf-sprites.ts';
import { clippedBall, clippedColumn, groundcover, hedge, perennial, shrub } from './shrub-sprites.ts';

// Plants are drawn as illustrated sprites standing on their projected base point: dark base mass,
// mid-tone lumps and a highlight towards the sun (upper left), the way a designer's marker render
// reads. Sizes come in metres and are scaled by the pixels-per-metre at the plant's depth.

export interface SpriteInput {
  spec: PlantSpec;
  x: number;
  y: number;
  /** Pixels per metre at the plant's depth. */
  s: number;
  rng: Rng;
  /** Growth shown, 0..1 of mature size (young plantings look smaller). */
  growth: number;
  /** Gradient ids already emitted in this document: one gradient per species, not per plant. */
  shared?: Set<string>;
}

/** Drawn height and width in pixels of a plant at `s` pixels per metre. */
export function drawnSize(spec: Pick<PlantSpec, 'role' | 'heightM' | 'widthM'>, s: number, growth: number): { h: number; w: number } {
  const isTree = spec.role === 'tree';
  // Shrubs and perennials are shown a little past planting size, the usual "year three" look of a
  // designer's render; trees are shown young, or they would hide the house.
  const g = isTree ? growth * 0.8 : growth * 1.12;
  const k = isTree ? Math.min(1, 7 / spec.heightM) : 1;
  return { h: Math.max(3, spec.heightM * s * g * k), w: Math.max(3, spec.widthM * s * g * k) };
}

/** The ellipse a plant's foliage covers on screen (a tree's crown, not its trunk), for visibility checks. */
export function foliageEllipse(
  spec: Pick<PlantSpec, 'role' | 'heightM' | 'widthM'>,
  x: number,
  y: number,
  s: number,
  growth: number,
): { cx: number; cy: number; rx: number; ry: number } {
  const { h, w } = drawnSize(spec, s, growth);
  return spec.role === 'tree' ? { cx: x, cy: y - h * 0.6, rx: w / 2, ry: h * 0.42 } : { cx: x, cy: y - h / 2, rx: w / 2, ry: h / 2 };
}

/** How each form of plant is drawn. */
const SPRITES: Record<PlantForm, (k: SpriteKit) => string> = {
  tree_round: roundTree,
  tree_blossom: roundTree,
  tree_columnar: columnarTree,
  tree_airy: airyTree,
  tree_olive: airyTree,
  tree_maple: mapleTree,
  pine_cloud: cloudPine,
  conifer_column: columnConifer,
  palm: palm,
  banana: bigLeaves,
  big_leaf: bigLeaves,
  shrub: shrub,
  flowering_shrub: shrub,
  clipped_ball: clippedBall,
  clipped_column: clippedColumn,
  hedge: hedge,
  grass: grass,
  strap: strapLeaves,
  spire: spires,
  perennial: perennial,
  groundcover: groundcover,
  agave: agave,
  barrel_cactus: barrelCactus,
  column_cactus: columnCactus,
  ocotillo: ocotillo,
  fern: fern,
  bamboo: bamboo,
};

export function plantSprite({ spec, x, y, s, rng, growth, shared }: SpriteInput): string {
  const { h, w } = drawnSize(spec, s, growth);
  // Blooms stay flower-sized up close; more of them, not bigger ones, fill a near shrub.
  const dot = Math.min(4.2, Math.max(0.9, s * 0.045));
  return SPRITES[spec.form]({ spec, x, y, s, rng, shared, h, w, c: spec.foliage, fl: spec.flower, dot });
}
