import { checkAddress, type AddressCheck } from '@landscape/design';

/**
 * Whether a design can be made for an address (every entry point that takes one, and GET /api/site): a
 * place the offline tables know (with its climate, orientation and sun), or at least a street address
 * (accepted with its climate unknown). Anything else ('asdf') is refused before any row, job or unit is spent.
 */
export function checkPropertyAddress(address: string): AddressCheck {
  return checkAddress(address);
}
