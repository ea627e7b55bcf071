import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type AreaId, areaIdSchema, type DesignSummary, designSummarySchema, type JobStatus, LANGUAGES } from '@landscape/contract';
import type { Generation as GenerationModel, GenerationArea as GenerationAreaModel } from '../../generated/prisma/client.ts';
import { type AreaStyleState, type HouseLockState, MASK_SOURCES } from '../../ports/progress.port.ts';

// What a generation and its design rows are as the repository hands them out (records, settings, rows, a shared
// design), and how they are read from the database's models.

/** `edit`: a finished design changed by an instruction (POST /api/designs/{id}/edit, product §10). */
export type GenerationKind = 'multi' | 'single' | 'upload' | 'tour' | 'edit';

/** How a photo is redrawn; read back through this schema, never as untyped JSON. */
export const generationSettingsSchema = z.object({
  preservation: z.enum(['strict', 'balanced']).optional(),
  width: z.number().int().min(64).max(4096).optional(),
  height: z.number().int().min(64).max(4096).optional(),
  /** The studio's language when the generation was asked for: designs are written in it. */
  locale: z.enum(LANGUAGES).optional(),
  /** Photo first: the areas whose "before" is the homeowner's photo (stored as the rows' original). */
  photoAreas: z.array(areaIdSchema).optional(),
  /** House-Lock: the areas whose keep mask the homeowner brushed in the studio (stored beside the photo). */
  maskAreas: z.array(areaIdSchema).optional(),
  /** An edit: the design (row id) it changes; its instruction is the row's prompt. */
  editOf: z.string().optional(),
  /** An edit: the areas whose region the homeowner brushed (stored as the area's user mask; white = may change). */
  editMaskAreas: z.array(areaIdSchema).optional(),
  /** The studio's run this generation belongs to (one POST /api/generate per style): the run is one request. */
  run: z.string().uuid().optional(),
});

export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/** What a completed row keeps about its design, besides its images (column `plan`). */
/** House-Lock's registration of the stored answer to the original (pixels/house-lock/align.ts), kept in the row's plan JSON. */
const houseAlignSchema = z.object({
  ok: z.boolean(),
  matrix: z.array(z.number()).length(9).nullable(),
  dx: z.number(),
  dy: z.number(),
  scale: z.number(),
  inliers: z.number(),
  coverage: z.number(),
  resampled: z.boolean(),
});

const storedPlanSchema = z.object({
  seed: z.number().optional(),
  prompt: z.string().optional(),
  summary: designSummarySchema.nullable().optional(),
  houseAlign: houseAlignSchema.nullable().optional(),
});

export interface GenerationRecord {
  id: string;
  address: string;
  kind: GenerationKind;
  styles: string[];
  status: JobStatus;
  userId: string | null;
  createdAt: Date;
  settings: GenerationSettings;
  /** SHA-256 (hex) of a visitor's generation's claim token (the visitor's only proof it is theirs); null for an account's. */
  claimHash: string | null;
}

/** One area in one style of a generation: one design image, one unit of the daily limit. */
export interface DesignRow extends AreaStyleState {
  id: string;
  generationId: string;
  /** The homeowner's wishes for the area. */
  prompt: string;
  /** Change just this: the design this one was edited from; null for a design made from scratch. */
  editedFrom?: string | null;
  attempts: number;
}

export interface SharedDesignRecord {
  row: DesignRow;
  /** Null while the design is private to its generation's owner. */
  sharedAt: Date | null;
  generation: GenerationRecord;
  /** SHA-256 (hex) of a visitor's generation's claim token, the visitor's proof of ownership; null once claimed or for an account's. */
  claimHash: string | null;
}

export interface NewGeneration {
  /** Set by callers that must name files before the rows exist (an uploaded photo). */
  id?: string;
  address: string;
  kind: GenerationKind;
  styles: string[];
  rows: { area: AreaId; style: string; prompt: string; originalKey?: string; editedFrom?: string }[];
  userId: string | null;
  clientIp: string | null;
  settings?: GenerationSettings;
  /** A visitor's generation: SHA-256 (hex) of the claim token handed to the browser that asked for it. */
  claimHash?: string | null;
}

/** A visitor's generation an account asks for, with the token its browser was given. */
export interface ClaimRequest {
  generationId: string;
  tokenHash: string;
}

export interface RenderedDesign {
  angle: string;
  originalKey: string;
  renderKey: string;
  planKey: string | null;
  seed: number;
  prompt: string;
  design: DesignSummary;
  model: string;
  preservationStrength: number;
  house: HouseLockState | null;
  /** An edited design: its whole plan (it cannot be planned again from its seed), kept in the row's plan JSON. */
  editedPlan?: unknown;
}

/** A row no job has finished, with what is needed to queue its job again. */
export interface UnfinishedRow {
  id: string;
  generationId: string;
  kind: GenerationKind;
  address: string;
  styles: string[];
  area: AreaId;
  attempts: number;
}

export const KINDS: GenerationKind[] = ['multi', 'single', 'upload', 'tour', 'edit'];

export function toRecord(g: GenerationModel): GenerationRecord {
  const settings = generationSettingsSchema.safeParse(g.settings ?? {});
  return {
    id: g.id,
    address: g.address,
    kind: KINDS.includes(g.kind as GenerationKind) ? (g.kind as GenerationKind) : 'multi',
    styles: g.styles,
    status: g.status,
    userId: g.userId,
    createdAt: g.createdAt,
    settings: settings.success ? settings.data : {},
    claimHash: g.claimHash,
  };
}

const HOUSE_ACTIONS = ['kept', 'repaired', 'retried', 'retried_repaired'] as const;

function houseActionOf(v: string): HouseLockState['action'] {
  return (HOUSE_ACTIONS as readonly string[]).includes(v) ? (v as HouseLockState['action']) : 'kept';
}

const HOUSE_SOURCES = ['drawn', 'photo', 'streetview', 'satellite'] as const;

function houseSourceOf(v: string | null): HouseLockState['source'] {
  return (HOUSE_SOURCES as readonly (string | null)[]).includes(v) ? (v as HouseLockState['source']) : 'photo';
}

function maskSourceOf(v: string | null): HouseLockState['maskSource'] {
  return (MASK_SOURCES as readonly (string | null)[]).includes(v) ? (v as HouseLockState['maskSource']) : undefined;
}

export function toDesignRow(r: GenerationAreaModel): DesignRow {
  const stored = storedPlanSchema.safeParse(r.plan ?? {});
  return {
    id: r.id,
    designId: r.id,
    generationId: r.generationId,
    area: areaIdSchema.catch('front_yard').parse(r.area),
    style: r.style,
    prompt: r.prompt,
    status: r.status,
    error: r.error,
    angle: r.angle,
    originalKey: r.originalKey,
    renderKey: r.renderKey,
    planKey: r.planKey,
    model: r.model,
    preservationStrength: r.preservationStrength,
    house:
      r.houseKept != null && r.houseAction
        ? {
            kept: r.houseKept,
            first: r.houseFirst ?? r.houseKept,
            visible: r.houseVisible ?? 1,
            action: houseActionOf(r.houseAction),
            maskKey: r.maskKey,
            source: houseSourceOf(r.houseSource),
            maskSource: maskSourceOf(r.houseMaskSource),
            align: stored.success ? (stored.data.houseAlign ?? null) : null,
          }
        : null,
    design: stored.success ? (stored.data.summary ?? null) : null,
    editedFrom: r.editedFrom,
    attempts: r.attempts,
  };
}

/** Two hex SHA-256 digests compared in constant time (a malformed one is simply not equal). */
export function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b);
}

export function withoutPending(summary: object): object {
  const { growth_pending: _pending, ...rest } = summary as { growth_pending?: boolean };
  return rest;
}
