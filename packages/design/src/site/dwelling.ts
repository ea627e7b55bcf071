// Whether an address is a house the studio can draw and design the yard of (decision 047). The studio
// designs yards of houses: an address that names a unit (Apt 4B, Suite 200, Unit C, #12, Flat 3) or a
// building by what it is (condominiums, apartments, lofts) is a home in a building, and it is answered so,
// with the photo path for a courtyard, balcony or shared garden, instead of a detached house drawn for it.

export type Dwelling = { kind: 'house' } | { kind: 'unit'; unit: string } | { kind: 'building'; name: string };

/** A unit word and its number or letter: "Apt 4B", "Apt. 12", "Suite 200", "Unit C", "Ste 3-A", "Flat 2". */
const UNIT_WORD = /(?:^|[\s,])((?:apt|apartment|suite|ste|unit|flat)(?:\.\s*|\s+|\s*#\s*)#?\s*(?:[a-z]?\d+[a-z]?(?:-[a-z0-9]+)?|[a-z]))(?=$|[\s,])/i;
/** "#12", "# 4B": a number sign before a unit. */
const NUMBER_SIGN = /(?:^|[\s,])(#\s*(?:[a-z]?\d+[a-z]?(?:-[a-z0-9]+)?|[a-z]))(?=$|[\s,])/i;
/** A building named as one: "Harbor View Condominiums", "The Pearl Lofts", "Elm Apartments". */
const BUILDING_WORD = /\b(condominiums?|condos?|apartments|lofts)\b/i;

/** What kind of home the address text names: a house, a unit in a building, or a building named as one. */
export function dwellingOf(address: string): Dwelling {
  const text = address.trim();
  const unit = UNIT_WORD.exec(text)?.[1] ?? NUMBER_SIGN.exec(text)?.[1];
  if (unit) return { kind: 'unit', unit: unit.replace(/\s+/g, ' ').trim() };
  const named = BUILDING_WORD.exec(text)?.[1];
  if (named) return { kind: 'building', name: named };
  return { kind: 'house' };
}
