import type { AreaId, DesignSummary, JobStatus } from '@landscape/contract';

/** One area × style as the worker last wrote it. */
export interface AreaStyleState {
  /** The design row's id (the id of its share page /d/:id); absent in progress written before it was kept. */
  designId?: string;
  area: AreaId;
  style: string;
  status: JobStatus;
  error: string | null;
  angle: string | null;
  originalKey: string | null;
  renderKey: string | null;
  planKey: string | null;
  model: string | null;
  preservationStrength: number | null;
  design: DesignSummary | null;
  /** House-Lock's check of the stored image (absent on states cached before it existed). */
  house?: HouseLockState | null;
}

export interface HouseLockState {
  kept: number;
  first: number;
  visible: number;
  action: 'kept' | 'repaired' | 'retried' | 'retried_repaired';
  maskKey: string | null;
  /** Where the "before" came from: 'drawn' is the offline imagery's example house, not the homeowner's. */
  source: 'drawn' | 'photo' | 'streetview' | 'satellite';
  /** Where the keep mask came from: the renderer (drawn), the image model's segmentation, the pixel method, or the homeowner's brush. */
  maskSource?: MaskSource;
  /** How the stored answer was registered to the original before it was scored (absent before registration existed). */
  align?: HouseAlignment | null;
}

/** The transform House-Lock found from the model's answer to the original's frame (pixels/house-lock/align.ts). */
export interface HouseAlignment {
  ok: boolean;
  /** Row-major 3×3 homography, answer pixels to frame pixels. */
  matrix: number[] | null;
  dx: number;
  dy: number;
  scale: number;
  inliers: number;
  coverage: number;
  resampled: boolean;
}

export const MASK_SOURCES = ['drawn', 'model', 'pixels', 'user'] as const;
export type MaskSource = (typeof MASK_SOURCES)[number];

export interface ProgressMeta {
  address: string;
  styles: string[];
  areas: AreaId[];
  createdAt: string;
  userId: string | null;
  /**
   * A visitor's generation: SHA-256 of its claim token, which its progress is shown to (an account's is
   * shown to the account). Absent from an entry cached before it was kept: then the database is asked.
   */
  claimHash?: string | null;
}

/** Treated as immutable: a store may answer the same object until the request changes. */
export interface ProgressSnapshot {
  meta: ProgressMeta;
  states: AreaStyleState[];
  /**
   * A token that changes with every write of the request (init or update) and is read with the entry in
   * one step; absent from an entry written before it was kept. Equal versions mean equal snapshots.
   */
  version?: string;
}

/**
 * A fast cache of per-request progress for polling. The database stays the record of truth:
 * a miss here falls back to it.
 */
export interface ProgressStore {
  init(requestId: string, meta: ProgressMeta, states: AreaStyleState[]): Promise<void>;
  update(requestId: string, state: AreaStyleState): Promise<void>;
  get(requestId: string): Promise<ProgressSnapshot | null>;
  /**
   * The entry's current version alone (ProgressSnapshot.version), far cheaper than get(): a poller that
   * already answered this version answers it again without reading the entry. Null when there is no entry
   * or it has no version.
   */
  version(requestId: string): Promise<string | null>;
  delete(requestId: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const stateField = (s: { area: string; style: string }) => `${s.area}:${s.style}`;
