import type { AreaId, GenerateResponse } from '@landscape/contract';
import type { GenerationSettings } from '../adapters/repositories/generation-records.ts';
import { DesignNotDeliveredError, RENDERING_FAILED } from './design-wait.ts';
import { oneDesign, paidBy, type StartGeneration } from './start-generation.ts';

/** What a Pro photo that could not be redrawn reads (product §8). */
const TRANSFORMATION_FAILED = 'Transformation failed';

/**
 * Pro design: the homeowner's photo (already checked and re-encoded) is the original of a generation
 * of the user; it is stored before the job is queued, so any worker, or a restarted server, can draw it.
 */
export class TransformPhoto {
  constructor(private readonly d: { start: Pick<StartGeneration, 'start'> }) {}

  async transform(input: {
    photo: { data: Buffer; contentType: string; width: number; height: number };
    area: AreaId;
    style: string;
    wishes: string;
    settings: GenerationSettings;
    userId: string;
    clientIp: string;
  }): Promise<GenerateResponse> {
    const { outcome } = await this.d.start.start(
      {
        address: 'Uploaded photo',
        ...oneDesign(input.area, input.style, input.wishes),
        kind: 'upload',
        ...paidBy(input),
        settings: input.settings,
        originals: { [input.area]: input.photo },
        failedAs: TRANSFORMATION_FAILED,
      },
      { area: input.area, style: input.style, analysisMode: false },
    );
    if (outcome.ok) return outcome.answer;
    const detail = outcome.reason === 'failed' && outcome.detail === RENDERING_FAILED ? TRANSFORMATION_FAILED : outcome.detail;
    throw new DesignNotDeliveredError(outcome.reason, detail, outcome.answer);
  }
}
