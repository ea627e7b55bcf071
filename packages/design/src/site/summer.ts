import type { SummerType } from '../catalogue/plant-table.ts';
import type { ClimateClass } from '../types.ts';

// The summer a garden has to live through, read from the Köppen class the way a landscape architect
// reads a region: what decides whether a plant "thrives in hot-arid, hot-humid, cool-humid, cold-continental
// or Mediterranean summers" (the plant table's `summers` column). The zone decides the winter; this, the
// summer's heat and humidity.
//
//   A* (Af Am Aw As)                      tropical          Miami, Honolulu, San Juan
//   BWh BSh                               hot_arid          Phoenix, Las Vegas, Tucson
//   BWk BSk, zone 9 and warmer, in CA     mediterranean     Los Angeles, San Diego (mild, dry summers)
//   BWk BSk, zone 9 and warmer, elsewhere hot_arid          low-desert edges of Arizona and Nevada
//   BWk BSk (colder), Dsa                 cold_arid         Denver, Albuquerque, El Paso, Cheyenne
//   Csa                                   mediterranean     Sacramento, Boise
//   Csb Csc                               marine            Seattle, Portland, San Francisco
//   Cfa Cwa                               hot_humid         New Orleans, Austin, Atlanta, Boston
//   Dfa Dwa                               cold_continental  Minneapolis, Chicago, Pierre
//   Cfb Cfc Dfb Dfc Dwb Dwc Dsb Dsc ET    cool_humid        Burlington, Anchorage, Fairbanks, Juneau

export function summerOf(climate: ClimateClass, zone: number | null, state: string | null): SummerType {
  const k = climate.code;
  if (climate.group === 'A') return 'tropical';
  if (climate.group === 'B') {
    if (k[2] === 'h') return 'hot_arid';
    if ((zone ?? 0) >= 9) return state === 'CA' ? 'mediterranean' : 'hot_arid';
    return 'cold_arid';
  }
  if (k === 'Csa') return 'mediterranean';
  if (k === 'Csb' || k === 'Csc') return 'marine';
  if (k === 'Cfa' || k === 'Cwa') return 'hot_humid';
  if (k === 'Dfa' || k === 'Dwa') return 'cold_continental';
  if (k === 'Dsa') return 'cold_arid';
  return 'cool_humid';
}
