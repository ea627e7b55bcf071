import type { JobStatus } from '@landscape/contract';

// One rule for the status of a set of design rows, used for an area of the progress answer and for a
// generation's own status, so progress and My Designs always agree.

export const isFinal = (s: JobStatus) => s === 'completed' || s === 'failed';

/** Final when every row is: completed when at least one rendered, failed when none did. */
export function generationStatus(rows: { status: JobStatus }[]): JobStatus {
  if (rows.length === 0) return 'pending';
  if (rows.every((r) => isFinal(r.status))) return rows.some((r) => r.status === 'completed') ? 'completed' : 'failed';
  return rows.every((r) => r.status === 'pending') ? 'pending' : 'processing';
}
