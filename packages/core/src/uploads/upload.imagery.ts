import type { AreaId } from '@landscape/contract';
import { angleFor } from '@landscape/design';
import type { Imagery, PropertyImage } from '../imagery/imagery.port.ts';
import type { PreparedImage } from './upload-image.ts';

/** The 'upload' imagery source: the homeowner's own (checked, re-encoded) photo is the original. */
export class UploadImagery implements Imagery {
  constructor(
    private readonly photo: PreparedImage,
    private readonly area: AreaId,
  ) {}

  async fetch(): Promise<PropertyImage> {
    return { data: this.photo.data, contentType: this.photo.contentType, angle: angleFor(this.area), scene: null, source: 'upload' };
  }
}
