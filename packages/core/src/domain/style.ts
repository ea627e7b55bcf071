import type { StyleId } from '@landscape/contract';

/** What a generation needs to know about a style: how to draw it, and what the prompt calls it. */
export interface ResolvedStyle {
  id: string;
  name: string;
  description: string;
  promptNotes: string;
  /** The catalogue style whose plants, materials and layout the plan uses. */
  drawAs: StyleId;
}
