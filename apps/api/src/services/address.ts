import { checkPropertyAddress } from '@landscape/core';
import { HttpError } from '../plugins/errors.ts';

/**
 * An address must be a place the offline tables know, or at least a street address (accepted with
 * its climate unknown). Anything else ('asdf') is refused before any row, job or quota is spent.
 */
export function requirePlaceableAddress(address: string) {
  const check = checkPropertyAddress(address);
  if (!check.ok) throw new HttpError(400, check.detail, {}, check.error);
  return check;
}
