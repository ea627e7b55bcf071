import type { RequirementArea } from '@landscape/contract';

/**
 * Suggested prompts seeded into an empty `requirements` table, in English (content, not UI text:
 * admins edit them in /requirements-admin). They are the studio's own suggestions (apps/web/src/locales/en/studio.json), so the studio can show
 * them translated; each is one wish the design engine's wish parser knows.
 */
export const DEFAULT_REQUIREMENTS: Record<RequirementArea, string[]> = {
  front_yard: ['drought-tolerant plants', 'colourful flower beds', 'low maintenance', 'stone edging', 'small lawn', 'evening lighting'],
  backyard: ['fire pit', 'patio for dining', 'vegetable garden', 'privacy hedge', 'water feature', 'pergola'],
  walkway: ['path lighting', 'natural stone pavers', 'lined with lavender', 'wider path', 'gravel border', 'flowering shrubs'],
};
