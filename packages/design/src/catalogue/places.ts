// The U.S. states and the regions the studio names when it plants a region's natives ("California Native
// look with Florida natives"), in each language the engine speaks. A region stands in for its state when
// the catalogue has too few of the state's own natives for an area.

// prettier-ignore
export const US_REGIONS: Record<string, string[]> = {
  pacific_northwest: ['WA', 'OR', 'ID'],
  california: ['CA'],
  southwest: ['AZ', 'NM', 'NV', 'UT'],
  rocky_mountains: ['CO', 'WY', 'MT'],
  great_plains: ['ND', 'SD', 'NE', 'KS', 'OK', 'TX'],
  midwest: ['MN', 'WI', 'IA', 'IL', 'IN', 'MI', 'OH', 'MO'],
  northeast: ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA'],
  southeast: ['DE', 'MD', 'DC', 'VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'TN', 'KY', 'AR', 'LA'],
  alaska: ['AK'],
  hawaii: ['HI'],
  caribbean: ['PR', 'VI'],
  pacific_islands: ['GU', 'AS', 'MP'],
};

export const regionOf = (state: string): string | null => Object.entries(US_REGIONS).find(([, states]) => states.includes(state))?.[0] ?? null;
