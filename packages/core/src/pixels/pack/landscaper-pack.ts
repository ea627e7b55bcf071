import PDFDocument from 'pdfkit';
import type { DesignPhase, DesignSummary } from '@landscape/contract';
import { PACK_TEXT, packLocale } from './pack-text.ts';

/** The CJK font the pack is set in for Chinese (fonts-noto-cjk); pdfkit embeds only the glyphs used. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE = 'NotoSansCJKsc-Regular';

export interface PackInput {
  summary: DesignSummary;
  before: Buffer | null;
  after: Buffer | null;
  plan: Buffer | null;
  phases?: DesignPhase[] | null;
}

/**
 * The landscaper's pack (product §12): one PDF a contractor can quote from, in the design's language and
 * units — the plan with a north arrow, the plant schedule, the materials, the features, the site notes, the
 * cost with its sources, the pictures before and after, and the phases when chosen. Real text throughout.
 * CPU-bound: runs as a render-pool task, never on the API's event loop.
 */
export async function buildLandscaperPack(input: PackInput): Promise<Buffer> {
  const { summary } = input;
  const locale = packLocale(summary.locale);
  const t = PACK_TEXT[locale];
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: summary.title, Creator: 'Landscape Studio' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (locale === 'zh') doc.registerFont('body', CJK_FONT, CJK_FACE);
  else doc.registerFont('body', 'Helvetica');
  doc.font('body');

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).fontSize(14).fillColor('#1f3d2b').text(text).moveDown(0.2).fontSize(10).fillColor('#222');
  };
  const line = (text: string) => doc.fontSize(10).text(text);

  doc.fontSize(20).fillColor('#1f3d2b').text(summary.title).fontSize(10).fillColor('#555').text(t.subtitle).fillColor('#222');

  if (input.plan) {
    heading(t.plan);
    const top = doc.y;
    const size = 300;
    doc.image(input.plan, doc.page.margins.left, top, { fit: [size, size] });
    // north arrow beside the plan: the plan is drawn with north up
    const x = doc.page.margins.left + size + 30;
    doc.save().moveTo(x, top + 40).lineTo(x - 8, top + 60).lineTo(x + 8, top + 60).closePath().fill('#1f3d2b').restore();
    doc.fontSize(12).text(t.north, x - 5, top + 20, { lineBreak: false });
    doc.x = doc.page.margins.left;
    doc.y = top + size + 8;
  }

  heading(t.plants);
  for (const p of summary.plants) line(`${p.number}. ${p.botanical} — ${p.common} · ${p.size} · ${t.quantity}: ${p.quantity}${p.reason ? ` · ${p.reason}` : ''}`);

  heading(t.materials);
  for (const m of summary.materials) line(m);
  if (summary.features.length > 0) {
    heading(t.features);
    for (const f of summary.features) line(f);
  }
  if (summary.site) {
    heading(t.site);
    line(summary.site.headline);
    for (const n of summary.site.notes) line(n);
  }
  heading(t.cost);
  line(`${money(summary.cost.low, summary.cost.currency, locale)} – ${money(summary.cost.high, summary.cost.currency, locale)}`);
  for (const s of summary.cost.sources) line(`${t.source}: ${s}`);

  if (input.phases && input.phases.length > 0) {
    heading(t.phases);
    for (const ph of input.phases) {
      line(`${ph.title} · ${money(ph.cost.low, ph.cost.currency, locale)} – ${money(ph.cost.high, ph.cost.currency, locale)}`);
      for (const f of [...ph.features, ...ph.materials]) line(`   ${f}`);
      for (const p of ph.plants) line(`   ${p.botanical} — ${p.common} × ${p.quantity}`);
    }
  }

  if (input.before || input.after) {
    doc.addPage();
    heading(t.pictures);
    const top = doc.y;
    const w = (doc.page.width - doc.page.margins.left - doc.page.margins.right - 12) / 2;
    if (input.before) doc.image(input.before, doc.page.margins.left, top + 14, { fit: [w, w] }).text(t.before, doc.page.margins.left, top, { lineBreak: false });
    if (input.after) doc.image(input.after, doc.page.margins.left + w + 12, top + 14, { fit: [w, w] }).text(t.after, doc.page.margins.left + w + 12, top, { lineBreak: false });
  }
  doc.end();
  return done;
}

function money(v: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
}
