import type { ImageModel, ImageModelInput, ImageModelOutput } from '../../ports/image-model.port.ts';
import { ImageModelError } from '../../ports/image-model.port.ts';
import type { Scene } from '@landscape/design';
import type { RenderPool } from '../../pixels/render-pool/render-pool.port.ts';
import { STRICT_HOUSE_PROMPT } from '../../pixels/house-lock/house-lock.ts';
import { sleep } from '../providers/retry.ts';

/**
 * For tests and benchmarks: another model behind a fixed latency, failing the listed `area` or `area:style`.
 */
export class FakeImageModel implements ImageModel {
  readonly name: string;
  calls = 0;
  constructor(
    private readonly inner: ImageModel,
    private readonly latencyMs: number,
    private readonly fail: string[] = [],
  ) {
    this.name = `fake(${inner.name})`;
  }

  async generate(input: ImageModelInput, opts: { signal: AbortSignal }): Promise<ImageModelOutput> {
    this.calls++;
    opts.signal.throwIfAborted();
    // the wait lets go of the job's signal when it ends: a job asks many times (styles, retries, growth stages)
    if (this.latencyMs > 0) await sleep(this.latencyMs, opts.signal);
    if (this.fail.includes(input.area) || this.fail.includes(`${input.area}:${input.style}`)) {
      throw new ImageModelError('Rendering failed');
    }
    const out = await this.inner.generate(input, opts);
    return { ...out, model: this.name };
  }
}

/** Answers the original as the render: for load tests that measure the service, not the drawing. */
export class EchoImageModel implements ImageModel {
  readonly name = 'echo';
  async generate(input: ImageModelInput): Promise<ImageModelOutput> {
    return { image: input.original.data, contentType: input.original.contentType, planImage: null, model: this.name, preservationStrength: 1 };
  }
}

/**
 * For House-Lock tests: the offline renderer with the house redrawn the way image models drift.
 * 'touch-up' changes the roof colour and the windows; 'rebuild' repaints the whole house (siding, roof,
 * windows, door). With `obeysStrict`, the stricter retry prompt (house-lock.ts) gets the house kept.
 */
export class RedrawingImageModel implements ImageModel {
  readonly name = 'redrawing-fake';
  calls = 0;
  prompts: string[] = [];
  constructor(
    private readonly pool: RenderPool,
    private readonly drift: 'touch-up' | 'rebuild',
    private readonly obeysStrict = false,
  ) {}

  async generate(input: ImageModelInput, opts: { signal: AbortSignal }): Promise<ImageModelOutput> {
    this.calls++;
    this.prompts.push(input.prompt);
    opts.signal.throwIfAborted();
    if (!input.scene) throw new ImageModelError('The redrawing fake needs a drawn scene');
    const strict = input.prompt.includes(STRICT_HOUSE_PROMPT);
    const h = input.scene.house;
    const house: Scene['house'] =
      strict && this.obeysStrict
        ? h
        : this.drift === 'touch-up'
          ? {
              ...h,
              roof: { ...h.roof, color: '#b3322a' },
              windows: h.windows.map((w) => ({ ...w, w: w.w * 1.6, h: w.h * 0.6, u: w.u + 0.3 })),
              rearWindows: h.rearWindows.map((w) => ({ ...w, w: w.w * 1.6, h: w.h * 0.6 })),
            }
          : {
              ...h,
              siding: { ...h.siding, color: '#3d5a80' },
              roof: { ...h.roof, color: '#e0e0e0', type: h.roof.type === 'flat' ? 'gable' : 'flat' },
              windows: [],
              rearWindows: [],
              door: { ...h.door, color: '#ffcc00', u: h.door.u + 1.5 },
            };
    const out = await this.pool.run('draw', { scene: { ...input.scene, house }, plan: input.plan, size: Math.min(input.width, input.height) });
    return { image: out.image, contentType: 'image/png', planImage: null, model: this.name, preservationStrength: 1 };
  }
}
