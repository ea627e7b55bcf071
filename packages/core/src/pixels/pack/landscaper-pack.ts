import type { AreaId, DesignPhase, DesignSummary } from '@landscape/contract';
import { planNorth, takeOff } from '@landscape/design';
import { fillText, PACK_TEXT, PACK_UNITS, packLocale, type PackLocale } from './pack-text.ts';
import { packScale } from './pack-scale.ts';

/** The CJK font the pack is set in for Chinese (fonts-noto-cjk); pdfkit embeds only the glyphs used. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const GREEN = '#1f3d2b';
const INK = '#222222';
const RULE = '#9aa39a';

export interface PackInput {
  summary: DesignSummary;
  /** The design's area: which way its plan is drawn (planNorth). Absent: the north arrow is left out. */
  area?: AreaId | null;
  before: Buffer | null;
  after: Buffer | null;
  plan: Buffer | null;
  phases?: DesignPhase[] | null;
}

/**
 * The landscaper's pack (product §12): one PDF a contractor can quote from, in the design's language and
 * units — the plan to scale with its scale bar and north arrow, the plant schedule and the materials
 * take-off as ruled tables, the features and what is not included, the site notes, the cost with its
 * sources, the phases when chosen, and the pictures before and after. Real text throughout.
 * CPU-bound: runs as a render-pool task, never on the API's event loop.
 */
export async function buildLandscaperPack(input: PackInput): Promise<Buffer> {
  const { summary } = input;
  const locale = packLocale(summary.locale);
  const t = PACK_TEXT[locale];
  const u = PACK_UNITS[locale];
  const units = summary.units ?? (locale === 'en' ? 'imperial' : 'metric');
  const num = (v: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(v);
  // loaded when a pack is asked for: every render thread loads this module, few ever make a PDF
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, bufferPages: true, info: { Title: summary.title, Creator: 'Landscape Studio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (locale === 'zh') {
    doc.registerFont('body', CJK_FONT, 'NotoSansCJKsc-Regular');
    doc.registerFont('bold', CJK_BOLD, 'NotoSansCJKsc-Bold');
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  // botanical names are Latin in every language: italic, as a plant list sets them
  doc.registerFont('botanical', 'Helvetica-Oblique');
  doc.font('body');

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heading = (text: string) => {
    if (doc.y > bottom() - 90) doc.addPage();
    doc.x = left;
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(GREEN).text(text, left).moveDown(0.25).font('body').fontSize(10).fillColor(INK);
  };
  const para = (text: string, opts: { size?: number; color?: string } = {}) => {
    doc.x = left;
    doc
      .font('body')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? INK)
      .text(text, left, undefined, { width });
    doc.fillColor(INK);
  };
  const bullets = (lines: string[]) => {
    for (const l of lines) para(`•  ${l}`);
  };
  /** A ruled table: a shaded header row, a rule under every row, numbers right-aligned. */
  const table = (columns: { title: string; width: number | '*'; align?: 'left' | 'right' | 'center'; font?: string }[], rows: string[][]) => {
    doc.x = left;
    doc.table({
      position: { x: left, y: doc.y },
      maxWidth: width,
      columnStyles: columns.map((c) => ({ width: c.width, align: { x: c.align ?? 'left', y: 'center' } })),
      defaultStyle: { border: { top: 0, right: 0, bottom: 0.5, left: 0 }, borderColor: RULE, padding: [4, 4, 4, 4], textColor: INK },
      data: [
        columns.map((c) => ({
          text: c.title,
          type: 'TH' as const,
          backgroundColor: '#e8eee6',
          font: { src: 'bold', size: 9 },
          border: { top: 1, right: 0, bottom: 1, left: 0 },
          borderColor: GREEN,
        })),
        ...rows.map((r) => r.map((text, i) => ({ text, font: { src: columns[i]!.font ?? 'body', size: 9 } }))),
      ],
    });
    doc.font('body').fontSize(10).fillColor(INK);
    doc.x = left;
    doc.moveDown(0.35);
  };

  // ---- page 1: title and the plan to scale ----
  doc.font('bold').fontSize(18).fillColor(GREEN).text(summary.title, left, doc.y, { width });
  doc.font('body').fontSize(10).fillColor('#555555').text(t.subtitle, left);
  if (summary.site) doc.text(summary.site.headline, left);
  doc.fillColor(INK);
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(left + width, doc.y + 6)
    .lineWidth(1)
    .strokeColor(GREEN)
    .stroke();
  doc.moveDown(0.6);

  if (input.plan) {
    heading(t.plan);
    const top = doc.y + 2;
    const room = Math.min(width, bottom() - top - 86);
    const scale = summary.plan_width_m ? packScale(summary.plan_width_m, units, room) : null;
    const side = scale ? scale.imageWidthPt : room;
    const x = left + (width - side) / 2;
    doc.image(input.plan, x, top, { width: side, height: side });
    doc.rect(x, top, side, side).lineWidth(0.5).strokeColor('#888888').stroke();
    const below = top + side + 14;
    if (scale) {
      // the scale bar: equal parts, alternately filled, numbered at both ends and the middle
      const { bar } = scale;
      const part = bar.widthPt / bar.segments;
      for (let i = 0; i < bar.segments; i++) {
        doc
          .rect(x + i * part, below, part, 6)
          .lineWidth(0.6)
          .fillAndStroke(i % 2 === 0 ? INK : '#ffffff', INK);
      }
      const unit = bar.unit === 'm' ? u.m : u.ft;
      doc.font('body').fontSize(8).fillColor(INK);
      const label = (text: string, at: number) => doc.text(text, at - 30, below + 9, { width: 60, align: 'center', lineBreak: false });
      label('0', x);
      if (bar.segments > 1 && bar.segments % 2 === 0) label(num(bar.length / 2, 1), x + bar.widthPt / 2);
      label(`${num(bar.length)} ${unit}`, x + bar.widthPt);
      if (scale.ratioText) doc.fontSize(9).text(fillText(t.scale, { ratio: scale.ratioText }), x, below + 24, { width: side - 70, lineBreak: false });
    } else {
      doc
        .fontSize(9)
        .fillColor('#7a3b1f')
        .text(t.notToScale, x, below, { width: side - 70 });
    }
    // the north arrow: the plan is a true map seen from above, turned by the way the house faces
    const site = summary.site;
    const cx = x + side - 22;
    const cy = below + 22;
    if (site && input.area) {
      const angle = planNorth(input.area, site.facing);
      doc.save().translate(cx, cy).rotate(angle);
      doc.circle(0, 0, 15).lineWidth(0.8).strokeColor(INK).stroke();
      doc.moveTo(0, -13).lineTo(6, 8).lineTo(0, 4).lineTo(-6, 8).closePath().fill(INK);
      doc.restore();
      // the letter stays upright, just beyond the arrow's tip
      const rad = (angle * Math.PI) / 180;
      doc
        .font('bold')
        .fontSize(9)
        .fillColor(GREEN)
        .text(t.north, cx + Math.sin(rad) * 24 - 15, cy - Math.cos(rad) * 24 - 5, { width: 30, align: 'center', lineBreak: false });
      if (site.facing_assumed)
        doc
          .font('body')
          .fontSize(7.5)
          .fillColor('#555555')
          .text(t.northAssumed, x, below + 44, { width: side });
    } else {
      doc
        .font('body')
        .fontSize(7.5)
        .fillColor('#555555')
        .text(t.northUnknown, x, below + 44, { width: side });
    }
    doc.fillColor(INK).font('body').fontSize(10);
    doc.x = left;
    doc.y = below + 60;
    doc.addPage();
  }

  // ---- the schedule: plants and materials as ruled tables ----
  const quantities = takeOff(summary);
  heading(t.plants);
  table(
    [
      { title: t.colNumber, width: 28, align: 'right' },
      { title: t.colBotanical, width: 138, font: 'botanical' },
      { title: t.colCommon, width: '*' },
      { title: t.colSize, width: 78 },
      { title: t.colQuantity, width: 36, align: 'right' },
      { title: t.colSpacing, width: 78, align: 'right' },
    ],
    quantities.plants.map((p) => [
      String(p.number),
      p.botanical,
      p.common,
      p.size,
      String(p.quantity),
      p.spacingM === null ? '—' : spacingText(p.spacingM, units, locale),
    ]),
  );
  para(t.spacingNote, { size: 8, color: '#555555' });

  heading(t.materials);
  if (quantities.materials.length > 0) {
    const area = units === 'metric' ? u.m2 : u.sqft;
    const depth = units === 'metric' ? u.cm : u.in;
    const volume = units === 'metric' ? u.m3 : u.yd3;
    table(
      [
        { title: t.colMaterial, width: '*' },
        { title: t.colArea, width: 80, align: 'right' },
        { title: t.colDepth, width: 70, align: 'right' },
        { title: t.colVolume, width: 80, align: 'right' },
      ],
      quantities.materials.map((m) => [
        m.name,
        `${num(m.area)} ${area}`,
        m.depth === null ? '—' : `${num(m.depth, 1)} ${depth}`,
        m.volume === null ? '—' : `${num(m.volume, 1)} ${volume}`,
      ]),
    );
    para(t.volumeNote, { size: 8, color: '#555555' });
  } else {
    // a design older than the summary's surface areas: its material lines as they were written
    table(
      [{ title: t.colMaterial, width: '*' }],
      summary.materials.map((m) => [m]),
    );
  }

  if (summary.features.length > 0) {
    heading(t.features);
    bullets(summary.features);
  }
  const notIncluded = summary.not_included ?? [];
  if (notIncluded.length > 0) {
    heading(t.notIncluded);
    bullets(notIncluded.map((n) => n.text));
  }
  if (summary.site) {
    heading(t.site);
    para(summary.site.headline);
    if (summary.site.zone_caveat) para(summary.site.zone_caveat, { size: 9, color: '#555555' });
    bullets(summary.site.notes);
  }
  heading(t.cost);
  para(`${money(summary.cost.low, summary.cost.currency, locale)} – ${money(summary.cost.high, summary.cost.currency, locale)}`, { size: 12 });
  for (const s of summary.cost.sources) para(`${t.source}: ${s}`, { size: 9, color: '#555555' });

  if (input.phases && input.phases.length > 0) {
    heading(t.phases);
    for (const ph of input.phases) {
      doc
        .font('bold')
        .fontSize(10)
        .text(`${ph.title} · ${money(ph.cost.low, ph.cost.currency, locale)} – ${money(ph.cost.high, ph.cost.currency, locale)}`, left);
      bullets([...ph.features, ...ph.materials, ...ph.plants.map((p) => `${p.botanical} — ${p.common} × ${p.quantity}`)]);
      doc.moveDown(0.3);
    }
  }

  if (input.before || input.after) {
    doc.addPage();
    heading(t.pictures);
    const top = doc.y + 4;
    const w = (width - 12) / 2;
    const picture = (img: Buffer, caption: string, at: number) => {
      doc.font('bold').fontSize(10).fillColor(INK).text(caption, at, top, { width: w, lineBreak: false });
      doc.image(img, at, top + 16, { fit: [w, w] });
    };
    if (input.before) picture(input.before, t.before, left);
    if (input.after) picture(input.after, t.after, left + w + 12);
  }

  // page numbers in the foot of every page
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const foot = doc.page.height - doc.page.margins.bottom + 16;
    doc.font('body').fontSize(8).fillColor('#777777');
    doc.text(`${summary.title} · ${fillText(t.page, { n: i + 1, of: pages.count })}`, left, foot, { width, align: 'right', lineBreak: false, height: 12 });
  }
  doc.end();
  return done;
}

/**
 * On-centre spacing as a planting plan writes it: under 4 ft in inches to the nearest 3, else whole feet;
 * under a metre in centimetres to the nearest 5, else metres to a tenth.
 */
export function spacingText(metres: number, units: 'metric' | 'imperial', locale: PackLocale): string {
  const u = PACK_UNITS[locale];
  const fmt = (v: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(v);
  if (units === 'imperial') {
    const inches = Math.max(3, Math.round(metres / 0.0254 / 3) * 3);
    return inches < 48 ? `${fmt(inches)} ${u.in}` : `${fmt(Math.round(metres / 0.3048))} ${u.ft}`;
  }
  return metres < 1 ? `${fmt(Math.max(5, Math.round((metres * 100) / 5) * 5))} ${u.cm}` : `${fmt(Math.round(metres * 10) / 10, 1)} ${u.m}`;
}

function money(v: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
}
