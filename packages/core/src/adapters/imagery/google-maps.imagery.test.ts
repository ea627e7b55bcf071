import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLogger } from '../../platform/logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { ProviderCalls } from '../providers/provider-calls.ts';
import { LocalStorage } from '../storage/local.storage.ts';
import { startFakeMaps, type FakeMaps } from '../../testing/fake-maps.server.ts';
import { bearing, GoogleMapsImagery, headingFor } from './google-maps.imagery.ts';
import { ImageryError } from '../../ports/imagery.port.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
let fake: FakeMaps;
let dir: string;
let metrics: ProviderMetrics;
let storage: LocalStorage;
beforeAll(async () => {
  fake = await startFakeMaps({ apiKey: 'maps-key' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.places.clear();
  dir = mkdtempSync(join(tmpdir(), 'maps-imagery-'));
  storage = new LocalStorage(dir);
  metrics = new ProviderMetrics();
  return () => rmSync(dir, { recursive: true, force: true });
});

const imagery = (apiKey = 'maps-key', attempts = 3) =>
  new GoogleMapsImagery({
    apiKey,
    baseUrl: fake.url,
    storage,
    calls: new ProviderCalls({ log, metrics, concurrency: 4 }),
    log,
    timeoutMs: 2_000,
    retry: { attempts, baseDelayMs: 5, maxDelayMs: 20 },
  });
const signal = () => new AbortController().signal;
const params = (endpoint: string) => fake.requests.filter((r) => r.endpoint === endpoint).map((r) => r.params);

describe('GoogleMapsImagery against a fake Maps Platform', () => {
  it('fetches the front yard from Street View, looking from the panorama toward the rooftop location', async () => {
    const address = '12 Oak Street, Springfield';
    const img = await imagery().fetch({ address, area: 'front_yard' }, { signal: signal() });
    expect(img).toMatchObject({ contentType: 'image/jpeg', angle: 'street', source: 'streetview', scene: null });
    expect((await sharp(img.data).metadata()).width).toBe(640);

    const { house } = fake.locate(address);
    expect(params('geocode')).toEqual([{ address, key: 'maps-key' }]);
    // the metadata call is made at the ROOFTOP result, not the interpolated one listed first
    expect(params('metadata')[0]!.location).toBe(`${house.lat},${house.lng}`);
    const sv = params('streetview')[0]!;
    expect(sv).toMatchObject({ size: '640x640', pitch: '5', fov: '75', return_error_code: 'true', source: 'outdoor' });
    expect(sv.pano).toMatch(/^pano-/);
    // the fake's camera stands 15 m south of the house: it must look north, not the product's default 180
    const heading = Number(sv.heading);
    expect(Math.min(heading, 360 - heading)).toBeLessThan(2);
    expect(params('staticmap')).toHaveLength(0);
    // The geocoder's point travels with the image, and the house faces the camera: south here.
    expect(img.place).toMatchObject({ lat: house.lat, lon: house.lng });
    expect(Math.abs(img.place!.facing! - 180)).toBeLessThan(2);
  });

  it('fetches back yard, side yard and walkway from a high-zoom satellite map', async () => {
    const address = '40 Elm Road, Portland';
    for (const area of ['backyard', 'side_yard', 'walkway'] as const) {
      const img = await imagery().fetch({ address, area }, { signal: signal() });
      expect(img).toMatchObject({ contentType: 'image/png', angle: 'aerial', source: 'satellite' });
    }
    const { house } = fake.locate(address);
    expect(params('staticmap')[0]).toMatchObject({ center: `${house.lat},${house.lng}`, maptype: 'satellite', zoom: '20', size: '640x640' });
    // one satellite image serves all three areas, and no Street View image is paid for
    expect(fake.count('staticmap')).toBe(1);
    expect(fake.count('streetview')).toBe(0);
    expect(fake.count('geocode')).toBe(1);
  });

  it('costs nothing on a re-run: the answers and images are cached by normalised address and view', async () => {
    await imagery().fetch({ address: '7 Pine Ave, Salem, OR', area: 'front_yard' }, { signal: signal() });
    await imagery().fetch({ address: '7 Pine Ave, Salem, OR', area: 'backyard' }, { signal: signal() });
    const before = fake.requests.length;
    const again = imagery(); // a fresh adapter, as after a restart or on another worker sharing the storage
    const front = await again.fetch({ address: '  7 PINE AVE.  Salem OR ', area: 'front_yard' }, { signal: signal() });
    const back = await again.fetch({ address: '7 pine ave, salem, or', area: 'backyard' }, { signal: signal() });
    expect(front.source).toBe('streetview');
    expect(back.source).toBe('satellite');
    expect(fake.requests.length).toBe(before);
  });

  it('shares one geocode between areas of one address fetched at the same time', async () => {
    const im = imagery();
    await Promise.all((['front_yard', 'backyard', 'walkway'] as const).map((area) => im.fetch({ address: '3 Birch Ln, Austin', area }, { signal: signal() })));
    expect(fake.count('geocode')).toBe(1);
    expect(fake.count('metadata')).toBe(1);
    expect(fake.count('staticmap')).toBe(1);
  });

  it("answers 'Address validation failed' when geocoding finds nothing", async () => {
    fake.places.set('nowhere at all', { unknown: true });
    const err = await imagery()
      .fetch({ address: 'Nowhere At All', area: 'front_yard' }, { signal: signal() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageryError);
    expect((err as Error).message).toBe('Address validation failed');
    expect(fake.count('metadata')).toBe(0);
  });

  it('falls back to satellite for the front yard when the metadata call finds no panorama, paying for no Street View image', async () => {
    fake.places.set('1 remote road', { noPanorama: true });
    const img = await imagery().fetch({ address: '1 Remote Road', area: 'front_yard' }, { signal: signal() });
    expect(img.source).toBe('satellite');
    expect(fake.count('metadata')).toBe(1);
    expect(fake.count('streetview')).toBe(0);
  });

  it('falls back to satellite when the Street View image itself is missing (404)', async () => {
    fake.places.set('2 gap street', { noStreetImage: true });
    const img = await imagery().fetch({ address: '2 Gap Street', area: 'front_yard' }, { signal: signal() });
    expect(img.source).toBe('satellite');
    expect(fake.count('streetview')).toBe(1);
  });

  it('falls back to Street View for the back yard when the satellite map keeps failing', async () => {
    fake.script('staticmap', { kind: 'http', status: 500 }, { kind: 'http', status: 500 }, { kind: 'http', status: 500 });
    const img = await imagery().fetch({ address: '5 Cedar Ct, Boise', area: 'backyard' }, { signal: signal() });
    expect(img.source).toBe('streetview');
    expect(fake.count('staticmap')).toBe(3);
  });

  it("uses the product's heading 180 when the metadata gives no camera location", async () => {
    fake.places.set('9 mystery way', { panoWithoutLocation: true });
    const img = await imagery().fetch({ address: '9 Mystery Way', area: 'front_yard' }, { signal: signal() });
    expect(params('streetview')[0]!.heading).toBe('180');
    // ... and then the way the house faces is not known: the site assumes it, and says so.
    expect(img.place?.facing).toBeNull();
  });

  it('retries OVER_QUERY_LIMIT with backoff and then succeeds', async () => {
    fake.script(
      'geocode',
      { kind: 'status', status: 'OVER_QUERY_LIMIT', message: 'You have exceeded your rate-limit for this API.' },
      { kind: 'status', status: 'OVER_QUERY_LIMIT' },
    );
    const img = await imagery().fetch({ address: '11 Busy Blvd', area: 'front_yard' }, { signal: signal() });
    expect(img.source).toBe('streetview');
    expect(fake.count('geocode')).toBe(3);
    const geocodes = metrics.snapshot().series.filter((s) => s.op === 'geocode');
    expect(Object.fromEntries(geocodes.map((s) => [s.outcome, s.count]))).toEqual({ ok: 1, rate_limited: 2 });
  });

  it('retries a 429 from the metadata call', async () => {
    fake.script('metadata', { kind: 'status', status: 'OVER_QUERY_LIMIT' });
    fake.script('streetview', { kind: 'http', status: 429 });
    const img = await imagery().fetch({ address: '13 Rush St', area: 'front_yard' }, { signal: signal() });
    expect(img.source).toBe('streetview');
    expect(fake.count('metadata')).toBe(2);
    expect(fake.count('streetview')).toBe(2);
  });

  it('fails clearly when the quota stays exhausted', async () => {
    fake.script('geocode', ...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 'OVER_QUERY_LIMIT' })));
    const err = await imagery()
      .fetch({ address: '15 Jam Lane', area: 'front_yard' }, { signal: signal() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageryError);
    expect((err as Error).message).toBe('The maps service is over its quota right now; please try again in a few minutes');
    expect(fake.count('geocode')).toBe(3);
  });

  it('fails clearly, without retrying, when the key is refused', async () => {
    const err = await imagery('wrong-key')
      .fetch({ address: '17 Lock St', area: 'front_yard' }, { signal: signal() })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('The maps service refused the request');
    expect(fake.count('geocode')).toBe(1);
  });

  it('records cost per call: geocode and Street View are billed, the metadata call is free', async () => {
    await imagery().fetch({ address: '21 Price Pl', area: 'front_yard' }, { signal: signal() });
    const cost = Object.fromEntries(metrics.snapshot().series.map((s) => [s.op, s.costUsd]));
    expect(cost).toEqual({ geocode: 0.005, streetview_metadata: 0, streetview: 0.007 });
  });
});

describe('heading', () => {
  it('is the compass bearing from the camera to the house', () => {
    expect(bearing({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(0, 5);
    expect(bearing({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(90, 5);
    expect(bearing({ lat: 0, lng: 0 }, { lat: -1, lng: 0 })).toBeCloseTo(180, 5);
    expect(bearing({ lat: 0, lng: 0 }, { lat: 0, lng: -1 })).toBeCloseTo(270, 5);
  });
  it('falls back to 180 when the camera stands on the house point', () => {
    const p = { lat: 37.4, lng: -122.1 };
    expect(headingFor({ location: p, pano: { id: 'x', location: p, date: null } })).toBe(180);
    expect(headingFor({ location: p, pano: null })).toBe(180);
  });
});
