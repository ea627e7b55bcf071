import { analysisSchema } from '@landscape/contract';
import type { Analysis, AnalysisInput, PropertyAnalysis } from '../../ports/analysis.port.ts';
import type { RenderPool } from '../../pixels/render-pool/render-pool.port.ts';
import { inlineRenderPool } from '../../pixels/render-pool/inline.render-pool.ts';

/** Offline: measured from the pixels by packages/design, so it never claims what the image does not show. */
export class ProceduralAnalysis implements Analysis {
  readonly name = 'procedural-analysis-v1';
  constructor(private readonly pool: RenderPool = inlineRenderPool) {}

  async analyze(input: AnalysisInput, { signal }: { signal: AbortSignal }): Promise<PropertyAnalysis> {
    signal.throwIfAborted();
    return analysisSchema.parse(await this.pool.run('analyze', { image: input.image.data, locale: input.locale }));
  }
}
