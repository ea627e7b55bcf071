import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** POST /api/designs/{id}/phases: the budget, in the design's currency. */
export const phasesRequestSchema = z.object({ budget: z.number().finite().positive().max(100_000_000) });
export type PhasesRequest = z.infer<typeof phasesRequestSchema>;

export const PHASE_STEPS = ['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'] as const;
const phaseWordsSchema = z.object({
  title: z.string(),
  features: z.array(z.string()),
  materials: z.array(z.string()),
  plants: z.array(z.object({ botanical: z.string(), common: z.string(), quantity: z.number().int().positive() })),
});
export const phaseSchema = z.object({
  number: z.number().int().positive(),
  /** 'Phase 1 · ground and hardscape', in the design's language. */
  title: z.string(),
  /** The build steps it holds, in build order. */
  steps: z.array(z.enum(PHASE_STEPS)),
  features: z.array(z.string()),
  materials: z.array(z.string()),
  plants: z.array(z.object({ botanical: z.string(), common: z.string(), quantity: z.number().int().positive() })),
  cost: z.object({ low: z.number(), high: z.number(), currency: z.string() }),
  /**
   * The yard after this phase (everything of phases 1..n built): its render and its plan, storage keys served
   * like every design image. Null for a design drawn from a photo (there is no scene to draw it in again).
   */
  image: z.string().nullable().optional(),
  plan: z.string().nullable().optional(),
  /** The same phase's words in the design's other languages (as its summary's `translations`). */
  translations: z.partialRecord(z.enum(LANGUAGES), phaseWordsSchema).optional(),
});
export type DesignPhase = z.infer<typeof phaseSchema>;
/** A budget's phases as drawn, kept with the design (its summary's `phase_set`) so they outlive a restart. */
export const phaseSetSchema = z.object({ budget: z.number(), currency: z.string(), phases: z.array(phaseSchema) });
export type PhaseSet = z.infer<typeof phaseSetSchema>;
export const phasesResponseSchema = phaseSetSchema.extend({ design_id: z.string() });
export type PhasesResponse = z.infer<typeof phasesResponseSchema>;
