import type { SitePlace } from '../types.ts';
import { stateOfZip } from './locate.ts';
import { nearestZone } from './zone-table.ts';

// The U.S. state of a place: what decides a plant's invasive or regulated status and what "native" means.
// From the ZIP when there is one, else from the place's label ('Portland, OR'), else from the ZIP centroid
// nearest its point (a geocoded address).

export function stateOf(place: SitePlace | null): string | null {
  if (!place || place.country !== 'US') return null;
  const fromZip = place.zip ? stateOfZip(place.zip) : null;
  if (fromZip) return fromZip;
  const labelled = /,\s*([A-Z]{2})$/.exec(place.label)?.[1];
  if (labelled) return labelled;
  const near = nearestZone(place.lat, place.lon)?.zip;
  return (near && stateOfZip(near)) || null;
}
