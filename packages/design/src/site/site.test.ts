import { describe, expect, it } from 'vitest';
import { sceneFromAddress } from '../scene.ts';
import type { Scene } from '../types.ts';
import { checkAddress, resolveSite, siteHeadline } from './site.ts';
import { loadPlaceTables } from './locate.ts';
import { areaSun, exposureFor } from './sun.ts';

const siteOf = (address: string, geocoded?: Parameters<typeof resolveSite>[1]['geocoded']) =>
  resolveSite(address, { scene: sceneFromAddress(address), geocoded });

describe('locating an address offline', () => {
  it('reads the ZIP, even after a five-digit house number', () => {
    const s = siteOf('12345 NW Cornell Rd, Portland, OR 97229');
    expect(s.place).toMatchObject({ label: 'Portland, OR', country: 'US', source: 'zip', zip: '97229' });
    expect(s.zone?.code).toBe('8b');
  });

  it('places a U.S. city and state without a ZIP, with the zone most of its ZIPs have', () => {
    expect(siteHeadline(siteOf('4501 Lyndale Ave S, Minneapolis, MN'))).toBe('Zone 4b · Minneapolis, MN');
    expect(siteHeadline(siteOf('Santa Fe, New Mexico'))).toBe('Zone 6b · Santa Fe, NM');
    expect(siteOf('Denver CO').place?.source).toBe('city');
  });

  it('places a city of the world, with no USDA zone outside the U.S.', () => {
    const mx = siteOf('Av. Vallarta 1234, Guadalajara, Jalisco, México');
    expect(mx.place).toMatchObject({ label: 'Guadalajara, Mexico', country: 'MX', source: 'world_city' });
    expect(mx.zone).toBeNull();
    expect(siteHeadline(mx)).toBe('Zone unknown · Guadalajara, Mexico');
    expect(mx.notes.map((n) => n.key)).toContain('site.zoneUnknownAbroad');
    expect(siteOf('成都市锦江区春熙路88号').place?.label).toBe('Chengdu, China');
    // The Spanish Guadalajara is not the one a Mexican address means.
    expect(siteOf('Guadalajara, Spain').place?.country).toBe('ES');
  });

  it('places a street address abroad whose postcode has five digits, and names every country in three languages', () => {
    // 12214 is also a ZIP of Albany, NY: the city the address names wins
    const riyadh = siteOf('7596 King Fahd Rd, Al Olaya, Riyadh 12214');
    expect(riyadh.place).toMatchObject({ label: 'Riyadh, Saudi Arabia', country: 'SA' });
    expect(checkAddress('7596 King Fahd Rd, Al Olaya, Riyadh 12214').ok).toBe(true);
    expect(siteOf('Olaya St, Riyadh 12211, Saudi Arabia').place?.country).toBe('SA');
    expect(siteOf('Olaya St, Riyadh 12211, Arabia Saudí').place?.country).toBe('SA');
    expect(siteOf('Olaya St, Riyadh, 沙特阿拉伯').place?.country).toBe('SA');
    expect(siteOf('5 Orchard Rd, Singapore 238823').place?.country).toBe('SG');
    // a ZIP whose town the address names, Georgia the state, and Puerto Rico stay American
    expect(siteOf('10 Main St, Albany, NY 12214').place).toMatchObject({ label: 'Albany, NY', zip: '12214' });
    expect(siteOf('44 Elm St 12214').place?.label).toBe('Albany, NY');
    expect(siteOf('12 Peachtree St, Atlanta, Georgia').place?.label).toBe('Atlanta, GA');
    expect(siteOf('1 Calle Fortaleza, San Juan, Puerto Rico 00901').place).toMatchObject({ country: 'US', zip: '00901' });
  });

  it('does not pick one of several cities of a similar size by guessing', () => {
    expect(siteOf('12 Main St, Springfield').place).toBeNull();
    expect(checkAddress('Springfield').ok).toBe(false);
    expect(siteOf('Springfield, IL').place?.label).toBe('Springfield, IL');
    expect(siteOf('Portland').place?.label).toBe('Portland, OR');
  });

  it('says the zone is from the 2012 map wherever it is known', () => {
    expect(siteOf('Phoenix, AZ 85004').notes.map((n) => n.text)).toContain('USDA 2012 map: the 2023 map may put this place half a zone warmer');
  });

  it('loads every table it places an address with at once, as a server starts', () => {
    const tables = loadPlaceTables();
    // U.S. ZIPs; GeoNames places of 1,000+ people; the shipped zone and climate data
    expect(tables.zips).toBeGreaterThan(40_000);
    expect(tables.placeNames).toBeGreaterThan(100_000);
    expect(tables.zoneZips).toBeGreaterThan(29_000);
    expect(tables.climateRuns).toBeGreaterThan(1_000);
  });

  it('refuses what cannot be a property, with a hint', () => {
    for (const text of ['asdf', 'hello world', '123', 'qwerty uiop']) {
      const c = checkAddress(text);
      expect(c.ok, text).toBe(false);
      if (!c.ok) expect(c.detail).toBe('Address validation failed: add the city or ZIP code');
    }
  });

  it('accepts a street address the tables cannot place, with its climate unknown rather than guessed', () => {
    const c = checkAddress('12 Elm Street');
    expect(c).toMatchObject({ ok: true, located: null, headline: 'Climate unknown' });
    const s = siteOf('12 Elm Street');
    expect(s.place).toBeNull();
    expect(s.zone).toBeNull();
    expect(s.sun).toBeNull();
    expect(siteHeadline(s)).toBe('Climate unknown');
    expect(s.notes.map((n) => n.key)).toEqual(['site.unplaced']);
  });

  it("lets a geocoder's answer win over the tables, with Street View's orientation", () => {
    const s = siteOf('somewhere the tables would not know', {
      lat: 33.45,
      lon: -112.07,
      formattedAddress: '1 E Washington St, Phoenix, AZ 85004, USA',
      facing: 90,
    });
    expect(s.place).toMatchObject({ label: 'Phoenix, AZ', lat: 33.45, lon: -112.07, source: 'geocoder' });
    expect(s.zone?.code).toBe('9b');
    expect(s.facing).toEqual({ degrees: 90, assumed: false });
    expect(s.notes.map((n) => n.text)).toContain('The front of the house faces east (from Street View)');
    expect(siteOf('Phoenix, AZ 85004').facing).toEqual({ degrees: 180, assumed: true });
  });
});

describe('sun hours', () => {
  const scene: Scene = sceneFromAddress('88 Orchard Lane, Portland, OR 97201');
  const portland = { lat: 45.5, lon: -122.69 };

  it('classes 6 h and more as full sun, 3 to 6 h as part shade, less as shade', () => {
    expect([exposureFor(7), exposureFor(6), exposureFor(4.5), exposureFor(3), exposureFor(2.9)]).toEqual([
      'full_sun',
      'full_sun',
      'part_shade',
      'part_shade',
      'shade',
    ]);
  });

  it("puts the front yard of a north-facing house in the house's shadow", () => {
    const south = areaSun(scene, 'front_yard', { ...portland, facing: 180 });
    const north = areaSun(scene, 'front_yard', { ...portland, facing: 0 });
    expect(south.exposure).toBe('full_sun');
    expect(north.equinoxHours).toBeLessThan(south.equinoxHours - 2);
    expect(north.solsticeHours).toBeLessThan(south.solsticeHours);
  });

  it('gives the narrow side yard between house and fence less sun than the open front yard', () => {
    const geo = { ...portland, facing: 180 };
    expect(areaSun(scene, 'side_yard', geo).seasonHours).toBeLessThan(areaSun(scene, 'front_yard', geo).seasonHours - 2);
  });

  it('has longer midsummer days in the north and shorter equinox sun than at the tropics', () => {
    const fairbanks = areaSun(scene, 'front_yard', { lat: 64.9, lon: -147.7, facing: 180 });
    const honolulu = areaSun(scene, 'front_yard', { lat: 21.3, lon: -157.85, facing: 180 });
    expect(fairbanks.solsticeHours).toBeGreaterThan(honolulu.solsticeHours);
    expect(fairbanks.equinoxHours).toBeLessThan(honolulu.equinoxHours);
  });

  it('counts an existing tree crown as shade', () => {
    const geo = { ...portland, facing: 180 };
    const open = areaSun(scene, 'backyard', geo, []);
    const b = scene.zones.backyard.bounds;
    const grove = [0.2, 0.5, 0.8].flatMap((fx) => [0.25, 0.75].map((fy) => ({ x: b.x + b.w * fx, y: b.y + b.h * fy, r: 3.5 })));
    expect(areaSun(scene, 'backyard', geo, grove).seasonHours).toBeLessThan(open.seasonHours - 1);
  });
});
