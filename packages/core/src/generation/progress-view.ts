import type { AreaId, AreaProgress, JobStatus, ProgressResponse } from '@landscape/contract';
import { AREA_IDS } from '@landscape/contract';
import type { AreaStyleState, ProgressSnapshot } from '../progress/progress.port.ts';
import type { DesignSummary } from '@landscape/contract';

/**
 * An area is final only when every style is: completed when at least one style rendered, failed when none did.
 * The studio stops polling when completed + failed equals the areas it asked for (spec §4).
 */
export function areaStatus(states: Pick<AreaStyleState, 'status'>[]): JobStatus {
  if (states.length === 0) return 'pending';
  const final = states.every((s) => s.status === 'completed' || s.status === 'failed');
  if (final) return states.some((s) => s.status === 'completed') ? 'completed' : 'failed';
  return states.every((s) => s.status === 'pending') ? 'pending' : 'processing';
}

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
    const images = states
      .filter((s) => s.status === 'completed' && s.renderKey && s.originalKey)
      .map((s) => ({
        image: s.renderKey!,
        original: s.originalKey!,
        plan: s.planKey,
        angle: s.angle ?? 'street',
        style: s.style,
        style_label: styleLabel(s.style),
        model: s.model ?? 'unknown',
        preservation_strength: s.preservationStrength ?? 1,
        design: (s.design as DesignSummary | null) ?? null,
      }));
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
  const status: JobStatus =
    completed + failed === total ? (completed > 0 ? 'completed' : 'failed') : snap.states.every((s) => s.status === 'pending') ? 'pending' : 'processing';
  return {
    request_id: requestId,
    status,
    address: snap.meta.address,
    styles: snap.meta.styles,
    total,
    completed,
    failed,
    areas,
    created_at: snap.meta.createdAt,
  };
}
