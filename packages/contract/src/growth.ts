import { z } from 'zod';
import { CARE_TASKS, LANGUAGES, UPKEEP_ASSUMPTIONS } from './constants.ts';

// Growth over time and upkeep of a design (issue 33; docs/decisions/028-growth-and-upkeep.md): part of
// the design summary every endpoint answers with a design.

/** One age of a design: its render and plan with every plant at its size that many years after planting. */
export const growthStageSchema = z.object({
  /** 0 (as planted), 3, and the age at which every plant is mature. */
  age_years: z.number().int().min(0),
  /** Path under /static of the render at that age. */
  image: z.string(),
  /** Path under /static of the plan at that age; null when none was drawn (a model's render without plan). */
  plan: z.string().nullable(),
  /** The same plan drawn in the studio's other languages (its legend), path under /static each. */
  plans: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
});
export type GrowthStage = z.infer<typeof growthStageSchema>;

const range = z.object({ low: z.number().min(0), high: z.number().min(0) });

/** What the design takes to keep once established: a range for a wetter and a drier year, with what it assumes. */
export const upkeepSchema = z.object({
  water: z.object({ litres: range, gallons: range }),
  hours: range,
  /** Twelve months, January first; each with the care it needs (ids the studio words in its language). */
  calendar: z.array(z.object({ month: z.number().int().min(1).max(12), tasks: z.array(z.enum(CARE_TASKS)) })),
  /** The Köppen-Geiger class the figures are for; null when the climate is unknown (a wider range then). */
  climate: z.string().nullable(),
  assumptions: z.array(z.object({ key: z.enum(UPKEEP_ASSUMPTIONS), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type Upkeep = z.infer<typeof upkeepSchema>;
