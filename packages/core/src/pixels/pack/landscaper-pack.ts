import type { AreaId, DesignPhase, DesignSummary, PackPaper } from '@landscape/contract';
import { planAfterPhase, planMeasures, planNorth, type BuiltAfter, type DesignPlan, type Scene } from '@landscape/design';
import { drawTitleBlocks, newSheet, openSheet, type Sheet } from './pack-sheet.ts';
import { fillText, type PackLocale } from './pack-text.ts';
import { heading, hydrozoneTable, materialTakeOff, para, plantSchedule } from './pack-tables.ts';
import { contractorNotes, exclusionsAndCost, type NotesInput } from './pack-notes.ts';
import { drawPlan } from './plan-drawing.ts';
import type { PlanFootInfo } from './plan-foot.ts';

export interface PackInput {
  summary: DesignSummary;
  /** The design's area: which way its plan is drawn (planNorth). Absent: the north arrow is left out. */
  area?: AreaId | null;
  before: Buffer | null;
  after: Buffer | null;
  /** The plan picture: printed (not to scale) only when the design has no plan geometry to draw. */
  plan: Buffer | null;
  phases?: DesignPhase[] | null;
  /** What stands finished after each phase (from planPhases): each phase's plan shows only that. */
  built?: BuiltAfter[] | null;
  /** The reader's language: every label, and the design's words from its translations. */
  locale: 'en' | 'es' | 'zh';
  paper: PackPaper;
  /** The design's plan and the lot it was planned on: the plans are drawn from them as vectors. */
  drawing?: { plan: DesignPlan; scene: Scene } | null;
  /** The title block's project facts. */
  project?: { address: string | null; date: string; revision: string; exampleHouse: boolean } | null;
}

/**
 * The landscaper's pack (issue 49, product §12): a drawing set a contractor can price, on the sheet asked
 * for, in the reader's language and the design's units — L-1 the planting plan to a stated scale with its
 * dimensions, L-2 the plant schedule and the take-off, L-3 the hydrozone plan, L-4 the notes, exclusions
 * and cost, then one plan per phase and the pictures. Every sheet carries the title block. Real text and
 * vectors throughout. CPU-bound: runs as a render-pool task, never on the API's event loop.
 */
export async function buildLandscaperPack(input: PackInput): Promise<Buffer> {
  const { summary } = input;
  const locale: PackLocale = input.locale;
  const units = summary.units ?? (locale === 'en' ? 'imperial' : 'metric');
  const words = wordsIn(summary, locale);
  const { sheet: s, done } = await openSheet({ paper: input.paper, locale, units, title: words.title });
  const { t } = s;
  const scales = new Map<number, string>();
  const pageIndex = () => s.doc.bufferedPageRange().count - 1;
  const site = summary.site;
  const foot = (notes: string[]): PlanFootInfo => ({
    north: site && input.area ? planNorth(input.area, site.facing) : null,
    northNote: !site || !input.area ? t.northUnknown : site.facing_assumed ? t.northAssumed : t.northFromImagery,
    notes,
  });

  newSheet(s, t.sheetPlan, true);
  s.doc
    .font('bold')
    .fontSize(12 * s.k)
    .fillColor('#1f3d2b')
    .text(words.title, s.body.x, s.body.y, { width: s.body.w, lineBreak: false });
  const top = s.body.y + 18 * s.k;
  const room = { x: s.body.x, y: top, w: s.body.w, h: s.body.h - 18 * s.k };
  if (input.drawing) {
    const measures = planMeasures(input.drawing.plan, input.drawing.scene);
    const b = input.drawing.plan.bounds;
    const notes = [
      fillText(t.dimsNote, { w: s.len(b.w), d: s.len(b.h) }),
      t.legendSymbols,
      t.materialTag,
      measures.underCanopy.length ? fillText(t.underCanopy, { n: measures.underCanopy.join(', ') }) : t.noneUnderCanopy,
    ];
    const placed = drawPlan(s, { ...input.drawing, mode: 'planting', measures, foot: foot(notes) }, room);
    scales.set(pageIndex(), placed.scale.ratioText ?? t.noScale);
  } else if (input.plan) {
    const side = Math.min(room.w, room.h - 20 * s.k);
    s.doc.image(input.plan, room.x + (room.w - side) / 2, room.y, { width: side, height: side });
    s.doc
      .font('body')
      .fontSize(8 * s.k)
      .fillColor('#7a3b1f')
      .text(t.notToScale, room.x, room.y + side + 4 * s.k, { width: room.w });
    scales.set(pageIndex(), t.noScale);
  }

  newSheet(s, t.sheetSchedule);
  plantSchedule(s, summary);
  materialTakeOff(s, summary);

  if (input.drawing) {
    newSheet(s, t.sheetHydro);
    const hydroRoom = { x: s.body.x, y: s.body.y, w: s.body.w, h: s.body.h * 0.6 };
    const placed = drawPlan(s, { ...input.drawing, mode: 'hydrozone', measures: null, foot: foot([t.hydroNote]) }, hydroRoom);
    scales.set(pageIndex(), placed.scale.ratioText ?? t.noScale);
    s.doc.y = hydroRoom.y + hydroRoom.h;
    hydrozoneTable(s, input.drawing.plan);
  }

  newSheet(s, t.sheetNotes);
  const notesInput: NotesInput = {
    summary,
    words,
    us: isUs(summary),
    facingAssumed: site?.facing_assumed ?? true,
    exampleHouse: input.project?.exampleHouse ?? false,
  };
  contractorNotes(s, notesInput);
  exclusionsAndCost(s, notesInput);

  drawPhases(s, input, foot, scales);
  drawPictures(s, input);
  const project = input.project?.address ?? site?.place ?? '—';
  // drawn from an address, never a survey: every pack is for pricing until measured on site
  const assumed = true;
  drawTitleBlocks(s, { title: words.title, project, date: input.project?.date ?? '—', revision: input.project?.revision ?? '0', scale: '', assumed }, scales);
  s.doc.end();
  return done;
}

/** Item 10: one sheet per phase, with the yard drawn as it stands after it, its cost and what it builds. */
function drawPhases(s: Sheet, input: PackInput, foot: (n: string[]) => PlanFootInfo, scales: Map<number, string>): void {
  const phases = input.phases ?? [];
  const { t } = s;
  for (const ph of phases) {
    const w = s.locale === (input.summary.locale ?? 'en') ? ph : { ...ph, ...(ph.translations?.[s.locale] ?? {}) };
    newSheet(s, fillText(t.sheetPhase, { n: ph.number }));
    s.doc
      .font('bold')
      .fontSize(11 * s.k)
      .fillColor('#1f3d2b')
      .text(`${w.title} · ${t.phaseCost}: ${s.money(ph.cost.low, ph.cost.currency)} – ${s.money(ph.cost.high, ph.cost.currency)}`, s.body.x, s.body.y, {
        width: s.body.w,
      });
    const top = s.doc.y + 4 * s.k;
    if (input.drawing) {
      const plan = planAfterPhase(input.drawing.plan, phases, ph.number, input.built ?? undefined);
      const room = { x: s.body.x, y: top, w: s.body.w, h: (s.body.y + s.body.h - top) * 0.72 };
      const placed = drawPlan(s, { plan, scene: input.drawing.scene, mode: 'planting', measures: null, foot: foot([]) }, room);
      scales.set(s.doc.bufferedPageRange().count - 1, placed.scale.ratioText ?? t.noScale);
      s.doc.y = room.y + room.h;
    }
    heading(s, t.phases);
    para(s, [...w.features, ...w.materials, ...w.plants.map((p) => `${p.botanical} — ${p.common} × ${p.quantity}`)].join(' · '));
  }
}

function drawPictures(s: Sheet, input: PackInput): void {
  if (!input.before && !input.after) return;
  const { t, doc } = s;
  newSheet(s, t.sheetPictures);
  const w = (s.body.w - 12) / 2;
  const top = s.body.y;
  const picture = (img: Buffer, caption: string, at: number) => {
    doc
      .font('bold')
      .fontSize(9 * s.k)
      .fillColor('#222222')
      .text(caption, at, top, { width: w, lineBreak: false });
    doc.image(img, at, top + 14 * s.k, { fit: [w, s.body.h - 16 * s.k] });
  };
  if (input.before) picture(input.before, t.before, s.body.x);
  if (input.after) picture(input.after, t.after, s.body.x + w + 12);
}

/** The design's words in the reader's language: its translation when it carries one. */
function wordsIn(summary: DesignSummary, locale: PackLocale): DesignSummary {
  if ((summary.locale ?? 'en').startsWith(locale)) return summary;
  const tr = summary.translations?.[locale];
  return tr ? { ...summary, ...tr, site: summary.site && tr.site ? { ...summary.site, ...tr.site } : summary.site } : summary;
}

/** A U.S. property: its site names a USDA zone (only U.S. addresses get one). */
function isUs(summary: DesignSummary): boolean {
  return !!summary.site?.zone;
}
