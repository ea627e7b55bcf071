import type { AreaId } from '@landscape/contract';
import type { Geocoded, Scene } from '@landscape/design';

export interface PropertyImage {
  data: Buffer;
  contentType: string;
  /** Viewpoint of the image: street, rear, side, path, aerial... */
  angle: string;
  /** Procedural scene when the image was drawn from one (the offline renderer redraws it). */
  scene: Scene | null;
  source: 'procedural' | 'streetview' | 'satellite' | 'upload';
  /** What a maps geocoder said about the address; its point and orientation win over the offline tables. */
  place?: Geocoded | null;
}

/** Thrown when the address cannot be turned into imagery; the message is shown to the user. */
export class ImageryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageryError';
  }
}

/** The current look of the property for one area. */
export interface Imagery {
  fetch(input: { address: string; area: AreaId }, opts: { signal: AbortSignal }): Promise<PropertyImage>;
}
