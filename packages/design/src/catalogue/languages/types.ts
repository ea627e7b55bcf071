import type { AreaId, Language, StyleId } from '@landscape/contract';
import type { FeatureKind, SunExposure, UnsupportedWish, WaterNeed } from '../../types.ts';
import type { MessageKey } from '../messages.ts';

// Everything the design engine says to a homeowner, in one language: the catalogue's names (plants by
// their common name — botanical names never change — materials, features, styles, areas), container
// sizes in both unit systems, the engine's sentences and the plan view's labels. A language is data:
// one file per language with the same keys as English (checked by the i18n completeness tests).

export type DesignLocale = Language;
export type UnitSystem = 'metric' | 'imperial';

/** A text that holds a measure, said in each unit system. */
export interface Measured {
  metric: string;
  imperial: string;
}

export interface DesignLanguage {
  /** Units a homeowner of this language expects first. */
  units: UnitSystem;
  /** Areas as titles ('Front Yard') and inside sentences ('front yard'). */
  areas: Record<AreaId, string>;
  areaWords: Record<AreaId, string>;
  styles: Record<StyleId, string>;
  features: Record<FeatureKind, string>;
  /** Wishes understood but not drawn yet, as said inside a sentence ('chicken coop'). */
  wishes: Record<UnsupportedWish, string>;
  /** Material names; `{size}` is filled from `materialSizes` in the unit system asked for. */
  materials: Record<string, string>;
  materialSizes: Record<string, Measured>;
  /** Plant common names by library id. */
  plants: Record<string, string>;
  /** Container sizes by the catalogue's code ('5-gal'). */
  sizes: Record<string, Measured>;
  /** Where prices come from, by the catalogue's source text. */
  sources: Record<string, string>;
  /**
   * `featureCase`: how feature names are written inside a title, in the language's own convention —
   * 'title' (English title case: "Fire Pit and Water Feature"), 'lower' (a sentence-case title:
   * "con fuente de agua"), 'as-written' (scripts without case).
   */
  title: { plain: string; with: string; and: string; featureCase: 'title' | 'lower' | 'as-written' };
  measure: { sqm: string; sqft: string; material: string; count: string };
  messages: Record<MessageKey, string>;
  /** U.S. states by code and the regions of catalogue/places.ts, as a sentence names them. */
  places: Record<string, string>;
  exposure: Record<SunExposure, string>;
  /** Joins two sun classes: 'full sun to part shade'. */
  exposureRange: string;
  water: Record<WaterNeed, string>;
  compass: [string, string, string, string, string, string, string, string];
  plan: { house: string; street: string; metre: string; foot: string };
  analysis: {
    styles: Record<AnalysisStyle, string>;
    colours: Record<string, string>;
    text: string;
    list: string;
    recommendations: Record<AnalysisAdvice, string>;
  };
  /** The studio's own design reviewed as a design (review.ts): what it does well, what could be added. */
  review: {
    text: string;
    /** Joins the strengths inside the text. */
    join: string;
    strengths: Record<ReviewStrength, string>;
    additions: Record<ReviewAddition, string>;
  };
}

export type ReviewStrength = 'layers' | 'colour' | 'variety' | 'lowWater' | 'zone' | 'use' | 'style';
export type ReviewAddition = 'lighting' | 'seating' | 'shadeTree' | 'colour' | 'water' | 'edging';

export type AnalysisStyle = 'hardscape' | 'sparse' | 'lawn' | 'colourful' | 'layered' | 'mixed';
export type AnalysisAdvice = 'fewPlants' | 'manyPlants' | 'tired' | 'uniform' | 'noColour' | 'bareSoil' | 'hardSurfaces' | 'balanced';
