import type { StudioMessage } from './render-status.ts';
import { CLIENT_TO_SERVER_AREA, LIMITS } from '@landscape/contract/constants';
import type { Analysis, AreaId, ClientAreaId, DesignImage, DesignSummary, ProgressResponse } from '@landscape/contract';

// Reading the progress answer of GET /api/design/progress/{id} (product §4 multi-area job).

export interface AreaTally {
  completed: number;
  failed: number;
  total: number;
}

export const serverAreas = (areas: readonly ClientAreaId[]): AreaId[] => areas.map((a) => CLIENT_TO_SERVER_AREA[a]);

/** Counts the selected areas that ended completed or failed. */
export function tallyAreas(progress: ProgressResponse, areas: readonly ClientAreaId[]): AreaTally {
  let completed = 0;
  let failed = 0;
  for (const area of serverAreas(areas)) {
    const status = progress.areas[area]?.status;
    if (status === 'completed') completed++;
    else if (status === 'failed') failed++;
  }
  return { completed, failed, total: areas.length };
}

/** Polling stops when completed plus failed equals the number of selected areas. */
export function isJobSettled(progress: ProgressResponse | undefined, areas: readonly ClientAreaId[]): boolean {
  if (!progress || areas.length === 0) return false;
  const { completed, failed, total } = tallyAreas(progress, areas);
  return completed + failed === total;
}

/** One redesign image the viewer can show, whichever path produced it. */
export interface ResultItem {
  id: string;
  /** The design's id (its share page /d/{id}); null for designs made before designs had ids. */
  designId: string | null;
  address: string;
  area: AreaId;
  style: string;
  styleLabel: string;
  render: string;
  original: string | null;
  plan: string | null;
  design: DesignSummary | null;
  /** product §3 analysis_mode: the property as it is today (single-area path only). */
  analysis?: Analysis | null;
  model: string;
  preservationStrength: number;
  /** House-Lock's check: the share of the house kept (SSIM of the keep mask) and the mask's path. */
  house: {
    kept: number;
    visible: number;
    action: 'kept' | 'repaired' | 'retried' | 'retried_repaired';
    mask: string | null;
    source: 'drawn' | 'photo' | 'streetview' | 'satellite';
    maskSource?: 'drawn' | 'model' | 'pixels' | 'user';
  } | null;
  timestamp: number;
}

/** The viewer's item of one design: the contract's DesignImage, whichever call answered it, with where it belongs. */
export function toResultItem(img: DesignImage, ctx: { id: string; address: string; area: AreaId; timestamp: number; analysis?: Analysis | null }): ResultItem {
  return {
    id: ctx.id,
    designId: img.id ?? null,
    address: ctx.address,
    area: ctx.area,
    style: img.style,
    styleLabel: img.style_label,
    render: img.image,
    original: img.original || null,
    plan: img.plan ?? null,
    design: img.design ?? null,
    ...(ctx.analysis !== undefined ? { analysis: ctx.analysis } : {}),
    model: img.model,
    preservationStrength: img.preservation_strength,
    house: img.house_lock
      ? {
          kept: img.house_lock.kept,
          visible: img.house_lock.visible,
          action: img.house_lock.action,
          mask: img.house_lock.mask,
          source: img.house_lock.source ?? 'photo',
          ...(img.house_lock.mask_source ? { maskSource: img.house_lock.mask_source } : {}),
        }
      : null,
    timestamp: ctx.timestamp,
  };
}

function baseTime(progress: ProgressResponse, fallback: number): number {
  const t = Date.parse(progress.created_at);
  return Number.isFinite(t) ? t : fallback;
}

/**
 * Every design finished so far in the selected areas, in the order the areas were chosen: each style
 * appears as soon as it is rendered, while its area's other styles still render. Ids and timestamps
 * derive from the job and the design itself, so reading the same job again (polling, recovery) gives
 * the same items and never duplicates gallery entries.
 */
export function resultsFromProgress(progress: ProgressResponse, areas: readonly ClientAreaId[], now = Date.now()): ResultItem[] {
  const base = baseTime(progress, now);
  const out: ResultItem[] = [];
  serverAreas(areas).forEach((area, areaIndex) => {
    const entry = progress.areas[area];
    if (!entry) return;
    if (entry.status === 'completed' && entry.images.length === 0) {
      // product §8: an area that completes with no image is logged only.
      console.warn(`[studio] area ${area} completed without an image`);
      return;
    }
    entry.images.forEach((img, j) => {
      const known = progress.styles.indexOf(img.style);
      const styleIndex = known >= 0 ? known : j;
      out.push(
        toResultItem(img, {
          id: `${progress.request_id}:${area}:${img.style}:${img.angle}`,
          address: progress.address,
          area,
          timestamp: base + areaIndex * LIMITS.maxStyles + styleIndex,
        }),
      );
    });
  });
  // grouped by area in the order chosen, each area's styles in the order chosen (not the order they finished)
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * The designs shown while a run goes on, in the order they arrived: what is already on screen keeps
 * its place (so the one being looked at does not jump), newly finished ones are added at the end.
 */
export function mergeArrivals(shown: readonly ResultItem[], latest: readonly ResultItem[]): ResultItem[] {
  const byId = new Map(latest.map((i) => [i.id, i]));
  const kept = shown.map((i) => byId.get(i.id) ?? i);
  const seen = new Set(shown.map((i) => i.id));
  return [...kept, ...latest.filter((i) => !seen.has(i.id))];
}

export type LiveStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** The real per-area status shown beside the simulated stages. */
export function liveAreaStatuses(
  progress: ProgressResponse | undefined,
  areas: readonly ClientAreaId[],
): { area: ClientAreaId; status: LiveStatus; error: string | null }[] {
  return areas.map((area) => {
    const entry = progress?.areas[CLIENT_TO_SERVER_AREA[area]];
    return { area, status: entry?.status ?? 'pending', error: entry?.error ?? null };
  });
}

export type JobOutcome = { ok: true; items: ResultItem[]; completed: number; failed: number; total: number } | { ok: false; error: StudioMessage };

/**
 * How a settled multi-area job ends (product §4): success with every image when at least one area
 * completed (a partial warning is due when some failed), otherwise 'Failed to generate design'.
 */
export function jobOutcome(progress: ProgressResponse, areas: readonly ClientAreaId[], now = Date.now()): JobOutcome {
  const { completed, failed, total } = tallyAreas(progress, areas);
  const items = resultsFromProgress(progress, areas, now);
  if (completed > 0 && items.length > 0) return { ok: true, items, completed, failed, total };
  return { ok: false, error: completed > 0 ? { key: 'errors.noRenders' } : { key: 'errors.failedToGenerate' } };
}
