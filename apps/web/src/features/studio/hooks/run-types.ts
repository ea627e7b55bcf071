import type { ClientAreaId } from '@landscape/contract';
import type { LiveStatus, ResultItem } from '../../../lib/designs/progress.ts';

// What a run is asked with and what it tells as it goes: shared by the run's hooks and the studio's views.

export interface GenerationRequest {
  address: string;
  areas: { id: ClientAreaId; prompt: string; photo?: File | null; mask?: Blob | null }[];
  styles: { id: string; label: string }[];
}

export type LiveItem = { key: string; kind: 'area' | 'style'; id: string; status: LiveStatus; error: string | null };

/**
 * `done` is false while the run goes on: the designs finished so far, in the order they arrived, shown at
 * once while the rest keep rendering; true once, with every design of the run.
 */
export type OnResults = (items: ResultItem[], done: boolean) => void;
