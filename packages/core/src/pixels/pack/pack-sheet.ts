import type PDFKit from 'pdfkit';
import type { PackPaper } from '@landscape/contract';
import { fillText, PACK_TEXT, PACK_UNITS, type PackLocale } from './pack-text.ts';
import type { PackWords } from './pack-text-en.ts';

// The sheets of the landscaper's pack (issue 49): the paper sizes a drawing set is printed on, the fonts
// of each language, and the title block every sheet carries along its foot.

/** Sheet sizes in points, landscape (width × height): letter 11×8.5 in, ARCH D 36×24 in, A-series in mm. */
export const PAPER_POINTS: Record<PackPaper, [number, number]> = {
  letter: [792, 612],
  a4: [841.89, 595.28],
  a3: [1190.55, 841.89],
  'arch-d': [2592, 1728],
  a1: [2383.94, 1683.78],
};
export const PAPER_NAMES: Record<PackPaper, string> = { letter: 'Letter', a4: 'A4', a3: 'A3', 'arch-d': 'ARCH D', a1: 'A1' };

export const GREEN = '#1f3d2b';
export const INK = '#222222';
export const RULE = '#9aa39a';
/** The CJK font the pack is set in for Chinese (fonts-noto-cjk); pdfkit embeds only the glyphs used. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

/** What every sheet's title block says. */
export interface TitleInfo {
  title: string;
  project: string;
  date: string;
  revision: string;
  scale: string;
  assumed: boolean;
}

/** One open drawing set: the document, its words, and where on each sheet things go. */
export interface Sheet {
  doc: PDFKit.PDFDocument;
  locale: PackLocale;
  t: PackWords;
  u: (typeof PACK_UNITS)[PackLocale];
  units: 'metric' | 'imperial';
  paper: PackPaper;
  /** Text scale: 1 on letter and A4, larger on the big sheets so text prints at a readable size. */
  k: number;
  margin: number;
  /** The room above the title block. */
  body: { x: number; y: number; w: number; h: number };
  titleH: number;
  num: (v: number, digits?: number) => string;
  /** A length on the ground in the design's units: 12'-6" or 3,8 m. */
  len: (metres: number) => string;
  money: (v: number, currency: string) => string;
  /** Sheet title of every page, in page order (a sheet whose tables run on keeps its title). */
  titles: string[];
  sheetTitle: string;
}

/** A new drawing set on `paper`, fonts registered for `locale`; `done` resolves with the PDF's bytes. */
export async function openSheet(opts: {
  paper: PackPaper;
  locale: PackLocale;
  units: 'metric' | 'imperial';
  title: string;
}): Promise<{ sheet: Sheet; done: Promise<Buffer> }> {
  // loaded when a pack is asked for: every render thread loads this module, few ever make a PDF
  const { default: PDFDocument } = await import('pdfkit');
  const [w, h] = PAPER_POINTS[opts.paper];
  const k = Math.max(1, Math.sqrt(w / 842));
  const margin = Math.round(28 * k);
  const titleH = Math.round(74 * k);
  const doc = new PDFDocument({
    size: [w, h],
    margins: { top: margin, left: margin, right: margin, bottom: margin + titleH + 8 * k },
    bufferPages: true,
    info: { Title: opts.title, Creator: 'Landscape Studio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (opts.locale === 'zh') {
    doc.registerFont('body', CJK_FONT, 'NotoSansCJKsc-Regular');
    doc.registerFont('bold', CJK_BOLD, 'NotoSansCJKsc-Bold');
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  // botanical names are Latin in every language: italic, as a plant list sets them
  doc.registerFont('botanical', 'Helvetica-Oblique');
  doc.font('body');
  const locale = opts.locale;
  const num = (v: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(v);
  const u = PACK_UNITS[locale];
  const sheet: Sheet = {
    doc,
    locale,
    t: PACK_TEXT[locale],
    u,
    units: opts.units,
    paper: opts.paper,
    k,
    margin,
    body: { x: margin, y: margin, w: w - 2 * margin, h: h - 2 * margin - titleH - 8 * k },
    titleH,
    num,
    len: (m) => lengthText(m, opts.units, num, u),
    money: (v, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v),
    titles: [],
    sheetTitle: '',
  };
  doc.on('pageAdded', () => sheet.titles.push(sheet.sheetTitle));
  sheet.titles.push('');
  return { sheet, done };
}

/** Starts a new sheet titled `title` (the first sheet is the document's first page). */
export function newSheet(s: Sheet, title: string, first = false): void {
  s.sheetTitle = title;
  if (first) s.titles[0] = title;
  else s.doc.addPage();
  s.doc.x = s.body.x;
  s.doc.y = s.body.y;
}

/** Feet and inches to the nearest inch (12'-6"), or metres to the centimetre (3.85 m). */
export function lengthText(metres: number, units: 'metric' | 'imperial', num: (v: number, d?: number) => string, u: { m: string }): string {
  if (units === 'metric') return `${num(Math.round(metres * 100) / 100, 2)} ${u.m}`;
  const inches = Math.round(metres / 0.0254);
  return `${Math.floor(inches / 12)}'-${inches % 12}"`;
}

/** The title block along the foot of every page: studio, project, client, sheet, date, revision, scale. */
export function drawTitleBlocks(s: Sheet, info: TitleInfo, scales: Map<number, string>): void {
  const { doc, t, k } = s;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // the block lies in the bottom margin: written there without pdfkit turning the page
    doc.page.margins.bottom = 0;
    const x = s.margin;
    const y = doc.page.height - s.margin - s.titleH;
    const w = doc.page.width - 2 * s.margin;
    doc
      .rect(x, y, w, s.titleH)
      .lineWidth(1.2 * k)
      .strokeColor(GREEN)
      .stroke();
    const cols = [0.2, 0.3, 0.2, 0.12, 0.18];
    let cx = x;
    const cells: [string, string][][] = [
      [[t.studio, t.subtitle]],
      [
        [t.project, info.project],
        [t.client, t.clientBlank],
      ],
      [
        [t.sheet, `L-${i + 1} · ${s.titles[i] ?? ''}`],
        ['', fillText(t.sheetOf, { n: i + 1, of: range.count })],
      ],
      [
        [t.date, info.date],
        [t.revision, info.revision],
      ],
      [
        [t.scaleLabel, scales.get(i) ?? t.asShown],
        ['', info.assumed ? t.forPricing : ''],
      ],
    ];
    cols.forEach((c, ci) => {
      const cw = w * c;
      if (ci > 0)
        doc
          .moveTo(cx, y)
          .lineTo(cx, y + s.titleH)
          .lineWidth(0.6 * k)
          .stroke();
      cells[ci]!.forEach(([label, value], ri) => {
        const ty = y + 6 * k + ri * (s.titleH / 2);
        if (label)
          doc
            .font('body')
            .fontSize(6.5 * k)
            .fillColor('#666666')
            .text(label, cx + 6 * k, ty, { width: cw - 12 * k, lineBreak: false });
        const strong = ci === 0 || (ci === 4 && ri === 1);
        doc
          .font(strong || ri === 0 ? 'bold' : 'body')
          .fontSize((ci === 0 && ri === 0 ? 10 : 8) * k)
          .fillColor(ci === 4 && ri === 1 ? '#a3321f' : INK)
          .text(value, cx + 6 * k, ty + 9 * k, { width: cw - 12 * k, height: s.titleH / 2 - 10 * k, ellipsis: true });
      });
      cx += cw;
    });
    if (info.assumed)
      doc
        .font('body')
        .fontSize(6 * k)
        .fillColor('#a3321f')
        .text(t.forPricingWhy, x, y - 9 * k, { width: w, align: 'right', lineBreak: false });
  }
}
