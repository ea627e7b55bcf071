import { AREA_IDS, type AreaId } from '@landscape/contract';
import { compassWord, message, say } from '../catalogue/messages.ts';
import type { AreaSun, ClimateClass, HardinessZone, Note, Scene, Site, SitePlace } from '../types.ts';
import { locateAddress, looksLikeStreetAddress, zoneNear, type Located } from './locate.ts';
import { areaSun } from './sun.ts';
import { dwellingOf, type Dwelling } from './dwelling.ts';
import { climateForZip } from './climate-table.ts';
import { nearestZone, zoneForZip } from './zone-table.ts';

/** What a maps geocoder said about the address (IMAGERY=google): its answer wins over the offline tables. */
export interface Geocoded {
  lat: number;
  lon: number;
  /** The geocoder's formatted address, e.g. '1420 Maple Ave, Sacramento, CA 95814, USA'. */
  formattedAddress: string;
  /** Compass bearing the front of the house faces (the Street View heading turned round), when known. */
  facing?: number | null;
}

export type AddressCheck =
  | { ok: true; located: Located | null; headline: string; notes: Note[]; /** A house, or a home in a building (decision 047). */ dwelling: Dwelling }
  | { ok: false; error: string; hint: string; detail: string };

/** The front is taken to face south when nothing says otherwise, and the notes say so. */
export const ASSUMED_FACING = 180;

/**
 * Can this text be a property? A place the tables know, or at least a street address (accepted
 * with its climate unknown). Anything else ('asdf') is refused with a hint.
 */
export function checkAddress(address: string): AddressCheck {
  const located = locateAddress(address);
  if (located || looksLikeStreetAddress(address)) {
    const facts = { place: located?.place ?? null, zone: located?.zone ?? null };
    return { ok: true, located, headline: headlineOf(facts), notes: climateNotes(facts), dwelling: dwellingOf(address) };
  }
  const error = say('address.invalid');
  const hint = say('address.hint');
  return { ok: false, error, hint, detail: `${error}: ${hint}` };
}

function geocodedPlace(g: Geocoded): { place: SitePlace; zone: HardinessZone | null } {
  // The geocoder's point wins; the offline tables only name it ('Sacramento, CA') and find its ZIP.
  const named = locateAddress(g.formattedAddress);
  const us = named ? named.place.country === 'US' : zoneNear(g.lat, g.lon) !== null;
  const zip = named?.place.zip ?? null;
  const zone = us ? ((zip ? zoneForZip(zip)?.zone : null) ?? zoneNear(g.lat, g.lon)) : null;
  return {
    place: {
      label: named?.place.label ?? g.formattedAddress,
      country: named?.place.country ?? (us ? 'US' : ''),
      lat: g.lat,
      lon: g.lon,
      source: 'geocoder',
      zip,
    },
    zone,
  };
}

/**
 * The site of a property: where it is, its USDA zone, which way it faces and the sun on each yard
 * area of its scene. Pure apart from reading the shipped tables once.
 */
export function resolveSite(address: string, opts: { scene: Scene; geocoded?: Geocoded | null }): Site {
  const found = opts.geocoded ? geocodedPlace(opts.geocoded) : locateAddress(address);
  const place = found?.place ?? null;
  const zone = found?.zone ?? null;
  const measured = opts.geocoded?.facing;
  const facing =
    typeof measured === 'number' && Number.isFinite(measured)
      ? { degrees: ((measured % 360) + 360) % 360, assumed: false }
      : { degrees: ASSUMED_FACING, assumed: true };
  let sun: Record<AreaId, AreaSun> | null = null;
  if (place) {
    const geo = { lat: place.lat, lon: place.lon, facing: facing.degrees };
    sun = Object.fromEntries(AREA_IDS.map((area) => [area, areaSun(opts.scene, area, geo)])) as Record<AreaId, AreaSun>;
  }
  const climate = climateOf(place);
  const notes = climateNotes({ place, zone });
  if (place) notes.push(facing.assumed ? message('site.facingAssumed') : message('site.facingMeasured', { direction: compassWord(facing.degrees) }));
  return { address: address.trim(), place, zone, climate, facing, sun, notes };
}

/** The climate class of a U.S. place: at its ZIP, else at the ZIP centroid nearest its point. */
export function climateOf(place: SitePlace | null): ClimateClass | null {
  if (!place || place.country !== 'US') return null;
  const zip = place.zip ?? nearestZone(place.lat, place.lon)?.zip ?? null;
  return zip ? climateForZip(zip) : null;
}

type Facts = Pick<Site, 'place' | 'zone'>;

function climateNotes({ place, zone }: Facts): Note[] {
  if (zone) return [message('site.zoneCaveat')];
  if (place) return [message('site.zoneUnknownAbroad')];
  return [message('site.unplaced')];
}

function headlineOf({ place, zone }: Facts): string {
  if (place && zone) return say('site.headline', { zone: zone.code, place: place.label });
  if (place) return say('site.headlineNoZone', { place: place.label });
  return say('site.headlineUnplaced');
}

/** 'Zone 8b · Portland, OR', 'Zone unknown · Chengdu, China' or 'Climate unknown'. */
export const siteHeadline = (site: Site): string => headlineOf(site);
