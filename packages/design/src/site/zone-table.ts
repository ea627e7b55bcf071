import { existsSync, readFileSync } from 'node:fs';
import type { HardinessZone } from '../types.ts';

// The USDA zone of every U.S. ZIP (2012 map), shipped in packages/design/data (see its README for
// the source and why a zone reads "this zone or half a zone warmer"). Parsed once, on first use.

export interface ZipZone {
  zip: string;
  zone: HardinessZone;
  lat: number;
  lon: number;
}

// packages/design/data, found from src/site/ or from the compiled dist/ alike.
function packageRootUrl(from: string): URL {
  let dir = new URL('./', from);
  while (!existsSync(new URL('package.json', dir))) {
    const parent = new URL('../', dir);
    if (parent.href === dir.href) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
/** A file of packages/design/data. */
export const dataFileUrl = (name: string): URL => new URL(`data/${name}`, packageRootUrl(import.meta.url));
const FILE = dataFileUrl('usda-hardiness-zones-by-zip.csv');
let table: Map<string, ZipZone> | null = null;

export function parseZone(code: string): HardinessZone | null {
  const m = /^(\d{1,2})([ab])$/.exec(code.trim());
  if (!m) return null;
  return { code: `${Number(m[1])}${m[2]}`, number: Number(m[1]), source: 'usda_2012' };
}

/** Parses the table now (it is otherwise parsed on first use). */
export function load(): Map<string, ZipZone> {
  if (table) return table;
  const rows = new Map<string, ZipZone>();
  // About 26 half-zones among 29,753 ZIPs: one frozen zone object each, shared by its rows.
  const zones = new Map<string, HardinessZone | null>();
  const zoneOf = (code: string) => {
    if (!zones.has(code)) {
      const z = parseZone(code);
      zones.set(code, z && Object.freeze(z));
    }
    return zones.get(code)!;
  };
  const lines = readFileSync(FILE, 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const [zip, code, lat, lon] = line.trim().split(',');
    const zone = code ? zoneOf(code) : null;
    if (!zip || !zone) continue;
    rows.set(zip, { zip, zone, lat: Number(lat), lon: Number(lon) });
  }
  table = rows;
  return rows;
}

export function zoneForZip(zip: string): ZipZone | null {
  return load().get(zip) ?? null;
}

/** Most common zone among some ZIPs (a city spans several), with their mean position. */
export function zoneForZips(zips: string[]): ZipZone | null {
  const found = zips.map(zoneForZip).filter((z): z is ZipZone => z !== null);
  if (found.length === 0) return null;
  const counts = new Map<string, { n: number; zone: ZipZone }>();
  for (const z of found) {
    const entry = counts.get(z.zone.code) ?? { n: 0, zone: z };
    entry.n++;
    counts.set(z.zone.code, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n || a.zone.zone.number - b.zone.zone.number)[0].zone;
  const lat = found.reduce((s, z) => s + z.lat, 0) / found.length;
  const lon = found.reduce((s, z) => s + z.lon, 0) / found.length;
  return { ...best, lat, lon };
}

/** The ZIP centroid nearest to a point, when one lies within `maxKm` (a U.S. point from a geocoder or the world list). */
export function nearestZone(lat: number, lon: number, maxKm = 40): ZipZone | null {
  let best: ZipZone | null = null;
  let bestKm = maxKm;
  const cos = Math.cos((lat * Math.PI) / 180);
  for (const z of load().values()) {
    const dy = (z.lat - lat) * 111.2;
    if (Math.abs(dy) > bestKm) continue;
    const dx = (z.lon - lon) * 111.2 * cos;
    const km = Math.hypot(dx, dy);
    if (km < bestKm) {
      bestKm = km;
      best = z;
    }
  }
  return best;
}
