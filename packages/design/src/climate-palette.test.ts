import { AREA_IDS, STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { DESIGN_LANGUAGES, translateNote } from './catalogue/languages/index.ts';
import { STYLE_CATALOGUE, stylePalette } from './catalogue/style-catalogue.ts';
import { buildPlan } from './plan-builder.ts';
import { selectPlants, siteFit } from './plant-selection.ts';
import { sceneFromAddress } from './scene.ts';
import { climateForZip } from './site/climate-table.ts';
import { resolveSite } from './site/site.ts';
import { parseWishes } from './wish-parser.ts';
import { plantFacts } from './catalogue/plant-table.ts';
import { stateOf } from './site/state.ts';
import { regionOf, US_REGIONS } from './catalogue/places.ts';
import type { PlantSpec } from './types.ts';

// Climate, not just zone: the Köppen class of the ZIP decides water, heat and lawn; each style keeps
// its character through look-alikes from its own palette.

const PHOENIX = '200 W Washington St, Phoenix, AZ 85003';
const PORTLAND = '2020 SW 4th Ave, Portland, OR 97201';
const MINNEAPOLIS = '4501 Lyndale Ave S, Minneapolis, MN';
const MIAMI = '444 SW 2nd Ave, Miami, FL 33130';

const placed = (address: string) => {
  const scene = sceneFromAddress(address);
  return { scene, site: resolveSite(address, { scene }) };
};

describe('climate class by ZIP', () => {
  it('reads the shipped table: Phoenix hot desert, Portland dry-summer, Minneapolis hot-summer continental, Miami tropical', () => {
    expect(climateForZip('85004')).toMatchObject({ code: 'BWh', arid: true, heat: 3, kind: 'hot_dry' });
    expect(climateForZip('97201')).toMatchObject({ code: 'Csb', arid: false, drySummer: true, kind: 'dry_summer' });
    expect(climateForZip('55401')).toMatchObject({ code: 'Dfa', kind: 'cold_winter' });
    expect(climateForZip('33130')).toMatchObject({ code: 'Am', kind: 'tropical' });
    expect(climateForZip('abcde')).toBeNull();
  });

  it('places an address with its zone and its class', () => {
    const { site } = placed(PHOENIX);
    expect(site.zone?.code).toBe('9b');
    expect(site.climate?.code).toBe('BWh');
    expect(placed(MINNEAPOLIS).site.climate?.group).toBe('D');
  });
});

describe('Phoenix (arid, 9b)', () => {
  const { scene, site } = placed(PHOENIX);

  it.each(STYLE_IDS)('%s: no turf and no high-water plant, and the site line says why', (style) => {
    for (const [i, area] of AREA_IDS.entries()) {
      const plan = buildPlan({ area, style, wishes: ['', 'low maintenance', 'kids, fire pit', 'safe for our dog'][i]!, scene, seed: 3, site });
      expect(plan.palette.filter((p) => p.water === 'high').map((p) => p.id)).toEqual([]);
      expect(plan.ground.filter((g) => g.material.kind === 'lawn' || g.material.kind === 'meadow')).toEqual([]);
      expect(plan.coverage.lawnM2).toBe(0);
      // Nor a moss carpet under the beds: it would need the water the desert cannot spare.
      expect(plan.ground.filter((g) => g.material.id === 'moss_carpet')).toEqual([]);
      expect(plan.notes.map((n) => n.text)).toContain('Hot and dry: low-water plants, no lawn');
    }
  });

  it('a wished lawn is kept small and said', () => {
    const plan = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: 'a lawn for the kids', scene, seed: 3, site });
    expect(plan.coverage.lawnM2).toBeGreaterThan(0);
    expect(plan.coverage.lawnM2).toBeLessThanOrEqual(plan.coverage.plantedM2 * 0.2 + 0.5);
    expect(plan.notes.map((n) => n.text)).toContain('Hot and dry: low-water plants and a small lawn, as asked');
    expect(plan.palette.filter((p) => p.water === 'high')).toEqual([]);
  });

  it('says the climate line in Spanish and Chinese', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'tropical_oasis', wishes: '', scene, seed: 3, site });
    const line = plan.notes.find((n) => n.key === 'climate.hotDry')!;
    expect(translateNote(line, DESIGN_LANGUAGES.es)).toBe('Cálido y seco: plantas de poco riego, sin césped');
    expect(translateNote(line, DESIGN_LANGUAGES.zh)).toBe('炎热干燥：选用少浇水的植物，不设草坪');
  });
});

describe('style × climate palettes', () => {
  it('Portland and Phoenix get different Mediterranean plants', () => {
    const pool = (address: string) => {
      const { site } = placed(address);
      return selectPlants(STYLE_CATALOGUE.mediterranean, parseWishes(''), siteFit(site, 'backyard')).pool.map((p) => p.id);
    };
    const portland = pool(PORTLAND);
    const phoenix = pool(PHOENIX);
    expect(portland).not.toEqual(phoenix);
    // Bay laurel and Provence lavender wilt in desert heat; Portland's 8b winters are too cold for a Meyer lemon.
    expect(phoenix).not.toContain('provence_lavender');
    expect(portland).toContain('provence_lavender');
    expect(portland).not.toContain('meyer_lemon');
  });

  it('says plainly when no plant of a style thrives in an area (Desert Modern in a zone-2 Alaskan winter), in every language', () => {
    const { scene, site } = placed('12 Clear Ave, Clear, AK 99704');
    for (const area of AREA_IDS) {
      const plan = buildPlan({ area, style: 'desert_modern', wishes: '', scene, seed: 7, site });
      expect(plan.palette).toEqual([]);
      const note = plan.notes.find((n) => n.key === 'climate.nothingThrivesZone');
      expect(note?.text).toBe('No Desert Modern plant thrives in this spot in zone 2a, so it is left to its ground and paving');
      expect(translateNote(note!, DESIGN_LANGUAGES.es)).toMatch(/^Ninguna planta de estilo .+ prospera en este rincón en la zona 2a/);
      expect(translateNote(note!, DESIGN_LANGUAGES.zh)).toMatch(/^在 2a 区，这个位置没有能良好生长的.+风格植物/);
    }
    // where plants do thrive, nothing of the kind is said
    const planted = buildPlan({ area: 'backyard', style: 'cottage_garden', wishes: '', scene, seed: 7, site });
    expect(planted.palette.length).toBeGreaterThan(0);
    expect(planted.notes.filter((n) => n.key.startsWith('climate.nothingThrives'))).toEqual([]);
  });

  it('Tropical Oasis in Minneapolis has no cactus and says what changed: few of its own plants, hardy look-alikes named', () => {
    const { scene, site } = placed(MINNEAPOLIS);
    for (const area of AREA_IDS) {
      const plan = buildPlan({ area, style: 'tropical_oasis', wishes: '', scene, seed: 5, site });
      expect(plan.palette.filter((p) => ['barrel_cactus', 'column_cactus', 'agave', 'ocotillo'].includes(p.form)).map((p) => p.id)).toEqual([]);
      const note = plan.notes.find((n) => n.key === 'climate.styleChanged');
      expect(note?.text).toMatch(/^Few Tropical Oasis plants thrive here: \d of its 8 signature plants are kept; the look comes from .+$/);
      const named = String(note!.params.plants).split(', ');
      for (const name of named) expect(plan.palette.map((p) => p.common)).toContain(name);
      expect(named.length).toBeGreaterThan(0);
      const zh = translateNote(note!, DESIGN_LANGUAGES.zh);
      expect(zh).toMatch(/^这里适合热带绿洲风格的植物不多：保留了 8 种代表植物中的 \d 种，由.+延续风格$/);
      for (const name of named) expect(zh).not.toContain(name);
      expect(translateNote(note!, DESIGN_LANGUAGES.es)).toMatch(/^Pocas plantas de estilo Oasis tropical prosperan aquí/);
    }
  });

  it.each([PHOENIX, PORTLAND, MINNEAPOLIS, MIAMI])("every style's plants are in its palette: %s", (address) => {
    const { scene, site } = placed(address);
    const empty: string[] = [];
    for (const style of STYLE_IDS) {
      const palette = stylePalette(STYLE_CATALOGUE[style]);
      for (const area of AREA_IDS) {
        for (const wishes of ['', 'safe for our dog, low maintenance', 'drought tolerant']) {
          const plan = buildPlan({ area, style, wishes, scene, seed: 7, site });
          // The two regional styles take the place's natives (California Native) or its low-water plants (Xeriscaping).
          const regional = (p: PlantSpec) =>
            (style === 'california_native' && plantFacts(p.id).native.some((s) => US_REGIONS[regionOf(stateOf(site.place)!)!]!.includes(s))) ||
            (style === 'xeriscaping' && p.water === 'low');
          const outside = plan.palette.filter((p) => !regional(p) && (!palette.includes(p) || !p.styles.includes(style))).map((p) => p.id);
          expect(outside, `${style} ${area} '${wishes}'`).toEqual([]);
          if (plan.palette.length === 0 && wishes !== 'drought tolerant')
            empty.push(`${address.slice(-12)} ${style} ${area} '${wishes}' ${plan.sun?.exposure}`);
        }
      }
    }
    // Every style plants something in every area of every climate, whatever the sun (a drought-tolerant
    // wish may leave a small area to its hardscape where no low-water plant of the style fits).
    expect(empty).toEqual([]);
  });
});
