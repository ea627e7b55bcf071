import type { Analysis, DesignPhase, DesignSummary } from '@landscape/contract';
import { currentLanguage } from '../language.ts';

// A design, its phases and its analysis carry their words in the studio's other languages (`translations`,
// never the language they were made in: decision 038). Each reads in the reader's language when it carries
// it, and as written otherwise (made before they carried translations, or a model's one-language answer).

/** The words a thing carries for a reader of `language`, or null: it is read as written. */
function wordsFor<T>(translations: Partial<Record<string, T>> | undefined, language: string | undefined): T | null {
  return translations?.[currentLanguage(language)] ?? null;
}

/** The design as read in `language`: its words (title, plant list, materials, notes…) and that language's units. */
export function designIn(design: DesignSummary, language: string | undefined): DesignSummary {
  const words = wordsFor(design.translations, language);
  if (!words) return design;
  const { plan_image: _drawn, ...said } = words;
  return { ...design, ...said };
}

/** The plan to show a reader of `language` (a path under /static): the one drawn in their words, else the design's own. */
export function planIn(plan: string | null | undefined, design: DesignSummary | null | undefined, language: string | undefined): string | null {
  return (design ? wordsFor(design.translations, language)?.plan_image : undefined) ?? plan ?? null;
}

/** A budget phase as read in `language`. */
export function phaseIn(phase: DesignPhase, language: string | undefined): DesignPhase {
  const words = wordsFor(phase.translations, language);
  return words ? { ...phase, ...words } : phase;
}

/** An analysis as read in `language`. */
export function analysisIn(analysis: Analysis, language: string | undefined): Analysis {
  const words = wordsFor(analysis.translations, language);
  return words ? { ...analysis, ...words } : analysis;
}
