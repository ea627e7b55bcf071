import { randomUUID } from 'node:crypto';
import { jobIdOf, type Language, type TourResult } from '@landscape/contract';
import type { Queue } from '../ports/queue.port.ts';
import { PANORAMA_VIEWS } from '../pixels/panorama.ts';
import { DesignNotDeliveredError, tourWhenDone, type TourOutcome } from './design-wait.ts';
import { paidBy, type StartGeneration } from './start-generation.ts';

/**
 * The virtual tour: redesigned in a style it is a generation of its four views (one request of the daily limit, made by
 * start()); as it is, it is only a job, written nowhere and charged nothing. The caller waits for it.
 */
export class StartTour {
  constructor(private readonly d: { start: Pick<StartGeneration, 'start'>; queue: Pick<Queue, 'enqueue' | 'waitFor'>; waitMs: number }) {}

  async tour(input: { address: string; style: string | null; userId: string; clientIp: string; locale?: Language }): Promise<TourResult> {
    const outcome = input.style ? await this.redesigned({ ...input, style: input.style }) : await this.asItIs(input);
    if (!outcome.ok) throw new DesignNotDeliveredError(outcome.reason, outcome.detail);
    return outcome.tour;
  }

  private async redesigned(input: { address: string; style: string; userId: string; clientIp: string; locale?: Language }): Promise<TourOutcome> {
    const { outcome } = await this.d.start.start(
      {
        settings: input.locale ? { locale: input.locale } : undefined,
        address: input.address,
        areas: PANORAMA_VIEWS.map((v) => ({ area: v.area, prompt: '' })),
        styles: [input.style],
        kind: 'tour',
        ...paidBy(input),
      },
      'tour',
    );
    return outcome;
  }

  private async asItIs(input: { address: string; locale?: Language }): Promise<TourOutcome> {
    const data = { requestId: randomUUID(), address: input.address, style: null, ...(input.locale ? { locale: input.locale } : {}) };
    const id = jobIdOf['render-tour'](data);
    await this.d.queue.enqueue('render-tour', data, id);
    return tourWhenDone(this.d, id);
  }
}
