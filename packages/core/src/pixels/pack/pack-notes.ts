import type { DesignSummary } from '@landscape/contract';
import { fillText } from './pack-text.ts';
import { heading, para } from './pack-tables.ts';
import type { Sheet } from './pack-sheet.ts';

// The notes sheet of the drawing set (issue 49): what a contractor expects written down before pricing —
// utilities, grading and drainage, soil, planting depth, mulch, edging — the assumptions the drawing rests
// on, what is not included, and the cost range with its sources.

export interface NotesInput {
  summary: DesignSummary;
  /** The reader's words of the design (its translation when the reader's language is another). */
  words: Pick<DesignSummary, 'features' | 'not_included' | 'cost' | 'site'>;
  /** The property is in the United States: 811 is the number to call. */
  us: boolean;
  facingAssumed: boolean;
  exampleHouse: boolean;
}

/** Item 9: the contractor's notes and the assumptions. */
export function contractorNotes(s: Sheet, n: NotesInput): void {
  const { t } = s;
  const metric = s.units === 'metric';
  heading(s, t.notes);
  const lines = [
    fillText(t.noteDig, { call: n.us ? t.callUs : t.callOther }),
    metric ? t.noteGradeMetric : t.noteGrade,
    metric ? t.noteSoilMetric : t.noteSoil,
    metric ? t.notePlantMetric : t.notePlant,
    metric ? t.noteMulchMetric : t.noteMulch,
    metric ? t.noteEdgeMetric : t.noteEdge,
  ];
  lines.forEach((l, i) => para(s, `${i + 1}.  ${l}`));
  heading(s, t.assumptions);
  const assumed = [t.assumeSurvey, n.facingAssumed ? t.assumeFacing : t.assumeFacingKnown, t.assumeUtilities, t.assumePrices];
  if (n.exampleHouse) assumed.push(t.assumeExample);
  for (const a of assumed) para(s, `•  ${a}`);
  for (const note of n.words.site?.notes ?? []) para(s, `•  ${note}`, { color: '#555555' });
  if (n.words.features.length > 0) {
    heading(s, t.features);
    para(s, n.words.features.join(' · '));
  }
}

/** Item 11: what is not included, and the cost range with its sources. */
export function exclusionsAndCost(s: Sheet, n: NotesInput): void {
  const { t } = s;
  heading(s, t.notIncluded);
  for (const item of n.words.not_included ?? []) para(s, `•  ${item.text}`);
  para(s, `•  ${t.notIncludedAlways}`);
  heading(s, t.cost);
  const cost = n.summary.cost;
  para(s, `${s.money(cost.low, cost.currency)} – ${s.money(cost.high, cost.currency)}`, { size: 12, font: 'bold' });
  for (const src of n.words.cost.sources) para(s, `${t.source}: ${src}`, { size: 7.5, color: '#555555' });
}
