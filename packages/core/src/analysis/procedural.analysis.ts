import sharp from 'sharp';
import { analyzeImage } from '@landscape/design';
import { analysisSchema } from '@landscape/contract';
import type { Analysis, AnalysisInput, PropertyAnalysis } from './analysis.port.ts';

/** Offline: measured from the pixels by packages/design, so it never claims what the image does not show. */
export class ProceduralAnalysis implements Analysis {
  readonly name = 'procedural-analysis-v1';

  async analyze(input: AnalysisInput, { signal }: { signal: AbortSignal }): Promise<PropertyAnalysis> {
    signal.throwIfAborted();
    const png = input.image.contentType === 'image/png' ? input.image.data : await sharp(input.image.data).png().toBuffer();
    return analysisSchema.parse(await analyzeImage(png));
  }
}
