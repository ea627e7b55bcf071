import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ProgressResponse } from '@landscape/contract';
import type { StudioClient } from './studio-client.ts';

/** How a tool tells the assistant it is still working: MCP progress notifications on the call's progress token. */
export interface Reporter {
  /** Aborted when the assistant cancels the call or goes away: the work goes on in the studio, only the following stops. */
  signal: AbortSignal;
  /** Sends a progress notification when the call asked for them (a progress token); `progress` only ever grows. */
  report(progress: number, total: number | undefined, message: string): Promise<void>;
}

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export function reporterOf(extra: ToolExtra, stopped?: AbortSignal): Reporter {
  const token = extra._meta?.progressToken;
  let last = -Infinity;
  return {
    signal: stopped ? AbortSignal.any([extra.signal, stopped]) : extra.signal,
    async report(progress, total, message) {
      if (token === undefined || progress <= last) return;
      last = progress;
      // an assistant that went away cannot be told: the design goes on regardless
      const params = { progressToken: token, progress, message, ...(total === undefined ? {} : { total }) };
      await extra.sendNotification({ method: 'notifications/progress', params }).catch(() => {});
    },
  };
}

/** Settled: every design of the request finished or failed. */
export const settled = (p: ProgressResponse) => p.completed + p.failed >= p.total;

/** Waits `ms`, or less when the signal aborts first. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Each design of a request (an area in a style) and where it stands. */
function designStates(p: ProgressResponse): string[] {
  return Object.values(p.areas).flatMap((area) => p.styles.map((style) => area?.styles[style]?.status ?? area?.status ?? 'pending'));
}

/** How far a request is, in designs: a finished (or failed) one counts 1, one being drawn ½. */
function progressOf(p: ProgressResponse): { progress: number; total: number; message: string } {
  const states = designStates(p);
  const ready = states.filter((s) => s === 'completed').length;
  const failed = states.filter((s) => s === 'failed').length;
  const drawing = states.filter((s) => s === 'processing').length;
  const rest = settled(p) ? '' : drawing ? `, ${drawing} being drawn` : ', the rest waiting their turn';
  return {
    progress: ready + failed + drawing / 2,
    total: states.length,
    message: `${ready} of ${states.length} designs ready${failed ? `, ${failed} failed` : ''}${rest}`,
  };
}

/**
 * Follows a request as the studio's page does (its progress answer, asked again every `everyMs`) until every
 * design settled, the assistant went away, or `maxMs` passed; reports each step. Answers the last progress:
 * a request still under way is answered as it stands (get_design follows it later). Nothing here stops the
 * design: it is the studio's job, finished and listed whoever waits for it.
 */
export async function followProgress(
  studio: StudioClient,
  requestId: string,
  reporter: Reporter,
  opts: { everyMs?: number; maxMs?: number } = {},
): Promise<ProgressResponse> {
  const deadline = Date.now() + (opts.maxMs ?? 280_000);
  for (;;) {
    const p = await studio.progress(requestId);
    const step = progressOf(p);
    await reporter.report(step.progress, step.total, step.message);
    if (settled(p) || reporter.signal.aborted || Date.now() >= deadline) return p;
    await sleep(opts.everyMs ?? 500, reporter.signal);
  }
}

/**
 * Reports, every few seconds, that a call the studio answers once finished (an edit, phases) is still under way,
 * so that an assistant that resets its timeout on progress keeps waiting.
 */
export async function whileWaiting<T>(reporter: Reporter, message: string, work: Promise<T>, everyMs = 2_000): Promise<T> {
  let beat = 0;
  await reporter.report(beat, undefined, message);
  const timer = setInterval(() => void reporter.report(++beat, undefined, message), everyMs);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
