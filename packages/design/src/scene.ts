import type { AreaId } from '@landscape/contract';
import { rectPolygon, ribbon, type Polygon, type Rect, type Vec2 } from './geometry.ts';
import { createRng, hashString, type Rng } from './random.ts';
import { withAddressLook } from './house-look.ts';
import { backdropFor } from './renderer/backdrop.ts';
import { locateAddress } from './site/locate.ts';
import { climateOf } from './site/site.ts';
import type { HouseSpec, HouseStyle, RoofType, Scene, SidingKind, WindowSpec, YardZone } from './types.ts';

// The embedded mode has no street imagery, so each address gets its own plausible suburban house
// and tired yard. Everything derives from a hash of the normalised address, which is what lets the
// "before" and every "after" show the very same house.

interface HouseLook {
  storeys: (1 | 2)[];
  roof: RoofType[];
  roofColors: string[];
  siding: SidingKind[];
  sidingColors: string[];
  trim: string[];
  doors: string[];
}

const LOOKS: Record<HouseStyle, HouseLook> = {
  ranch: {
    storeys: [1],
    roof: ['hip', 'gable'],
    roofColors: ['#5b5d61', '#6a5a4c', '#4d5157'],
    siding: ['lap', 'board_batten'],
    sidingColors: ['#c9c1a9', '#a9b6ad', '#b7bfc8', '#d8cbb0'],
    trim: ['#f4f1ea', '#eae6dc'],
    doors: ['#7a2e2a', '#2d4a5e', '#3b3b3b'],
  },
  craftsman: {
    storeys: [1, 2],
    roof: ['gable'],
    roofColors: ['#4a4640', '#5b4e44', '#45484d'],
    siding: ['lap', 'board_batten'],
    sidingColors: ['#7d8a6a', '#6e7f8c', '#a58f6b', '#8a6f5a'],
    trim: ['#efe8d8', '#e8e0cc'],
    doors: ['#8a5a2b', '#6b3b22', '#2f3f2c'],
  },
  colonial: {
    storeys: [2],
    roof: ['gable', 'hip'],
    roofColors: ['#3f4247', '#52555a'],
    siding: ['lap', 'brick'],
    sidingColors: ['#f1efe8', '#d9dde0', '#efe3bf', '#a8503c'],
    trim: ['#ffffff', '#f6f4ee'],
    doors: ['#1f2a44', '#6a1f24', '#1d1d1d'],
  },
  modern: {
    storeys: [1, 2],
    roof: ['flat', 'gable'],
    roofColors: ['#333538', '#404246'],
    siding: ['stucco', 'board_batten'],
    sidingColors: ['#eeeeea', '#d8d6d0', '#505256'],
    trim: ['#2a2a2a', '#333333'],
    doors: ['#b07a45', '#2a2a2a', '#c8a067'],
  },
  spanish: {
    storeys: [1],
    roof: ['gable', 'hip'],
    roofColors: ['#b4583a', '#a6502f', '#c0673f'],
    siding: ['stucco'],
    sidingColors: ['#efe3cc', '#f3ead8', '#e6d3b3'],
    trim: ['#6b4a32', '#5a3c2a'],
    doors: ['#6b3b22', '#4a2f1f', '#2d4a3e'],
  },
};

const HOUSE_STYLES = Object.keys(LOOKS) as HouseStyle[];

function placeWindows(
  facadeW: number,
  storeys: number,
  blocked: { from: number; to: number }[],
  rng: ReturnType<typeof createRng>,
  wide: boolean,
): WindowSpec[] {
  const out: WindowSpec[] = [];
  for (let storey = 0; storey < storeys; storey++) {
    const w = wide && storey === 0 ? 1.8 : 1.1;
    const h = storey === 0 ? 1.4 : 1.2;
    const count = Math.max(2, Math.floor(facadeW / 3));
    for (let i = 0; i < count; i++) {
      const u = ((i + 0.5) / count) * facadeW;
      const clash = blocked.some((b) => u + w / 2 + 0.3 > b.from && u - w / 2 - 0.3 < b.to);
      if (storey === 0 && clash) continue;
      if (u - w / 2 < 0.5 || u + w / 2 > facadeW - 0.5) continue;
      out.push({ u, v: storey === 0 ? 0.9 : 0.95, w: storey === 0 && rng.chance(0.3) ? w * 1.3 : w, h, storey });
    }
  }
  return out;
}

export function sceneFromAddress(address: string): Scene {
  const normalised = address.trim().toLowerCase().replace(/\s+/g, ' ');
  const seed = hashString(normalised);
  const rng = createRng(seed);

  const lotW = Math.round(rng.range(19, 25) * 2) / 2;
  const lotD = Math.round(rng.range(36, 46));
  const style = rng.pick(HOUSE_STYLES);
  const look = LOOKS[style];
  const storeys = rng.pick(look.storeys);
  const sideYardSide: 'left' | 'right' = rng.chance(0.5) ? 'left' : 'right';
  const sideGap = rng.range(3.8, 5);
  const otherGap = rng.range(1.6, 2.4);
  const houseW = Math.min(lotW - sideGap - otherGap, rng.range(12, 15.5));
  const houseD = rng.range(9.5, 12);
  const frontY = rng.range(8, 10.5);
  const houseX = sideYardSide === 'left' ? sideGap : lotW - sideGap - houseW;
  const footprint: Rect = { x: houseX, y: frontY, w: houseW, h: houseD };

  // The garage sits on the side away from the side yard so the side strip stays open ground.
  const garageW = houseW > 13.5 ? 5.6 : 3.4;
  const garageU = sideYardSide === 'left' ? houseW - garageW - 0.4 : 0.4;
  const doorW = 1.0;
  const doorU = sideYardSide === 'left' ? rng.range(2.2, Math.max(2.4, houseW - garageW - 2.2)) : rng.range(garageU + garageW + 1.6, houseW - 2.2);
  const blocked = [
    { from: garageU, to: garageU + garageW },
    { from: doorU - doorW / 2, to: doorU + doorW / 2 },
  ];
  const rearDoorU = houseW * rng.range(0.35, 0.65);

  const roofType = rng.pick(look.roof);
  const drawn: HouseSpec = {
    style,
    footprint,
    storeys,
    wallHeight: storeys === 1 ? 3.0 : 5.8,
    roof: {
      type: roofType,
      color: rng.pick(look.roofColors),
      pitch: roofType === 'flat' ? 0 : rng.range(0.38, 0.55),
      overhang: style === 'modern' ? 0.6 : 0.45,
    },
    siding: { kind: rng.pick(look.siding), color: rng.pick(look.sidingColors) },
    trim: rng.pick(look.trim),
    door: { u: doorU, w: doorW, color: rng.pick(look.doors) },
    windows: placeWindows(houseW, storeys, blocked, rng, style === 'modern' || style === 'ranch'),
    rearWindows: placeWindows(houseW, storeys, [{ from: rearDoorU - 1.1, to: rearDoorU + 1.1 }], rng, true),
    rearDoor: { u: rearDoorU, w: 1.8 },
    garage: { u: garageU, w: garageW, color: rng.pick(['#f1efe8', '#d9d6ce', '#6b5b4b', '#3f3f3f']) },
  };
  // Drawn from a separate stream so adding them did not move any existing house.
  const extras = createRng(seed ^ 0x5bd1e995);
  if (style === 'craftsman' || (style === 'ranch' && extras.chance(0.5)) || (style === 'colonial' && extras.chance(0.4))) drawn.porch = true;
  if ((style === 'colonial' || style === 'craftsman') && roofType !== 'flat' && extras.chance(0.7))
    drawn.chimney = { u: extras.chance(0.5) ? houseW * 0.15 : houseW * 0.85 };
  // The look (storeys, roof, paint) from its own stream: two addresses rarely share one, and the draws
  // above stay as they were, so the lot and everything in it stand where they stood.
  const house = withAddressLook(drawn, seed, (storeys, look) => ({
    front: placeWindows(houseW, storeys, blocked, look, style === 'modern' || style === 'ranch'),
    rear: placeWindows(houseW, storeys, [{ from: rearDoorU - 1.1, to: rearDoorU + 1.1 }], look, true),
  }));

  const garage = house.garage!;
  const driveway = rectPolygon({ x: houseX + garage.u - 0.3, y: -0.01, w: garage.w + 0.6, h: frontY + 0.01 });
  const doorX = houseX + doorU;
  // Older homes run the walk straight to the sidewalk; others join the driveway.
  const walkToStreet = rng.chance(0.55);
  const drivewayEdgeX = sideYardSide === 'left' ? houseX + garage.u - 0.3 : houseX + garage.u + garage.w + 0.3;
  const walkLine: Vec2[] = walkToStreet
    ? [
        { x: doorX, y: 0 },
        { x: doorX, y: frontY },
      ]
    : [
        { x: drivewayEdgeX, y: frontY - 2.2 },
        { x: doorX, y: frontY - 2.2 },
        { x: doorX, y: frontY },
      ];
  const frontWalk = ribbon(walkLine, 1.1);

  const plot: Plot = { lotW, lotD, houseX, houseW, houseD, frontY, doorX, sideYardSide, garage };
  const { patches, shrubs, trees } = tiredGarden(plot, rng);
  const zones = yardZones(plot, { rearDoorU, driveway, walkEntry: walkLine[0] });

  return {
    address: address.trim(),
    seed,
    lot: { width: lotW, depth: lotD },
    house,
    driveway,
    frontWalk,
    fence: { color: rng.pick(['#9a7b5a', '#8a6f55', '#b09472', '#7d6a58']), height: 1.8 },
    existing: { lawnColor: rng.pick(['#9aa35b', '#a3a862', '#8f9a55']), bareColor: '#b59f78', patches, shrubs, trees },
    zones,
    sideYardSide,
    sky: rng.pick([
      { top: '#8fb8de', bottom: '#e3eef5' },
      { top: '#9cc3e4', bottom: '#eef3f4' },
      { top: '#a9c6dc', bottom: '#f1ece2' },
    ]),
    // The scenery of the place's climate, from the shipped tables (no rng draw: the objects stay as they were).
    backdrop: backdropOf(address),
  };
}

/** Where the house stands on its lot (metres), what the lot's tired garden and its areas are laid out from. */
interface Plot {
  lotW: number;
  lotD: number;
  houseX: number;
  houseW: number;
  houseD: number;
  frontY: number;
  doorX: number;
  sideYardSide: 'left' | 'right';
  garage: { u: number; w: number };
}

/** The tired garden the house has today: bare patches in the lawn, a few shrubs by the front, one or two old trees. */
function tiredGarden(
  { lotW, lotD, houseX, houseW, houseD, frontY, doorX, sideYardSide, garage }: Plot,
  rng: Rng,
): Pick<Scene['existing'], 'patches' | 'shrubs' | 'trees'> {
  const patches: Scene['existing']['patches'] = [];
  for (let i = 0; i < 9; i++) patches.push({ x: rng.range(1, lotW - 1), y: rng.range(1, lotD - 1), r: rng.range(0.6, 1.8) });
  const shrubs: Scene['existing']['shrubs'] = [];
  const shrubCount = rng.int(3, 5);
  for (let i = 0; i < shrubCount; i++) {
    const x = houseX + rng.range(0.8, houseW - 0.8);
    const inGarage = x > houseX + garage.u - 0.6 && x < houseX + garage.u + garage.w + 0.6;
    const nearDoor = Math.abs(x - doorX) < 1.2;
    if (!inGarage && !nearDoor) shrubs.push({ x, y: frontY - 0.7, r: rng.range(0.45, 0.8) });
  }
  const trees: Scene['existing']['trees'] = [];
  if (rng.chance(0.6)) trees.push({ x: sideYardSide === 'left' ? rng.range(2, 4) : lotW - rng.range(2, 4), y: rng.range(2.5, frontY - 3), r: rng.range(2, 3) });
  // The old backyard tree stands near a side fence, where such trees usually survive.
  // It stands by the fence on the side-yard side, which the rear view (from the opposite back
  // corner) sees across the lawn instead of through its crown.
  const oldTreeX = rng.range(2.5, 4);
  trees.push({ x: sideYardSide === 'left' ? oldTreeX : lotW - oldTreeX, y: rng.range(frontY + houseD + 5, frontY + houseD + 9), r: rng.range(2.5, 3.5) });
  return { patches, shrubs, trees };
}

/** The four areas a design may cover, each with its bounds, what it must keep clear, and where it is entered. */
function yardZones(
  { lotW, lotD, houseX, houseW, houseD, frontY, doorX, sideYardSide, garage }: Plot,
  { rearDoorU, driveway, walkEntry }: { rearDoorU: number; driveway: Polygon; walkEntry: Vec2 },
): Record<AreaId, YardZone> {
  const backY = frontY + houseD;
  return {
    front_yard: {
      area: 'front_yard',
      bounds: { x: 0.3, y: 0.3, w: lotW - 0.6, h: frontY - 0.3 },
      keepOut: [driveway],
      entry: walkEntry,
      anchor: { x: doorX, y: frontY },
    },
    walkway: (() => {
      const half = 3.6;
      let x0 = Math.max(0.3, doorX - half);
      let x1 = Math.min(lotW - 0.3, doorX + half);
      const dx0 = houseX + garage.u - 0.3;
      const dx1 = dx0 + garage.w + 0.6;
      if (sideYardSide === 'left') x1 = Math.min(x1, dx0);
      else x0 = Math.max(x0, dx1);
      return {
        area: 'walkway',
        bounds: { x: x0, y: 0.3, w: x1 - x0, h: frontY - 0.3 },
        keepOut: [driveway],
        entry: { x: doorX, y: 0 },
        anchor: { x: doorX, y: frontY },
      } satisfies YardZone;
    })(),
    side_yard: (() => {
      const x0 = sideYardSide === 'left' ? 0.3 : houseX + houseW;
      const x1 = sideYardSide === 'left' ? houseX : lotW - 0.3;
      return {
        area: 'side_yard',
        bounds: { x: x0, y: frontY + 0.5, w: x1 - x0, h: houseD - 0.5 },
        keepOut: [],
        entry: { x: (x0 + x1) / 2, y: frontY },
        anchor: { x: (x0 + x1) / 2, y: backY },
      } satisfies YardZone;
    })(),
    backyard: {
      area: 'backyard',
      bounds: { x: 0.3, y: backY + 0.2, w: lotW - 0.6, h: lotD - backY - 0.5 },
      keepOut: [],
      entry: { x: houseX + rearDoorU, y: backY },
      anchor: { x: houseX + rearDoorU, y: backY },
    },
  };
}

function backdropOf(address: string) {
  const place = locateAddress(address)?.place ?? null;
  return backdropFor(climateOf(place), place);
}

/** The house outline in plan metres, with its roof overhang ignored. */
export const houseOutline = (scene: Scene): Polygon => rectPolygon(scene.house.footprint);
