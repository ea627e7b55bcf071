import { z } from 'zod';
import {
  AREA_IDS,
  LANGUAGES,
  LIMITS,
  STYLE_SLUG,
  areaIdSchema,
  completeLandscapeRequestSchema,
  designWordsSchema,
  editDesignRequestSchema,
  jobStatusSchema,
  phaseSchema,
  phasesRequestSchema,
  plantLineSchema,
  recordIdSchema,
  siteCheckResponseSchema,
  siteSummarySchema,
  styleSchema,
} from '@landscape/contract';

// The tools' input and output schemas, made of the contract's pieces so that they stay in step with the
// studio's API: the same address, wish, style, instruction and budget rules, the same plant lines and costs.

const fields = completeLandscapeRequestSchema.shape;

export const languageSchema = z.enum(LANGUAGES).describe('The language the design is written in: en, es or zh (en when not given).');
const designIdField = recordIdSchema.describe('A design’s id (`id` of an entry of `designs`).');
const requestIdField = recordIdSchema.describe('The id start_design answered (`request_id`).');

export const checkAddressInput = { address: fields.address.describe('The property’s street address, e.g. "12 Elm Street, Portland, OR".') };
export const checkAddressOutput = siteCheckResponseSchema;

export const listStylesOutput = z.object({ styles: z.array(styleSchema.pick({ id: true, name: true, description: true })) });

export const startDesignInput = {
  address: checkAddressInput.address,
  areas: z
    .array(
      z.object({
        area: areaIdSchema.describe(`One of ${AREA_IDS.join(', ')}.`),
        wishes: fields.front_yard_prompt.describe('What the homeowner wants there, e.g. "fire pit, low maintenance".'),
      }),
    )
    .min(1, 'Please choose at least one area to design')
    .max(AREA_IDS.length)
    .refine((areas) => new Set(areas.map((a) => a.area)).size === areas.length, 'Each area can be chosen once')
    .describe('The parts of the yard to redesign, each with its wishes.'),
  styles: z
    .array(z.string().regex(STYLE_SLUG, { error: (iss) => `unknown style '${String(iss.input)}'` }))
    .min(1, 'Please select at least one style')
    .max(LIMITS.maxStyles, `At most ${LIMITS.maxStyles} styles can be selected`)
    .describe('Style ids from list_styles: each area is drawn in each style.'),
  language: languageSchema.optional(),
  wait: z
    .boolean()
    .optional()
    .describe('Follow the work to the end, reporting progress (default true). With false the answer comes at once; get_design follows it later.'),
};

export const getDesignInput = {
  request_id: requestIdField,
  language: languageSchema.optional(),
  wait: z.boolean().optional().describe('Follow the work to the end, reporting progress (default false: answer the state now).'),
};

const words = designWordsSchema.shape;
/** One area in one style: where it stands, and once drawn its pictures and what it holds. */
export const designOutSchema = z.object({
  id: z.string().optional().describe('The design’s id, for change_design, budget_phases and landscaper_pack.'),
  area: areaIdSchema,
  style: z.string(),
  status: jobStatusSchema,
  error: z.string().nullable(),
  /** What an assistant reads to show it: landscape://design/{request_id}/{id}. */
  resource: z.string().optional(),
  image_url: z.string().optional(),
  plan_url: z.string().nullable().optional(),
  before_url: z.string().optional(),
  /** The "before" is an example house the studio drew for the address, not the homeowner's property. */
  example_house: z.boolean().optional(),
  title: z.string().optional(),
  features: words.features.optional(),
  materials: words.materials.optional(),
  plants: z.array(plantLineSchema.pick({ number: true, common: true, botanical: true, quantity: true, size: true, reason: true })).optional(),
  cost: words.cost.optional(),
  not_included: z.array(z.string()).optional().describe('Wishes the design could not deliver, each said plainly.'),
  site: siteSummarySchema.pick({ headline: true, zone: true, climate: true, exposure: true }).optional(),
});
export type DesignOut = z.infer<typeof designOutSchema>;

export const designResultOutput = z.object({
  request_id: z.string(),
  status: jobStatusSchema,
  address: z.string(),
  /** Designs asked for (areas × styles), finished and failed. */
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  designs: z.array(designOutSchema),
});
export type DesignResult = z.infer<typeof designResultOutput>;

export const changeDesignInput = {
  design_id: designIdField,
  instruction: editDesignRequestSchema.shape.instruction.describe('One change, said plainly: "replace the lawn with gravel", "no hot tub".'),
  region: z
    .object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      width: z.number().gt(0).max(1),
      height: z.number().gt(0).max(1),
    })
    .optional()
    .describe('Where the change may happen, as fractions of the picture (0–1 from its top left); the rest stays as it is. The whole picture when not given.'),
  language: languageSchema.optional(),
};
export const changeDesignOutput = designOutSchema.extend({
  request_id: z.string().optional(),
  edited_from: z.string().optional(),
  not_changed: z.array(z.string()).describe('Parts of the instruction that could not be applied, each said plainly.'),
});

export const budgetPhasesInput = {
  design_id: designIdField,
  budget: phasesRequestSchema.shape.budget.describe('The budget per phase, in the design’s currency.'),
};
export const budgetPhasesOutput = z.object({
  design_id: z.string(),
  budget: z.number(),
  currency: z.string(),
  phases: z.array(
    phaseSchema.omit({ translations: true, image: true, plan: true }).extend({ image_url: z.string().nullable(), plan_url: z.string().nullable() }),
  ),
});

export const packInput = {
  design_id: designIdField,
  budget: phasesRequestSchema.shape.budget.optional().describe('Include the design’s phases within this budget.'),
};
export const packOutput = z.object({
  design_id: z.string(),
  url: z.string().describe('The PDF: opens with the access token (Authorization: Bearer), or for anyone while the design is shared.'),
  resource: z.string().describe('The same PDF through this connection (resources/read).'),
  bytes: z.number().int(),
});

export const listDesignsInput = {
  limit: z.number().int().min(1).max(50).optional().describe('How many requests, newest first (20 when not given).'),
  cursor: z.string().max(64).optional().describe('`next_cursor` of the previous page.'),
};
export const listDesignsOutput = z.object({
  requests: z.array(
    z.object({
      request_id: z.string(),
      address: z.string(),
      status: jobStatusSchema,
      created_at: z.string(),
      designs: z.array(designOutSchema.pick({ id: true, area: true, style: true, status: true, resource: true, image_url: true, title: true })),
    }),
  ),
  next_cursor: z.string().nullable(),
});
