import type { Analysis as PropertyAnalysis, AreaId } from '@landscape/contract';

export type { PropertyAnalysis };

export interface AnalysisInput {
  /** The property as it is now. */
  image: { data: Buffer; contentType: string };
  area: AreaId;
  address: string;
  /** The homeowner's language ('en', 'es', 'zh'); the analysis is written in it. */
  locale?: string;
}

/** Thrown when the analysis cannot be made; the message is shown to the user. */
export class AnalysisError extends Error {
  constructor(
    message: string,
    /** Set when the failure is the deployment's to fix (a model id the provider does not know). */
    readonly operatorAdvice?: { key: string; advice: string },
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}

/** The analysis_mode of product §3: current style, curb appeal out of 10, recommendations. Owns its timeout and retries. */
export interface Analysis {
  readonly name: string;
  analyze(input: AnalysisInput, opts: { signal: AbortSignal }): Promise<PropertyAnalysis>;
}
