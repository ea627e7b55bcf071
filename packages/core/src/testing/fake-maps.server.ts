import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { segmentationFixture } from './segmentation-fixture.ts';
import { listen, sendJson } from './http-fake.ts';

// A stand-in for the four Google Maps Platform endpoints the imagery adapter uses, answering as the
// documented APIs do: Geocoding and Street View metadata say how it went in a JSON `status` with HTTP
// 200; Street View Static (with return_error_code=true) and Static Maps answer an image, 404 when there
// is no imagery, 403 for a refused key.

export type MapsEndpoint = 'geocode' | 'metadata' | 'streetview' | 'staticmap';

export interface FakeMapsRequest {
  endpoint: MapsEndpoint;
  params: Record<string, string>;
}

export interface FakePlace {
  /** Nothing found for the address (geocode ZERO_RESULTS). */
  unknown?: boolean;
  /** No panorama near it (metadata ZERO_RESULTS). */
  noPanorama?: boolean;
  /** The panorama exists but its image cannot be fetched (404). */
  noStreetImage?: boolean;
  /** The metadata answer omits the camera location. */
  panoWithoutLocation?: boolean;
}

export type FakeMapsReply = { kind: 'status'; status: string; message?: string } | { kind: 'http'; status: number; body?: string };

export interface FakeMaps {
  url: string;
  requests: FakeMapsRequest[];
  apiKey: string | null;
  /** Per normalised-as-typed address. */
  places: Map<string, FakePlace>;
  /** The next answers of one endpoint, before its normal answer. */
  script(endpoint: MapsEndpoint, ...replies: FakeMapsReply[]): void;
  count(endpoint: MapsEndpoint): number;
  /** Where the fake puts a house, and its panorama camera ~15 m south of it (so the camera looks north). */
  locate(address: string): { house: { lat: number; lng: number }; camera: { lat: number; lng: number } };
  close(): Promise<void>;
}

/** Where the fake puts a house, and its panorama camera ~15 m south of it (so the camera looks north). */
function locate(address: string) {
  const h = createHash('sha256').update(address.trim().toLowerCase()).digest();
  const house = { lat: 37 + h.readUInt16BE(0) / 65_536, lng: -122 + h.readUInt16BE(2) / 65_536 };
  return { house, camera: { lat: house.lat - 15 / 111_320, lng: house.lng } };
}

const key6 = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** The places a fake knows: how each address behaves, and the address geocoded at each location. */
interface KnownPlaces {
  placeOf: (address: string) => FakePlace;
  byLocation: Map<string, string>;
}

/** A geocode answer: an interpolated match first, the rooftop one second (the adapter must prefer the rooftop). */
function answerGeocode(res: ServerResponse, address: string, { placeOf, byLocation }: KnownPlaces) {
  const place = placeOf(address);
  if (place.unknown || !address.trim()) return sendJson(res, 200, { results: [], status: 'ZERO_RESULTS' });
  const { house } = locate(address);
  byLocation.set(key6(house.lat, house.lng), address);
  return sendJson(res, 200, {
    status: 'OK',
    results: [
      {
        formatted_address: `${address} (street segment)`,
        geometry: { location: { lat: house.lat + 0.0004, lng: house.lng + 0.0004 }, location_type: 'RANGE_INTERPOLATED' },
        place_id: 'fake-range',
        types: ['street_address'],
      },
      { formatted_address: address, geometry: { location: house, location_type: 'ROOFTOP' }, place_id: 'fake-rooftop', types: ['premise'] },
    ],
  });
}

/** The Street View metadata of a geocoded location: its panorama, with or without the camera's location. */
function answerMetadata(res: ServerResponse, location: string, { placeOf, byLocation }: KnownPlaces) {
  const [lat, lng] = location.split(',').map(Number);
  const address = byLocation.get(key6(lat!, lng!));
  const place = address ? placeOf(address) : {};
  if (!address || place.noPanorama) return sendJson(res, 200, { status: 'ZERO_RESULTS' });
  const { camera } = locate(address);
  return sendJson(res, 200, {
    status: 'OK',
    copyright: '© Google',
    date: '2024-05',
    pano_id: `pano-${createHash('sha1').update(address).digest('hex').slice(0, 12)}`,
    ...(place.panoWithoutLocation ? {} : { location: camera }),
  });
}

export async function startFakeMaps(opts: { apiKey?: string | null } = {}): Promise<FakeMaps> {
  // Street View: a house seen from the street (the drawn yard of the segmentation fixture, whose masks the
  // fake Gemini answers), so House-Lock's registration has a real scene to find
  const streetJpeg = await sharp((await segmentationFixture()).photo)
    .resize(640, 640)
    .jpeg({ quality: 90 })
    .toBuffer();
  const satellitePng = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#5d7147' } })
    .png()
    .toBuffer();
  const scripted = new Map<MapsEndpoint, FakeMapsReply[]>();
  const byLocation = new Map<string, string>();

  const fake: FakeMaps = {
    url: '',
    requests: [],
    apiKey: opts.apiKey ?? null,
    places: new Map(),
    script: (endpoint, ...replies) => scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), ...replies]),
    count: (endpoint) => fake.requests.filter((r) => r.endpoint === endpoint).length,
    locate,
    close: async () => {},
  };
  const placeOf = (address: string) => fake.places.get(address.trim().toLowerCase()) ?? {};
  const places: KnownPlaces = { placeOf, byLocation };

  const server = await listen((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    const routes: Record<string, MapsEndpoint> = {
      '/maps/api/geocode/json': 'geocode',
      '/maps/api/streetview/metadata': 'metadata',
      '/maps/api/streetview': 'streetview',
      '/maps/api/staticmap': 'staticmap',
    };
    const endpoint = routes[u.pathname];
    if (!endpoint) return sendJson(res, 404, { error: 'not found' });
    const params = Object.fromEntries(u.searchParams);
    fake.requests.push({ endpoint, params });
    const json = endpoint === 'geocode' || endpoint === 'metadata';
    const keyOk = !!params.key && (!fake.apiKey || params.key === fake.apiKey);
    if (!keyOk) {
      if (json)
        return sendJson(res, 200, {
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
          ...(endpoint === 'geocode' ? { results: [] } : {}),
        });
      res.writeHead(403, { 'content-type': 'text/plain' });
      return res.end('The Google Maps Platform server rejected your request. The provided API key is invalid.');
    }
    const next = scripted.get(endpoint)?.shift();
    if (next?.kind === 'status')
      return sendJson(res, 200, {
        status: next.status,
        ...(next.message ? { error_message: next.message } : {}),
        ...(endpoint === 'geocode' ? { results: [] } : {}),
      });
    if (next?.kind === 'http') {
      res.writeHead(next.status, { 'content-type': 'text/plain' });
      return res.end(next.body ?? `fake ${next.status}`);
    }

    switch (endpoint) {
      case 'geocode':
        return answerGeocode(res, params.address ?? '', places);
      case 'metadata':
        return answerMetadata(res, params.location ?? '', places);
      case 'streetview': {
        const address = [...byLocation.values()].find((a) => params.pano === `pano-${createHash('sha1').update(a).digest('hex').slice(0, 12)}`);
        if (!address || placeOf(address).noStreetImage) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('Not Found');
        }
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': streetJpeg.length });
        return res.end(streetJpeg);
      }
      case 'staticmap': {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': satellitePng.length });
        return res.end(satellitePng);
      }
    }
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
