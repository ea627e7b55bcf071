import type { ImageModel, ImageModelInput, ImageModelOutput } from './image-model.port.ts';
import { ImageModelError } from './image-model.port.ts';

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
    if (this.latencyMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, this.latencyMs);
        opts.signal.addEventListener(
          'abort',
          () => {
            clearTimeout(t);
            reject(opts.signal.reason ?? new Error('aborted'));
          },
          { once: true },
        );
      });
    }
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
