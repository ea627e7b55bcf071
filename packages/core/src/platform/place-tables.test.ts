import { describe, expect, it } from 'vitest';
import { checkAddress } from '@landscape/design';
import { loadPlaceTablesOffThread } from './place-tables.ts';

describe('address tables loaded in a process of their own', () => {
  it('hands the server whole tables: U.S. ZIPs, cities by state and the cities of the world are placed from them', async () => {
    const tables = await loadPlaceTablesOffThread();
    expect(tables.zips).toBeGreaterThan(40_000);
    expect(tables.placeNames).toBeGreaterThan(100_000);
    const zip = checkAddress('1 Main St, 97201');
    const city = checkAddress('12 Oak Street, Boise, Idaho');
    const world = checkAddress('Calle Mayor 5, Valladolid, España');
    expect(zip.ok && zip.located?.place.label).toBe('Portland, OR');
    expect(city.ok && city.located?.place.label).toBe('Boise, ID');
    expect(world.ok && world.located?.place.country).toBe('ES');
  });
});
