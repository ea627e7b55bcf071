// Suggestions "Change just this" offers for a design, by its style: changes a homeowner of that style
// asks for first, each one the engine can apply (tests/unit: every suggestion parses in en, es and zh).
// The ids are keys of the `edit` strings (suggest.<id>).

export const SUGGESTIONS = [
  'lawnToGravel',
  'lawnToMeadow',
  'lawnToPavers',
  'addShadeTree',
  'addFirePit',
  'addBirdBath',
  'addBench',
  'moreFlowers',
  'removeFountain',
  'widerPath',
  'smallerLawn',
  'biggerBeds',
  'gravelToPebbles',
  'removeHedge',
] as const;
export type SuggestionId = (typeof SUGGESTIONS)[number];

const BY_STYLE: Record<string, SuggestionId[]> = {
  modern_minimalist: ['lawnToPavers', 'addShadeTree', 'widerPath', 'addFirePit'],
  california_native: ['lawnToMeadow', 'addShadeTree', 'addBirdBath', 'widerPath'],
  japanese_zen: ['lawnToGravel', 'gravelToPebbles', 'addBench', 'widerPath'],
  mediterranean: ['lawnToGravel', 'addShadeTree', 'addFirePit', 'removeFountain'],
  cottage_garden: ['moreFlowers', 'biggerBeds', 'addBirdBath', 'addBench'],
  english_cottage: ['moreFlowers', 'biggerBeds', 'addBench', 'widerPath'],
  desert_modern: ['lawnToGravel', 'addShadeTree', 'addFirePit', 'removeFountain'],
  tropical_oasis: ['addShadeTree', 'biggerBeds', 'addBench', 'widerPath'],
  xeriscaping: ['lawnToGravel', 'smallerLawn', 'addShadeTree', 'gravelToPebbles'],
  english_formal: ['removeHedge', 'widerPath', 'addBench', 'moreFlowers'],
};
const ANY_STYLE: SuggestionId[] = ['lawnToGravel', 'addShadeTree', 'widerPath', 'moreFlowers'];

/** Four suggestions for a design of `style` (a style the studio does not know gets the general ones). */
export function suggestionsFor(style: string): SuggestionId[] {
  return BY_STYLE[style] ?? ANY_STYLE;
}

/** The styles with suggestions of their own. */
export const STYLES_WITH_SUGGESTIONS = Object.keys(BY_STYLE);
