import { AREA_IDS, STYLE_IDS, type AreaId, type StyleId } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { plantFacts } from './catalogue/plant-table.ts';
import { STYLE_CATALOGUE } from './catalogue/style-catalogue.ts';
import { buildPlan } from './plan-builder.ts';
import { selectPlants, siteFit } from './plant-selection.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { stateOf } from './site/state.ts';
import { summerOf } from './site/summer.ts';
import type { DesignPlan, PlantSpec, Site } from './types.ts';
import { parseWishes } from './wish-parser.ts';
import { applyEdit } from './edit/apply-edit.ts';
import { parseEdit } from './edit/edit-parser.ts';

// The rules a landscape architect applies to every plant on a sheet, checked against the plant table's facts
// (packages/design/data/plants.csv) for every plant the engine may pick, in every style, at addresses over
// every Köppen class of the shipped climate table:
//   in its zones (a plant rated to zone 11 or warmer takes every warmer zone: the sources' charts stop there);
//   thriving in the summer of the place (site/summer.ts reads it from the Köppen class);
//   not invasive or regulated in the state;
//   moss, ferns, hostas and other shade plants only where the area's sun says shade;
//   no high-water plant in an arid (Köppen B) climate when no wish asks for one;
//   and in the sun it wants.

const ADDRESSES = {
  Cfa: ['800 Canal St, New Orleans, LA 70112', '301 Congress Ave, Austin, TX 78701', '1 Beacon St, Boston, MA 02108', '55 Park Pl NE, Atlanta, GA 30303'],
  Dfb: ['149 Church St, Burlington, VT 05401', '800 Cushman St, Fairbanks, AK 99701'],
  Dfa: ['4501 Lyndale Ave S, Minneapolis, MN 55409', '100 E Randolph St, Chicago, IL 60601'],
  BSk: ['1437 Bannock St, Denver, CO 80202', '200 N Spring St, Los Angeles, CA 90012', '400 Marquette Ave NW, Albuquerque, NM 87102'],
  Csb: ['600 4th Ave, Seattle, WA 98101', '3250 24th St, San Francisco, CA 94110'],
  Cfb: ['626 State St, Erie, PA 16510'],
  Csa: ['1315 10th St, Sacramento, CA 95814'],
  BWh: ['200 W Washington St, Phoenix, AZ 85003', '495 S Main St, Las Vegas, NV 89101'],
  BSh: ['255 W Alameda St, Tucson, AZ 85701'],
  Am: ['444 SW 2nd Ave, Miami, FL 33130'],
  Af: ['100 Calle Fortaleza, San Juan, PR 00901'],
  BWk: ['300 N Campbell St, El Paso, TX 79901'],
  Aw: ['735 8th St S, Naples, FL 34103'],
  Dsb: ['149 3rd Ave N, Okanogan, WA 98840'],
  Dfc: ['130 S Galena St, Aspen, CO 81611'],
  Dsc: ['632 W 6th Ave, Anchorage, AK 99501'],
  Dwa: ['500 E Capitol Ave, Pierre, SD 57501'],
  Dwb: ['38 1st St W, Dickinson, ND 58601'],
  Dwc: ['12 Clear Ave, Clear, AK 99704'],
  ET: ['12001 Business Blvd, Eagle River, AK 99577'],
  As: ['75-5722 Kuakini Hwy, Kailua Kona, HI 96740'],
  Dsa: ['100 Main St, Dove Creek, CO 81324'],
  Cfc: ['100 Lincoln St, Sitka, AK 99835'],
  // No class in the table for Oahu's ZIPs: the class of the nearest classed ZIP.
  none: ['530 S King St, Honolulu, HI 96813'],
} as const;
const ALL = Object.entries(ADDRESSES).flatMap(([k, list]) => list.map((address) => ({ koppen: k, address })));
/** Every style in every area at these; one area a style (in turn) elsewhere, so the test stays quick. */
const EVERY_AREA = ['Seattle', 'Phoenix', 'Miami', 'Minneapolis', 'Denver', 'New Orleans', 'Anchorage', 'Honolulu', 'Boston', 'Austin'];

const placed = new Map<string, { scene: ReturnType<typeof sceneFromAddress>; site: Site }>();
function place(address: string) {
  let p = placed.get(address);
  if (!p) {
    const scene = sceneFromAddress(address);
    p = { scene, site: resolveSite(address, { scene }) };
    placed.set(address, p);
  }
  return p;
}

/** Why a plant breaks a designer's rule in this area of this site, or null. */
function broken(p: PlantSpec, site: Site, area: AreaId, exposure: string | null): string | null {
  const f = plantFacts(p.id);
  const zone = site.zone!.number;
  const state = stateOf(site.place)!;
  const summer = summerOf(site.climate!, zone, state);
  if (zone < p.zones.min || (zone > p.zones.max && p.zones.max < 11)) return `zone ${zone} outside ${p.zones.min}-${p.zones.max}`;
  if (!f.summers.includes(summer)) return `does not thrive in ${summer} summers`;
  const listed = f.regulated.find((r) => r.state === state);
  if (listed) return `${listed.status} in ${state}`;
  if (f.shadePlant && exposure === 'full_sun') return `shade plant in full sun (${area})`;
  if (site.climate!.arid && p.water === 'high') return 'high water in an arid climate';
  if (exposure && !p.sun.includes(exposure as PlantSpec['sun'][number])) return `wants ${p.sun.join('/')}, area is ${exposure}`;
  return null;
}

const label = (p: PlantSpec) => `${p.id} (${p.botanical})`;

describe.each(ALL)('designer rules at $address ($koppen)', ({ address }) => {
  const everyArea = EVERY_AREA.some((c) => address.includes(c));

  it('is placed with a zone, a climate class and a state', () => {
    const { site } = place(address);
    expect(site.zone, 'zone').not.toBeNull();
    expect(site.climate, 'climate class').not.toBeNull();
    expect(stateOf(site.place)).toMatch(/^[A-Z]{2}$/);
  });

  it('every plant each style may pick in each area, and every plant planted, keeps the rules', () => {
    const { scene, site } = place(address);
    const wrong: string[] = [];
    for (const [i, style] of STYLE_IDS.entries()) {
      for (const area of AREA_IDS) {
        const fit = siteFit(site, area);
        const exposure = fit?.exposure ?? null;
        const { pool } = selectPlants(STYLE_CATALOGUE[style], parseWishes(''), fit);
        for (const p of pool) {
          const why = broken(p, site, area, exposure);
          if (why) wrong.push(`${style} ${area} pool: ${label(p)}: ${why}`);
        }
        if (!everyArea && AREA_IDS.indexOf(area) !== i % AREA_IDS.length) continue;
        const plan = buildPlan({ area, style, wishes: '', scene, seed: 11, site });
        for (const p of plan.palette) {
          const why = broken(p, site, area, plan.sun?.exposure ?? null);
          if (why) wrong.push(`${style} ${area} plan: ${label(p)}: ${why}`);
        }
        if (plan.sun?.exposure === 'full_sun' && plan.ground.some((g) => g.material.id === 'moss_carpet'))
          wrong.push(`${style} ${area}: moss carpet in full sun`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});

// The picks a landscape architect crossed out on the first sheets (issue 47), at those four cities.
const CROSSED_OUT: Record<string, string[]> = {
  'Seattle, WA': ['perennial_peanut'],
  'Phoenix, AZ': ['perennial_peanut', 'autumn_joy_sedum', 'russian_sage', 'hardy_ice_plant'],
  'Miami, FL': ['desert_willow', 'cleveland_sage', 'windmill_palm'],
  'Minneapolis, MN': ['amur_maple', 'pinyon_pine'],
};

function plansAt(address: string, styles: readonly StyleId[] = STYLE_IDS): DesignPlan[] {
  const { scene, site } = place(address);
  return styles.flatMap((style) => AREA_IDS.map((area) => buildPlan({ area, style, wishes: '', scene, seed: 11, site })));
}

describe('the crossed-out picks do not come back', () => {
  it.each(Object.entries(CROSSED_OUT))('%s', (city, ids) => {
    const address = ALL.find((a) => a.address.includes(city))!.address;
    const { site } = place(address);
    const picked = new Set<string>();
    for (const style of STYLE_IDS)
      for (const area of AREA_IDS) for (const p of selectPlants(STYLE_CATALOGUE[style], parseWishes(''), siteFit(site, area)).pool) picked.add(p.id);
    for (const plan of plansAt(address)) for (const p of plan.palette) picked.add(p.id);
    expect(ids.filter((id) => picked.has(id))).toEqual([]);
  });

  it('Miami Tropical Oasis has a palm in every area', () => {
    const plans = plansAt(ALL.find((a) => a.address.includes('Miami'))!.address, ['tropical_oasis']);
    const palms = plans.map((plan) => [plan.area, plan.palette.filter((p) => p.form === 'palm').map((p) => p.id)] as const);
    for (const [area, list] of palms) expect(list.length, `${area}: ${JSON.stringify(palms)}`).toBeGreaterThan(0);
    // and the palms are planted in the area, not only listed
    for (const plan of plans)
      expect(
        plan.plants.some((p) => plan.palette[p.number - 1]?.form === 'palm'),
        plan.area,
      ).toBe(true);
  });

  it('no moss or fern stands in full sun, in any style at the four cities', () => {
    const wrong: string[] = [];
    for (const city of Object.keys(CROSSED_OUT)) {
      for (const plan of plansAt(ALL.find((a) => a.address.includes(city))!.address)) {
        if (plan.sun?.exposure !== 'full_sun') continue;
        for (const p of plan.palette) if (p.form === 'fern' || /moss/i.test(p.common)) wrong.push(`${city} ${plan.style} ${plan.area}: ${p.common}`);
        if (plan.ground.some((g) => g.material.id === 'moss_carpet')) wrong.push(`${city} ${plan.style} ${plan.area}: moss carpet`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('plants an edit adds keep the rules too', () => {
  it.each(Object.keys(CROSSED_OUT))('%s: add a palm, ferns, a tree, shrubs, roses, lavender', (city) => {
    const address = ALL.find((a) => a.address.includes(city))!.address;
    const { scene, site } = place(address);
    const wrong: string[] = [];
    let added = 0;
    for (const style of ['tropical_oasis', 'japanese_zen', 'cottage_garden'] as const) {
      for (const area of AREA_IDS) {
        const plan = buildPlan({ area, style, wishes: '', scene, seed: 11, site });
        const edited = applyEdit(scene, plan, parseEdit('add a palm, add ferns, add a tree, add shrubs, add roses, add lavender')).plan;
        added += edited.plants.length - plan.plants.length;
        for (const p of edited.palette) {
          const why = broken(p, site, area, edited.sun?.exposure ?? null);
          if (why) wrong.push(`${style} ${area}: ${label(p)}: ${why}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(added).toBeGreaterThan(0);
  });
});
