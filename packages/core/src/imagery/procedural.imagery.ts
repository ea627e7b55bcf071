import { angleFor, renderOriginal, sceneFromAddress } from '@landscape/design';
import type { AreaId } from '@landscape/contract';
import type { Imagery, PropertyImage } from './imagery.port.ts';

/** Embedded mode: a house and its tired garden derived from the address, the same on every run. */
export class ProceduralImagery implements Imagery {
  async fetch(input: { address: string; area: AreaId }): Promise<PropertyImage> {
    const scene = sceneFromAddress(input.address);
    const data = await renderOriginal(scene, input.area, { format: 'png' });
    return { data, contentType: 'image/png', angle: angleFor(input.area), scene, source: 'procedural' };
  }
}
