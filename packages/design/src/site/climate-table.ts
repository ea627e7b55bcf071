import { readFileSync } from 'node:fs';
import type { ClimateClass } from '../types.ts';
import { dataFileUrl } from './zone-table.ts';

// The Köppen-Geiger climate class of every U.S. ZIP, shipped in packages/design/data as runs: each
// row's class holds for every listed ZIP from its `zip_from` up to the next row's (see the data README
// for the source). Parsed once, on first use.

const FILE = dataFileUrl('koppen-climate-by-zip-runs.csv');
let runs: { from: string; code: string }[] | null = null;

/** Parses the table now (it is otherwise parsed on first use). */
export function load(): { from: string; code: string }[] {
  if (runs) return runs;
  const rows: { from: string; code: string }[] = [];
  for (const line of readFileSync(FILE, 'utf8').split('\n').slice(1)) {
    const [from, code] = line.trim().split(',');
    if (from) rows.push({ from, code: code ?? '' });
  }
  runs = rows;
  return rows;
}

/** Hot or dry as a gardener reads a class: what decides water use, heat tolerance and whether a lawn belongs. */
export function climateClass(code: string): ClimateClass | null {
  const k = code.trim();
  if (!/^[ABCDE][A-Za-z]{1,2}$/.test(k)) return null;
  const group = k[0] as ClimateClass['group'];
  const arid = group === 'B';
  const desert = k.startsWith('BW');
  const drySummer = (group === 'C' || group === 'D') && k[1] === 's';
  // Heat, 0-3: how hard the summer is on a plant from a cool garden.
  let heat: ClimateClass['heat'];
  if (group === 'A') heat = 3;
  else if (arid) heat = k[2] === 'h' ? 3 : 1;
  else if (group === 'E') heat = 0;
  else heat = k[2] === 'a' ? 2 : k[2] === 'b' ? 1 : 0;
  let kind: ClimateClass['kind'];
  if (arid) kind = k[2] === 'h' ? 'hot_dry' : 'cold_dry';
  else if (group === 'A') kind = 'tropical';
  else if (drySummer) kind = 'dry_summer';
  else if (group === 'C') kind = heat >= 2 ? 'hot_humid' : 'mild_moist';
  else kind = 'cold_winter';
  return { code: k, group, kind, heat, arid, desert, drySummer };
}

// ZIPs the map leaves unclassed although they have a place (Oahu's): a class read by hand, with the reason
// (data/koppen-gaps.csv, see the data README).
let gaps: { from: string; to: string; code: string }[] | null = null;
function gapClass(zip: string): string | null {
  gaps ??= readFileSync(dataFileUrl('koppen-gaps.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => {
      const [from, to, code] = l.split(',');
      return { from: from!, to: to!, code: code! };
    });
  return gaps.find((g) => g.from <= zip && zip <= g.to)?.code ?? null;
}

/** The climate class at a U.S. ZIP, or null when the table has none for it. */
export function climateForZip(zip: string): ClimateClass | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const rows = load();
  // The last run starting at or before this ZIP.
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.from <= zip) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const code = found < 0 ? '' : rows[found]!.code;
  return climateClass(code || (gapClass(zip) ?? ''));
}
