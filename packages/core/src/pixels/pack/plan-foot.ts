import { fillText } from './pack-text.ts';
import { GREEN, INK, PAPER_NAMES, type Sheet } from './pack-sheet.ts';
import type { PlanPlacement } from './plan-geometry.ts';

// Under every plan: one scale bar in the design's units, the drawing scale that is true at the printed
// size, the north arrow from the address, and the plan's notes (its symbols, its checks).

export interface PlanFootInfo {
  /** Degrees clockwise from the top of the page (planNorth); null when the address could not be placed. */
  north: number | null;
  northNote: string;
  notes: string[];
}

export function drawPlanFoot(s: Sheet, place: PlanPlacement, info: PlanFootInfo, at: { x: number; y: number; w: number }): void {
  const { doc, t, u, k } = s;
  const { bar } = place.scale;
  const x = at.x;
  const y = at.y;
  const part = bar.widthPt / bar.segments;
  for (let i = 0; i < bar.segments; i++) {
    doc
      .rect(x + i * part, y, part, 5 * k)
      .lineWidth(0.6 * k)
      .fillAndStroke(i % 2 === 0 ? INK : '#ffffff', INK);
  }
  doc
    .font('body')
    .fontSize(7 * k)
    .fillColor(INK);
  const label = (text: string, p: number) => doc.text(text, p - 30 * k, y + 7 * k, { width: 60 * k, align: 'center', lineBreak: false });
  label('0', x);
  if (bar.segments > 1 && bar.segments % 2 === 0) label(s.num(bar.length / 2, 1), x + bar.widthPt / 2);
  label(`${s.num(bar.length)} ${bar.unit === 'm' ? u.m : u.ft}`, x + bar.widthPt);
  const scaleText = place.scale.ratioText ? fillText(t.scale, { ratio: place.scale.ratioText, paper: PAPER_NAMES[s.paper] }) : t.notToScale;
  doc
    .font('bold')
    .fontSize(7.5 * k)
    .text(scaleText, x, y + 18 * k, { width: Math.max(bar.widthPt + 40 * k, 200 * k), lineBreak: false });
  // the north arrow: the plan is a true map seen from above, turned by the way the house faces
  const cx = x + Math.max(bar.widthPt + 40 * k, 210 * k) + 16 * k;
  const cy = y + 14 * k;
  if (info.north !== null) {
    doc.save().translate(cx, cy).rotate(info.north);
    doc
      .circle(0, 0, 13 * k)
      .lineWidth(0.8 * k)
      .strokeColor(INK)
      .stroke();
    doc
      .moveTo(0, -11 * k)
      .lineTo(5 * k, 7 * k)
      .lineTo(0, 3.5 * k)
      .lineTo(-5 * k, 7 * k)
      .closePath()
      .fill(INK);
    doc.restore();
    const rad = (info.north * Math.PI) / 180;
    doc
      .font('bold')
      .fontSize(8 * k)
      .fillColor(GREEN)
      .text(t.north, cx + Math.sin(rad) * 20 * k - 15 * k, cy - Math.cos(rad) * 20 * k - 4 * k, { width: 30 * k, align: 'center', lineBreak: false });
  }
  const nx = cx + 30 * k;
  const lines = [info.northNote, ...info.notes];
  doc
    .font('body')
    .fontSize(6.5 * k)
    .fillColor('#444444');
  lines.forEach((line, i) => doc.text(line, nx, y - 4 * k + i * 9 * k, { width: at.x + at.w - nx, lineBreak: false, ellipsis: true }));
  doc.fillColor(INK);
}
