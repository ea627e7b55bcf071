import type { AreaId, GenerateResponse, Language } from '@landscape/contract';
import { DesignNotDeliveredError } from './design-wait.ts';
import { oneDesign, paidBy, type StartGeneration } from './start-generation.ts';

/** POST /api/generate: one area in one style, queued like every render; the caller waits for its job. */
export class GenerateOne {
  constructor(private readonly d: { start: Pick<StartGeneration, 'start'> }) {}

  async generate(input: {
    address: string;
    area: AreaId;
    style: string;
    prompt: string;
    userId: string | null;
    clientIp: string;
    analysis: boolean;
    locale?: Language;
    /** The studio's run (one call per style): its calls count as one request of the daily limit. */
    run?: string;
  }): Promise<GenerateResponse> {
    const settings = { ...(input.locale ? { locale: input.locale } : {}), ...(input.run ? { run: input.run } : {}) };
    const { claimToken, outcome } = await this.d.start.start(
      {
        settings: Object.keys(settings).length ? settings : undefined,
        address: input.address,
        ...oneDesign(input.area, input.style, input.prompt),
        kind: 'single',
        ...paidBy(input),
        analyse: input.analysis,
      },
      { area: input.area, style: input.style, analysisMode: input.analysis },
    );
    const claim = claimToken ? { claim_token: claimToken } : {};
    if (!outcome.ok) throw new DesignNotDeliveredError(outcome.reason, outcome.detail, { ...outcome.answer, ...claim });
    return { ...outcome.answer, ...claim };
  }
}
