import type { AreaId } from '@landscape/contract';
import type { Geocoded } from '@landscape/design';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../ports/storage.port.ts';
import { storageKeys } from '../../domain/storage-keys.ts';
import type { ProviderCalls } from '../providers/provider-calls.ts';
import { isNetworkError, isRetryableStatus, outcomeForStatus, ProviderCallError, withAttemptTimeout } from '../providers/provider-error.ts';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from '../providers/retry.ts';
import type { Imagery, PropertyImage } from '../../ports/imagery.port.ts';
import { ImageryError } from '../../ports/imagery.port.ts';

export const MAPS_PROVIDER = 'google-maps';

export interface GoogleMapsImageryOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a fake in tests. */
  baseUrl: string;
  storage: Storage;
  calls: ProviderCalls;
  log: Logger;
  /** Budget of one HTTP attempt. */
  timeoutMs: number;
  retry?: Partial<RetryPolicy>;
  /** Static Maps zoom of the satellite view: 20 frames one lot. */
  satelliteZoom?: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the maps provider said about one address, cached beside its images. */
export interface Place {
  formattedAddress: string;
  location: LatLng;
  locationType: string;
  /** The nearest outdoor panorama, or null when Street View has none. */
  pano: { id: string; location: LatLng | null; date: string | null } | null;
}

type View = 'street' | 'satellite';

// product §7: the studio's street-view request is 640x640, heading 180, pitch 5, fov 75.
export const STREET_VIEW = { size: '640x640', heading: 180, pitch: 5, fov: 75 } as const;

/** The front yard is seen from the street; the rest of the lot only from above. Each falls back to the other. */
export function viewsFor(area: AreaId): View[] {
  return area === 'front_yard' ? ['street', 'satellite'] : ['satellite', 'street'];
}

/** Compass bearing (degrees, 0 = north) from one point to another, initial great-circle course. */
export function bearing(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const φ1 = from.lat * rad;
  const φ2 = to.lat * rad;
  const Δλ = (to.lng - from.lng) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

/** Metres between two nearby points (equirectangular; plenty for tens of metres). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

/** Where the camera looks: from the panorama toward the house when both are known, else the product's 180. */
export function headingFor(place: Pick<Place, 'location' | 'pano'>): number {
  const cam = place.pano?.location;
  if (!cam || distanceMetres(cam, place.location) < 1) return STREET_VIEW.heading;
  return Math.round(bearing(cam, place.location) * 10) / 10;
}

/** The geocoder's point, and the way the house faces: the Street View camera looks at its front. */
export function geocoded(place: Place): Geocoded {
  const cam = place.pano?.location;
  const measured = cam !== undefined && cam !== null && distanceMetres(cam, place.location) >= 1;
  return {
    lat: place.location.lat,
    lon: place.location.lng,
    formattedAddress: place.formattedAddress,
    facing: measured ? (headingFor(place) + 180) % 360 : null,
  };
}

const NO_COVERAGE = 'Could not fetch street view image for panorama generation';
const NO_SATELLITE = 'Could not fetch satellite image of the property';
const OVER_QUOTA = 'The maps service is over its quota right now; please try again in a few minutes';
const DENIED = 'The maps service refused the request';
const UNAVAILABLE = 'The maps service is unavailable right now; please try again';

/**
 * Google Maps Platform with plain fetch: Geocoding (preferring a ROOFTOP match), the free Street View
 * metadata call before any billed image, Street View Static toward the house, and Static Maps satellite.
 * Answers and images are kept in storage by normalised address, so a re-run costs nothing.
 */
export class GoogleMapsImagery implements Imagery {
  private readonly policy: RetryPolicy;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  constructor(private readonly opts: GoogleMapsImageryOptions) {
    this.policy = { ...DEFAULT_RETRY, ...opts.retry };
  }

  async fetch(input: { address: string; area: AreaId }, { signal }: { signal: AbortSignal }): Promise<PropertyImage> {
    const place = await this.once(`place:${storageKeys.imageryPlace(input.address)}`, () => this.place(input.address, signal));
    const views = viewsFor(input.area).filter((v) => v !== 'street' || place.pano);
    let firstError: unknown = null;
    for (const view of views) {
      try {
        const img = await this.once(`view:${storageKeys.imageryPlace(input.address)}:${view}`, () => this.image(input.address, place, view, signal));
        return {
          data: img.data,
          contentType: img.contentType,
          angle: view === 'street' ? 'street' : 'aerial',
          scene: null,
          source: view === 'street' ? 'streetview' : 'satellite',
          place: geocoded(place),
        };
      } catch (err) {
        // Quota, a refused key or the job's own deadline will not be cured by the other view.
        if (signal.aborted || (err instanceof ImageryError && (err.message === OVER_QUOTA || err.message === DENIED))) throw err;
        this.opts.log.warn({ view, err: err instanceof Error ? err.message : String(err) }, 'imagery view failed; trying the next');
        firstError ??= err;
      }
    }
    if (firstError instanceof ImageryError) throw firstError;
    throw new ImageryError(input.area === 'front_yard' ? NO_COVERAGE : NO_SATELLITE);
  }

  /** Concurrent areas of one address share one lookup (three areas start together). */
  private once<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const p = fn().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  private async place(address: string, signal: AbortSignal): Promise<Place> {
    const key = storageKeys.imageryPlace(address);
    const cached = await this.readJson<Place>(key);
    if (cached) return cached;
    const geo = await this.geocode(address, signal);
    const pano = await this.streetViewMetadata(geo.location, signal);
    const place: Place = { ...geo, pano };
    await this.opts.storage.put(key, Buffer.from(JSON.stringify(place)), 'application/json');
    return place;
  }

  private async image(address: string, place: Place, view: View, signal: AbortSignal): Promise<{ data: Buffer; contentType: string }> {
    // the provider chooses the format, so the cached file is looked for under each one it may have
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp']) {
      const hit = await this.readBuffer(storageKeys.imageryView(address, view, extOf(contentType)));
      if (hit) return { data: hit, contentType };
    }
    const img = view === 'street' ? await this.streetView(place, signal) : await this.satellite(place, signal);
    await this.opts.storage.put(storageKeys.imageryView(address, view, extOf(img.contentType)), img.data, img.contentType);
    return img;
  }

  async geocode(address: string, signal: AbortSignal): Promise<Pick<Place, 'formattedAddress' | 'location' | 'locationType'>> {
    const body = await this.json('geocode', '/maps/api/geocode/json', { address }, signal);
    const status = String(body.status);
    if (status === 'ZERO_RESULTS') throw new ImageryError('Address validation failed');
    this.checkStatus(status, body, 'geocode');
    const results = (body.results ?? []) as GeocodeResult[];
    const best = results.find((r) => r.geometry?.location_type === 'ROOFTOP') ?? results[0];
    if (!best?.geometry?.location) throw new ImageryError('Address validation failed');
    return {
      formattedAddress: best.formatted_address ?? address,
      location: best.geometry.location,
      locationType: best.geometry.location_type ?? 'APPROXIMATE',
    };
  }

  /** The free metadata call: is there a panorama near the house, and where does its camera stand? */
  async streetViewMetadata(location: LatLng, signal: AbortSignal): Promise<Place['pano']> {
    const body = await this.json(
      'streetview_metadata',
      '/maps/api/streetview/metadata',
      { location: `${location.lat},${location.lng}`, radius: '50', source: 'outdoor' },
      signal,
    );
    const status = String(body.status);
    if (status === 'ZERO_RESULTS' || status === 'NOT_FOUND') return null;
    this.checkStatus(status, body, 'streetview_metadata');
    const loc = body.location as LatLng | undefined;
    return {
      id: String(body.pano_id ?? ''),
      location: loc && Number.isFinite(loc.lat) && Number.isFinite(loc.lng) ? loc : null,
      date: (body.date as string | undefined) ?? null,
    };
  }

  private streetView(place: Place, signal: AbortSignal) {
    const params: Record<string, string> = {
      size: STREET_VIEW.size,
      heading: String(headingFor(place)),
      pitch: String(STREET_VIEW.pitch),
      fov: String(STREET_VIEW.fov),
      // without it a place with no imagery answers 200 with a grey "no imagery" picture
      return_error_code: 'true',
      source: 'outdoor',
    };
    if (place.pano?.id) params.pano = place.pano.id;
    else params.location = `${place.location.lat},${place.location.lng}`;
    return this.binary('streetview', '/maps/api/streetview', params, NO_COVERAGE, signal);
  }

  private satellite(place: Place, signal: AbortSignal) {
    const params = {
      center: `${place.location.lat},${place.location.lng}`,
      zoom: String(this.opts.satelliteZoom ?? 20),
      size: '640x640',
      maptype: 'satellite',
      format: 'png',
    };
    return this.binary('staticmap', '/maps/api/staticmap', params, NO_SATELLITE, signal);
  }

  /** A web-service status other than OK that the retries did not cure: what the user reads. */
  private checkStatus(status: string, body: Record<string, unknown>, op: string) {
    if (status === 'OK') return;
    this.opts.log.warn({ provider: MAPS_PROVIDER, op, status, detail: body.error_message }, 'maps call refused');
    throw new ImageryError(status === 'OVER_DAILY_LIMIT' ? OVER_QUOTA : DENIED);
  }

  private url(path: string, params: Record<string, string>): string {
    const u = new URL(path, this.opts.baseUrl);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    u.searchParams.set('key', this.opts.apiKey);
    return u.toString();
  }

  private async json(op: string, path: string, params: Record<string, string>, signal: AbortSignal): Promise<Record<string, unknown>> {
    return this.attempts(op, signal, async (attemptSignal) => {
      const res = await this.httpGet(path, params, attemptSignal);
      if (!res.ok) throw httpError(op, res.status, await res.text().catch(() => ''));
      let body: Record<string, unknown>;
      try {
        body = (await res.json()) as Record<string, unknown>;
      } catch {
        throw new ProviderCallError(`${op} answered something that is not JSON`, 'bad_answer', true);
      }
      const status = String(body.status);
      // the attempt is recorded by its own status: ZERO_RESULTS is a billed, successful answer
      if (status === 'OVER_QUERY_LIMIT') throw new ProviderCallError(`${op} answered OVER_QUERY_LIMIT`, 'rate_limited', true);
      if (status === 'UNKNOWN_ERROR') throw new ProviderCallError(`${op} answered UNKNOWN_ERROR`, 'server_error', true);
      return { value: body, outcome: status === 'OK' || status === 'ZERO_RESULTS' || status === 'NOT_FOUND' ? ('ok' as const) : ('client_error' as const) };
    });
  }

  private async binary(op: string, path: string, params: Record<string, string>, missing: string, signal: AbortSignal) {
    return this.attempts(op, signal, async (attemptSignal) => {
      const res = await this.httpGet(path, params, attemptSignal);
      if (res.status === 404) throw Object.assign(new ImageryError(missing), { outcome: 'not_found' });
      if (!res.ok) throw httpError(op, res.status, await res.text().catch(() => ''));
      const contentType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!contentType.startsWith('image/'))
        throw new ProviderCallError(`${op} answered ${contentType || 'no content type'} instead of an image`, 'bad_answer', false);
      return { value: { data: Buffer.from(await res.arrayBuffer()), contentType } };
    });
  }

  private async httpGet(path: string, params: Record<string, string>, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(this.url(path, params), { signal });
    } catch (err) {
      if (signal.aborted) throw err;
      if (isNetworkError(err)) throw new ProviderCallError(`maps service unreachable: ${(err as Error).message}`, 'network', true);
      throw err;
    }
  }

  /** One billed operation: retried with backoff on quota and server trouble; failures become ImageryError. */
  private async attempts<T>(
    op: string,
    signal: AbortSignal,
    fn: (attemptSignal: AbortSignal) => Promise<{ value: T; outcome?: 'ok' | 'client_error' }>,
  ): Promise<T> {
    try {
      return await withRetry(() => this.opts.calls.call({ provider: MAPS_PROVIDER, op, signal }, () => withAttemptTimeout(signal, this.opts.timeoutMs, fn)), {
        policy: this.policy,
        signal,
        onRetry: (err, attempt, delayMs) =>
          this.opts.log.warn({ provider: MAPS_PROVIDER, op, attempt, delayMs, outcome: err.outcome }, 'provider call retried'),
      });
    } catch (err) {
      if (signal.aborted || err instanceof ImageryError) throw err;
      if (err instanceof ProviderCallError) {
        this.opts.log.warn({ provider: MAPS_PROVIDER, op, outcome: err.outcome, err: err.message }, 'maps call failed');
        if (err.outcome === 'rate_limited') throw new ImageryError(OVER_QUOTA);
        if (err.outcome === 'client_error' || err.status === 403) throw new ImageryError(DENIED);
        throw new ImageryError(UNAVAILABLE);
      }
      throw err;
    }
  }

  private async readBuffer(key: string): Promise<Buffer | null> {
    const obj = await this.opts.storage.get(key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks);
  }

  private async readJson<T>(key: string): Promise<T | null> {
    const buf = await this.readBuffer(key);
    if (!buf) return null;
    try {
      return JSON.parse(buf.toString('utf8')) as T;
    } catch {
      return null;
    }
  }
}

interface GeocodeResult {
  formatted_address?: string;
  geometry?: { location?: LatLng; location_type?: string };
}

function httpError(op: string, status: number, body: string): ProviderCallError {
  return new ProviderCallError(
    `${op} answered HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`,
    outcomeForStatus(status),
    isRetryableStatus(status),
    status,
  );
}

function extOf(contentType: string): string {
  if (contentType === 'image/png') return 'png';
  if (contentType === 'image/webp') return 'webp';
  return 'jpg';
}
