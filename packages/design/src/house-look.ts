import type { HouseSpec, HouseStyle, RoofType, SidingKind, WindowSpec } from './types.ts';
import { subRng, type Rng } from './random.ts';

// How a drawn house looks: its storeys, roof form and colour, siding and paint, from its own stream of
// the address's seed (docs/decisions/047). The layout (lot, footprint, garage side, driveway, yard) comes
// from the scene's main stream and is left where it was: only what the walls and roof look like varies
// here, so the plan and every object of a design stand where they stood.

interface StyleLook {
  storeys: (1 | 2)[];
  roof: RoofType[];
  siding: SidingKind[];
  /** Roof colours this style is seen with; most styles take any of the common ones. */
  roofColors: readonly string[];
}

/** Common roof colours: charcoal, slate, weathered brown, barn red, forest green, blue-grey, sand, black, copper. */
const ROOFS = ['#3a3d42', '#4f5a66', '#6a5a4c', '#8e3b2f', '#3f5a44', '#5d6f80', '#9c8b72', '#26282b', '#8a5a3a'] as const;
/** Clay tile: terracotta, rust, sun-faded clay. */
const TILE = ['#b4583a', '#a6502f', '#c0673f', '#9a4a32'] as const;

const STYLE_LOOKS: Record<HouseStyle, StyleLook> = {
  ranch: { storeys: [1], roof: ['hip', 'gable', 'front_gable'], siding: ['lap', 'board_batten', 'brick'], roofColors: ROOFS },
  craftsman: { storeys: [1, 2], roof: ['gable', 'front_gable'], siding: ['lap', 'board_batten'], roofColors: ROOFS },
  colonial: { storeys: [2], roof: ['gable', 'hip'], siding: ['lap', 'brick'], roofColors: ROOFS },
  modern: {
    storeys: [1, 2],
    roof: ['flat', 'gable', 'front_gable'],
    siding: ['stucco', 'board_batten'],
    roofColors: ['#333538', '#26282b', '#4f5a66', '#5d6f80'],
  },
  spanish: { storeys: [1, 2], roof: ['hip', 'gable', 'flat'], siding: ['stucco'], roofColors: TILE },
};

/** Wall paint: white, cream, butter, sage, olive, sky blue, navy, slate, barn red, tan, mint, charcoal, clay pink, dove grey. */
const PAINT = [
  '#f1efe8',
  '#efe3bf',
  '#e9d27a',
  '#9fb08f',
  '#7d8a6a',
  '#9db8cc',
  '#3e5168',
  '#7b8590',
  '#9a4a3c',
  '#c8b48f',
  '#b9d3c2',
  '#4a4d52',
  '#d9a890',
  '#c9cbc6',
];
/** Brick: red, brown, buff, painted white. */
const BRICK = ['#a8503c', '#7f4a36', '#c2a27a', '#e6e2da'];
/** Stucco: warm white, sand, adobe, grey, pale ochre. */
const STUCCO = ['#efe3cc', '#e6d3b3', '#d9b08c', '#d8d6d0', '#ead9a6'];
const TRIM = ['#ffffff', '#f4f1ea', '#2a2a2a', '#5a3c2a', '#e8e0cc', '#6b7a86'];
const DOORS = ['#7a2e2a', '#2d4a5e', '#3b3b3b', '#8a5a2b', '#2f3f2c', '#c8a067', '#1f2a44', '#d2a23a'];

const paintFor = (kind: SidingKind, rng: Rng) => rng.pick(kind === 'brick' ? BRICK : kind === 'stucco' ? STUCCO : PAINT);

/**
 * The house with its look drawn from the address's own look stream. `windowsFor` places the facade
 * windows again when the storeys change (the ground floor keeps clear of the door and garage as before).
 */
export function withAddressLook(
  house: HouseSpec,
  seed: number,
  windowsFor: (storeys: 1 | 2, rng: Rng) => { front: WindowSpec[]; rear: WindowSpec[] },
): HouseSpec {
  const rng = subRng(seed, 'house-look');
  const look = STYLE_LOOKS[house.style];
  const storeys = rng.pick(look.storeys);
  const roofType = rng.pick(look.roof);
  const sidingKind = rng.pick(look.siding);
  const windows = storeys === house.storeys ? { front: house.windows, rear: house.rearWindows } : windowsFor(storeys, rng);
  const out: HouseSpec = {
    ...house,
    storeys,
    wallHeight: storeys === 1 ? 3.0 : 5.8,
    roof: {
      ...house.roof,
      type: roofType,
      color: rng.pick(look.roofColors),
      // a gable facing the street spans the narrow way: a lower pitch keeps its peak in proportion
      pitch: roofType === 'flat' ? 0 : roofType === 'front_gable' ? rng.range(0.3, 0.42) : rng.range(0.38, 0.6),
    },
    siding: { kind: sidingKind, color: paintFor(sidingKind, rng) },
    trim: rng.pick(house.style === 'modern' ? ['#2a2a2a', '#333333', '#ffffff'] : TRIM),
    door: { ...house.door, color: rng.pick(DOORS) },
    windows: windows.front,
    rearWindows: windows.rear,
    garage: house.garage ? { ...house.garage, color: rng.pick(['#f1efe8', '#d9d6ce', '#6b5b4b', '#3f3f3f', '#8a6a4a', '#5d6f80']) } : null,
  };
  if (roofType === 'flat') delete out.chimney;
  return out;
}

/** Whether the roof's ridge runs along the street (x) or back from it: a front gable faces the street. */
export const ridgeAlongX = (house: HouseSpec): boolean => house.roof.type !== 'front_gable' && house.footprint.w >= house.footprint.h;

/** How far the roof rises above the walls, metres. */
export const roofRise = (house: HouseSpec): number =>
  house.roof.type === 'flat' ? 0 : house.roof.pitch * (ridgeAlongX(house) ? house.footprint.h / 2 : house.footprint.w / 2);
