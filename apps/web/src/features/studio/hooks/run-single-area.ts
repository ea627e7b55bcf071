import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui/toast.tsx';
import type { LiveStatus, ResultItem } from '../../../lib/designs/progress.ts';
import type { RenderAction, StudioMessage } from '../../../lib/designs/render-status.ts';
import { buildGenerateBody, generateRender, resultFromGenerate } from '../api/generate-render.ts';
import { messageFrom } from '../utils/errors.ts';
import type { GenerationRequest, LiveItem } from './run-types.ts';

/** What a one-area run needs of the studio's state while it runs. */
export interface SingleRunContext {
  /** False once another run started or this one timed out: its answers are then dropped. */
  current: () => boolean;
  setLive: (update: (list: LiveItem[]) => LiveItem[]) => void;
  showArrivals: (items: ResultItem[]) => void;
  /** The run is over: no more timeout, and when it ended. */
  ended: () => void;
  dispatch: (action: RenderAction) => void;
  onResults: (items: ResultItem[], done: true) => void;
  fail: (m: StudioMessage) => void;
  t: TFunction<'studio'>;
  language: string;
}

/** One analysis of the yard as it is today is enough for every style: each design shows it. */
const withAnalysis = (list: ResultItem[]) => {
  const analysis = list.find((x) => x.analysis)?.analysis ?? null;
  return list.map((x) => ({ ...x, analysis: x.analysis ?? analysis }));
};

/**
 * One area without a photo: one /api/generate per style, each design shown as it arrives, then the run's
 * designs in the order the styles were chosen. Its calls count as one request of the daily limit (decision 042).
 */
export async function runSingleArea(req: GenerationRequest, c: SingleRunContext): Promise<void> {
  const area = req.areas[0]!;
  const base = Date.now();
  c.setLive(() => req.styles.map((s) => ({ key: s.id, kind: 'style', id: s.id, status: 'processing', error: null })));
  const mark = (id: string, status: LiveStatus, error: string | null = null) => {
    if (c.current()) c.setLive((list) => list.map((x) => (x.id === id ? { ...x, status, error } : x)));
  };
  const arrived: ResultItem[] = [];
  const runKey = crypto.randomUUID();
  const answers = await Promise.allSettled(
    req.styles.map(async (style, i) => {
      try {
        const res = await generateRender(buildGenerateBody(req.address, style.id, area.id, area.prompt, i === 0, runKey));
        const item = resultFromGenerate(res, { address: req.address.trim(), area: area.id, style: style.id, styleLabel: style.label, timestamp: base + i });
        mark(style.id, item ? 'completed' : 'failed');
        if (item && c.current()) {
          arrived.push(item);
          c.showArrivals(withAnalysis(arrived));
        }
        return item;
      } catch (err) {
        mark(style.id, 'failed', err instanceof Error ? err.message : null);
        throw err;
      }
    }),
  );
  if (!c.current()) return;
  c.ended();
  // in the order the styles were chosen, not the order they finished
  const chosen = req.styles.map((s) => s.id);
  const items = withAnalysis(answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []))).sort(
    (a, b) => chosen.indexOf(a.style) - chosen.indexOf(b.style),
  );
  if (items.length > 0) {
    c.dispatch({ type: 'finish', completed: items.length });
    c.onResults(items, true);
    if (items.length < req.styles.length) toast.warning(c.t('toasts.partialStyles', { completed: items.length, total: req.styles.length }));
    else toast.success(c.t('toasts.success', { count: items.length }));
    return;
  }
  const rejected = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
  c.fail(rejected ? messageFrom(rejected.reason, 'errors.generationFailed', c.language) : { key: 'errors.noRenders' });
}
