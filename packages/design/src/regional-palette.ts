import { isCrop } from './edibles.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { regionOf, US_REGIONS } from './catalogue/places.ts';
import { plantFacts } from './catalogue/plant-table.ts';
import { stylePalette } from './catalogue/style-catalogue.ts';
import type { SiteFit } from './plant-rules.ts';
import type { PlantSpec, StyleDefinition } from './types.ts';

// A style keeps its look with the plants of the place. California Native outside California becomes the
// natives of the state (of its region when the catalogue has too few of the state's own for an area):
// "California Native look with Florida natives". Xeriscaping takes every low-water plant of the table,
// the region's natives first, so Phoenix gets the Sonoran palette and Denver the high plains'. Tropical
// Oasis in the tropics has palms in every area. Every other style draws on its own palette (the table's
// `styles` column).

export interface Palette {
  plants: PlantSpec[];
  /** Whose natives the palette is: a state code or a region id (catalogue/places.ts); null when not natives. */
  nativesOf: string | null;
  /** The states whose natives count as local here. */
  localStates: string[];
  /** The style's signature plants are replaced when not native here (California Native outside California). */
  nativesOnly: boolean;
}

// every plant of the table but the crops, which grow only in vegetable beds
const ALL = () => Object.values(PLANT_LIBRARY).filter((p) => !isCrop(p));
const nativeTo = (p: PlantSpec, states: string[]) => plantFacts(p.id).native.some((s) => states.includes(s));

/** The plants a style may use in this area of this site; `fits` says whether a plant fits the area. */
export function paletteAt(style: StyleDefinition, fit: SiteFit | null, fits: (p: PlantSpec) => boolean, enough: number): Palette {
  const own = stylePalette(style);
  const state = fit && !fit.climateUnknown ? fit.state : null;
  if (!state) return { plants: own, nativesOf: null, localStates: [], nativesOnly: false };
  const region = regionOf(state);
  const regionStates = region ? US_REGIONS[region]! : [state];
  if (style.id === 'california_native' && state !== 'CA') {
    const mine = ALL().filter((p) => nativeTo(p, [state]));
    if (mine.filter(fits).length >= enough) return { plants: mine, nativesOf: state, localStates: [state], nativesOnly: true };
    const wider = ALL().filter((p) => nativeTo(p, regionStates));
    return { plants: wider, nativesOf: region ?? state, localStates: regionStates, nativesOnly: true };
  }
  if (style.id === 'california_native') {
    const extra = ALL().filter((p) => nativeTo(p, ['CA']) && !own.includes(p));
    return { plants: [...own, ...extra], nativesOf: null, localStates: ['CA'], nativesOnly: false };
  }
  if (style.id === 'xeriscaping') {
    const dry = ALL().filter((p) => p.water === 'low' && !own.includes(p));
    return { plants: [...own, ...dry], nativesOf: state, localStates: [state], nativesOnly: false };
  }
  return { plants: own, nativesOf: null, localStates: [state], nativesOnly: false };
}

/** Native to the place the palette counts as local. */
export const isLocal = (p: PlantSpec, palette: Palette) => palette.localStates.length > 0 && nativeTo(p, palette.localStates);

/** A tropical oasis in the tropics has palms in every area: the fitting palms of the palette, one tall and one low. */
export function palmsFor(style: StyleDefinition, fit: SiteFit | null, palette: Palette, fits: (p: PlantSpec) => boolean): PlantSpec[] {
  if (style.id !== 'tropical_oasis' || fit?.summer !== 'tropical') return [];
  const palms = palette.plants.filter((p) => p.form === 'palm' && fits(p));
  const local = (p: PlantSpec) => (isLocal(p, palette) ? 0 : 1);
  const tall = palms.filter((p) => p.role === 'tree').sort((a, b) => local(a) - local(b) || a.id.localeCompare(b.id))[0];
  const low = palms.filter((p) => p.role !== 'tree').sort((a, b) => local(a) - local(b) || a.heightM - b.heightM || a.id.localeCompare(b.id))[0];
  return [tall, low].filter((p): p is PlantSpec => !!p);
}
