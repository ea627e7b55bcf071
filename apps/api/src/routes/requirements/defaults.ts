import type { RequirementArea } from '@landscape/contract';

/**
 * Suggested prompts seeded into an empty `requirements` table, in English (content, not UI text:
 * admins edit them in /requirements-admin). Each is one wish the design engine's wish parser knows.
 */
export const DEFAULT_REQUIREMENTS: Record<RequirementArea, string[]> = {
  front_yard: ['Low maintenance', 'Drought tolerant plants', 'More curb appeal', 'Flower beds along the house', 'Replace the lawn', 'Path lighting'],
  backyard: ['Fire pit seating area', 'Space for kids to play', 'Vegetable raised beds', 'Privacy screening', 'Pet friendly', 'Water feature'],
  walkway: ['Wider entry path', 'Stepping stones', 'Path lighting', 'Border plantings', 'Low maintenance', 'Welcoming entrance'],
};
