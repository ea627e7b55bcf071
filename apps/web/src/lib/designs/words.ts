import type { Analysis, DesignPhase, DesignSummary } from '@landscape/contract';
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
  if (!words) return design;
  const { plan_image: _drawn, ...said } = words;
  return { ...design, ...said };
}

/**
 * The plan to show a reader of `language` (a path under /static): the design's plan drawn in that language
 * when there is one (its legend in their words), else its own plan.
 */
export function planIn(plan: string | null | undefined, design: DesignSummary | null | undefined, language: string | undefined): string | null {
  const lang = currentLanguage(language);
  if (!design || currentLanguage(design.locale) === lang) return plan ?? null;
  return design.translations?.[lang]?.plan_image ?? plan ?? null;
}

/** A budget phase of a design made in `madeIn`, as read in `language` (as designIn: its words when it carries them). */
export function phaseIn(phase: DesignPhase, madeIn: string | undefined, language: string | undefined): DesignPhase {
  const lang = currentLanguage(language);
  if (currentLanguage(madeIn) === lang) return phase;
  const words = phase.translations?.[lang];
  return words ? { ...phase, ...words } : phase;
}

/** An analysis as read in `language`: its words in that language when it carries them (never in its own), else as written. */
export function analysisIn(analysis: Analysis, language: string | undefined): Analysis {
  const words = analysis.translations?.[currentLanguage(language)];
  return words ? { ...analysis, ...words } : analysis;
}
