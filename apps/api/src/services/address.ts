import { checkPropertyAddress } from '@landscape/core';
import { ADDRESS_APARTMENT } from '@landscape/contract';
import { HttpError } from '../plugins/errors.ts';

/** What kind of home an address names (decision 047). */
type Dwelling = Extract<ReturnType<typeof checkPropertyAddress>, { ok: true }>['dwelling'];

/**
 * An address must be a place the offline tables know, or at least a street address (accepted with
 * its climate unknown). Anything else ('asdf') is refused before any row, job or quota is spent.
 */
export function requirePlaceableAddress(address: string) {
  const check = checkPropertyAddress(address);
  if (!check.ok) throw new HttpError(400, check.detail, {}, check.error);
  return check;
}

/** The honest answer to a home in a building: what it is, what the studio designs, and the photo path. */
export function apartmentDetail(dwelling: Exclude<Dwelling, { kind: 'house' }>): string {
  const which = dwelling.kind === 'unit' ? `it names a unit (${dwelling.unit})` : `it names a building (${dwelling.name})`;
  return `${ADDRESS_APARTMENT}: ${which}. The studio designs the yards of houses; for a courtyard, balcony or shared garden, add a photo of it and the studio designs on your photo.`;
}

/**
 * A design drawn on the house of an address (no photo of the area): the address must be a house. A home in a
 * building is answered honestly (422) before any row, job or quota is spent (decision 047).
 */
export function requireHouseAddress(address: string) {
  const check = requirePlaceableAddress(address);
  if (check.dwelling.kind !== 'house') throw new HttpError(422, apartmentDetail(check.dwelling), {}, ADDRESS_APARTMENT);
  return check;
}
