import { AREA_IDS, STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { STYLE_CATALOGUE, stylePalette } from './catalogue/style-catalogue.ts';
import { buildPlan } from './plan-builder.ts';
import { MIN_SPECIES, selectPlants, siteFit } from './plant-selection.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { stateOf } from './site/state.ts';
import { plantFacts } from './catalogue/plant-table.ts';
import { regionOf, US_REGIONS } from './catalogue/places.ts';
import { parseWishes } from './wish-parser.ts';

// Enough hardy species per style in every climate: a zone-4 winter (Minneapolis) or desert heat rules
// out most signature plants, and the style's palette keeps the design from thinning to 2-3 species.

const CITIES = {
  Minneapolis: '350 S 5th St, Minneapolis, MN 55415',
  Phoenix: '200 W Washington St, Phoenix, AZ 85003',
  Seattle: '600 4th Ave, Seattle, WA 98104',
  Miami: '3500 Pan American Dr, Miami, FL 33133',
} as const;

describe('species per style × climate', () => {
  for (const [city, address] of Object.entries(CITIES)) {
    const scene = sceneFromAddress(address);
    const site = resolveSite(address, { scene });
    const state = stateOf(site.place)!;
    // the state's natives, or its region's where the catalogue has too few of the state's own
    const local = US_REGIONS[regionOf(state)!]!;
    it.each(STYLE_IDS)(`${city}: %s has enough species that live there`, (style) => {
      const def = STYLE_CATALOGUE[style];
      const full = selectPlants(def, parseWishes(''), { ...siteFit(site, 'backyard')!, exposure: 'full_sun', hours: 8 });
      expect(full.pool.length, full.pool.map((p) => p.id).join(', ')).toBeGreaterThanOrEqual(MIN_SPECIES);
      const part = selectPlants(def, parseWishes(''), { ...siteFit(site, 'backyard')!, exposure: 'part_shade', hours: 4 });
      expect(part.pool.length, part.pool.map((p) => p.id).join(', ')).toBeGreaterThanOrEqual(3);
      const zone = site.zone!.number;
      for (const p of [...full.pool, ...part.pool]) {
        // Every one is of the style's palette (the two regional styles: the place's natives, or a low-water
        // plant) and winters in the zone (a plant rated to zone 11 or warmer takes every warmer zone).
        if (style === 'xeriscaping') expect(stylePalette(def).includes(p) || p.water === 'low', p.id).toBe(true);
        else if (style === 'california_native')
          expect(stylePalette(def).includes(p) || plantFacts(p.id).native.some((s) => local.includes(s)), p.id).toBe(true);
        else expect(stylePalette(def)).toContain(p);
        expect(p.zones.min).toBeLessThanOrEqual(zone);
        expect(Math.max(p.zones.max, p.zones.max >= 11 ? 13 : 0)).toBeGreaterThanOrEqual(zone);
      }
      // The whole design (four areas, each drawing what fits its beds) has at least five species.
      const species = new Set(AREA_IDS.flatMap((area) => buildPlan({ area, style, wishes: '', scene, seed: 7, site }).palette.map((p) => p.id)));
      expect(species.size, [...species].join(', ')).toBeGreaterThanOrEqual(5);
    });
  }
});
