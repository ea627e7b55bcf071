import { angleFor, sceneFromAddress } from '@landscape/design';
import type { AreaId } from '@landscape/contract';
import type { Imagery, PropertyImage } from '../../ports/imagery.port.ts';
import type { RenderPool } from '../../pixels/render-pool/render-pool.port.ts';
import { inlineRenderPool } from '../../pixels/render-pool/inline.render-pool.ts';

/** Embedded mode: a house and its tired garden derived from the address, the same on every run. */
export class ProceduralImagery implements Imagery {
  // The same address always draws the same picture: a re-run or a second style costs nothing.
  private readonly cache = new Map<string, Promise<PropertyImage>>();
  constructor(
    private readonly pool: RenderPool = inlineRenderPool,
    private readonly cacheSize = 32,
  ) {}

  async fetch(input: { address: string; area: AreaId }): Promise<PropertyImage> {
    const key = `${input.address.trim().toLowerCase()}|${input.area}`;
    let hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key); // refresh its place in the LRU order
    } else {
      hit = this.draw(input.address, input.area);
      hit.catch(() => this.cache.delete(key));
    }
    this.cache.set(key, hit);
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return hit;
  }

  private async draw(address: string, area: AreaId): Promise<PropertyImage> {
    const scene = sceneFromAddress(address);
    const data = await this.pool.run('original', { scene, area, size: 768 });
    return { data, contentType: 'image/png', angle: angleFor(area), scene, source: 'procedural' };
  }
}
