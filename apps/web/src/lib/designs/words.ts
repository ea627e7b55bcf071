import type { DesignSummary } from '@landscape/contract';
import { currentLanguage } from '../language.ts';

/**
 * The design as read in `language`: its words (title, plant list, materials, notes…) in that language when
 * it carries them, with that language's units; as written otherwise (designs made before they carried
 * translations). Figures, growth and upkeep are the same in every language.
 */
export function designIn(design: DesignSummary, language: string | undefined): DesignSummary {
  const lang = currentLanguage(language);
  if (currentLanguage(design.locale) === lang) return design;
  const words = design.translations?.[lang];
  return words ? { ...design, ...words } : design;
}
