import type { AreaId, AreaProgress, JobStatus, ProgressResponse } from '@landscape/contract';
import { AREA_IDS } from '@landscape/contract';
import type { AreaStyleState, ProgressSnapshot } from '../ports/progress.port.ts';
import { toDesignImage } from './design-image.ts';
import { generationStatus } from '../domain/status.ts';

/**
 * An area is final only when every style is: completed when at least one style rendered, failed when none did
 * (the same rule as a generation's own status). The studio stops polling when completed + failed equals the
 * areas it asked for (product §4).
 */
export const areaStatus = (states: Pick<AreaStyleState, 'status'>[]): JobStatus => generationStatus(states);

export function toProgressResponse(requestId: string, snap: ProgressSnapshot, styleLabel: (id: string) => string): ProgressResponse {
  const areas: Partial<Record<AreaId, AreaProgress>> = {};
  let completed = 0;
  let failed = 0;
  const order = (s: AreaStyleState) => snap.meta.styles.indexOf(s.style);
  for (const area of AREA_IDS) {
    if (!snap.meta.areas.includes(area)) continue;
    const states = snap.states.filter((s) => s.area === area).sort((a, b) => order(a) - order(b));
    const status = areaStatus(states);
    if (status === 'completed') completed++;
    if (status === 'failed') failed++;
    const images = states.flatMap((s) => (s.status === 'completed' ? (toDesignImage(s, styleLabel) ?? []) : []));
    const errors = [...new Set(states.map((s) => s.error).filter((e): e is string => !!e))];
    areas[area] = {
      status,
      image: images[0]?.image ?? null,
      images,
      error: status === 'failed' || errors.length ? errors.join('; ') || null : null,
      styles: Object.fromEntries(states.map((s) => [s.style, { status: s.status, error: s.error }])),
    };
  }
  const total = snap.meta.areas.length;
  return {
    request_id: requestId,
    // the same rule over every row as over an area's rows: a generation and its progress always agree
    status: generationStatus(snap.states),
    address: snap.meta.address,
    styles: snap.meta.styles,
    total,
    completed,
    failed,
    areas,
    created_at: snap.meta.createdAt,
  };
}
