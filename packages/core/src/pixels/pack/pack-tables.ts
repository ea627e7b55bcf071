import type { DesignSummary } from '@landscape/contract';
import { designLanguage, hydrozones, PLANT_LIBRARY, plantName, sizeText, takeOff, type DesignPlan, type PlantSpec } from '@landscape/design';
import { fillText } from './pack-text.ts';
import { GREEN, INK, RULE, type Sheet } from './pack-sheet.ts';

// The schedules of the drawing set (issue 49): the plant schedule, the hardscape and materials take-off
// with its waste allowance, and the hydrozone table — ruled tables in the reader's language, botanical
// names as they are.

/** Waste added to every quantity to order: cuts, settling and spillage. */
export const WASTE_PCT = 10;
const PLANTS = Object.values(PLANT_LIBRARY) as PlantSpec[];
/** A tree's trunk caliper as nurseries sell it by container. */
const CALIPER_IN: Record<string, number> = { '15-gal': 1, '24-in box': 1.5 };
const caliperText = (code: string, s: Sheet): string | undefined => {
  const inches = CALIPER_IN[code];
  if (inches === undefined) return undefined;
  return s.units === 'metric' ? `${s.num(inches * 2.5, 1)} ${s.u.cm} cal.` : `${s.num(inches, 1)}" cal.`;
};

export type Column = { title: string; width: number | '*'; align?: 'left' | 'right' | 'center'; font?: string };

export function heading(s: Sheet, text: string): void {
  const { doc, k } = s;
  if (doc.y > s.body.y + s.body.h - 60 * k) doc.addPage();
  doc.x = s.body.x;
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(11 * k)
    .fillColor(GREEN)
    .text(text, s.body.x)
    .moveDown(0.2)
    .font('body')
    .fontSize(8 * k)
    .fillColor(INK);
}

export function para(s: Sheet, text: string, opts: { size?: number; color?: string; font?: string } = {}): void {
  s.doc.x = s.body.x;
  s.doc
    .font(opts.font ?? 'body')
    .fontSize((opts.size ?? 8) * s.k)
    .fillColor(opts.color ?? INK)
    .text(text, s.body.x, undefined, { width: s.body.w });
  s.doc.fillColor(INK);
}

/** A ruled table: a shaded header row, a rule under every row, numbers right-aligned. */
export function table(s: Sheet, columns: Column[], rows: string[][]): void {
  const { doc, k } = s;
  doc.x = s.body.x;
  doc.table({
    position: { x: s.body.x, y: doc.y },
    maxWidth: s.body.w,
    columnStyles: columns.map((c) => ({ width: typeof c.width === 'number' ? c.width * k : c.width, align: { x: c.align ?? 'left', y: 'center' } })),
    defaultStyle: { border: { top: 0, right: 0, bottom: 0.5, left: 0 }, borderColor: RULE, padding: [3 * k, 4 * k, 3 * k, 4 * k], textColor: INK },
    data: [
      columns.map((c) => ({
        text: c.title,
        type: 'TH' as const,
        backgroundColor: '#e8eee6',
        font: { src: 'bold', size: 7.5 * k },
        border: { top: 1, right: 0, bottom: 1, left: 0 },
        borderColor: GREEN,
      })),
      ...rows.map((r) => r.map((text, i) => ({ text, font: { src: columns[i]!.font ?? 'body', size: 7.5 * k } }))),
    ],
  });
  doc
    .font('body')
    .fontSize(8 * k)
    .fillColor(INK);
  doc.x = s.body.x;
  doc.moveDown(0.3);
}

/** Item 6: the plant schedule, one row per symbol, with its total. */
export function plantSchedule(s: Sheet, summary: DesignSummary): void {
  const { t } = s;
  const lang = designLanguage(s.locale);
  const quantities = takeOff(summary);
  heading(s, t.plants);
  let count = 0;
  const rows = quantities.plants.map((p) => {
    const spec = PLANTS.find((x) => x.botanical === p.botanical);
    count += p.quantity;
    const size = spec ? sizeText(spec.size, lang, s.units) : p.size;
    const caliper = spec?.role === 'tree' ? caliperText(spec.size, s) : undefined;
    const line = summary.plants.find((l) => l.number === p.number);
    const total = line ? `${s.money(line.unitLow * p.quantity, summary.cost.currency)}–${s.money(line.unitHigh * p.quantity, summary.cost.currency)}` : '—';
    return [
      String(p.number),
      p.botanical,
      spec ? plantName(spec, lang) : p.common,
      caliper ? `${size} (${caliper})` : size,
      String(p.quantity),
      p.spacingM === null ? '—' : spacingText(p.spacingM, s),
      spec ? lang.water[spec.water] : '—',
      total,
    ];
  });
  rows.push(['', '', t.totalPlants, '', String(count), '', '', '']);
  table(
    s,
    [
      { title: t.colNumber, width: 26, align: 'right' },
      { title: t.colBotanical, width: 130, font: 'botanical' },
      { title: t.colCommon, width: '*' },
      { title: t.colSize, width: 92 },
      { title: t.colQuantity, width: 34, align: 'right' },
      { title: t.colSpacing, width: 62, align: 'right' },
      { title: t.colWater, width: 56 },
      { title: t.colTotal, width: 92, align: 'right' },
    ],
    rows,
  );
  para(s, t.spacingNote, { size: 7, color: '#555555' });
}

/** Item 7: hardscape and materials, by area, depth and volume, and what to order with the waste allowance. */
export function materialTakeOff(s: Sheet, summary: DesignSummary): void {
  const { t, u } = s;
  const quantities = takeOff(summary);
  heading(s, t.materials);
  const area = s.units === 'metric' ? u.m2 : u.sqft;
  const depth = s.units === 'metric' ? u.cm : u.in;
  const volume = s.units === 'metric' ? u.m3 : u.yd3;
  const more = 1 + WASTE_PCT / 100;
  const names = s.locale === (summary.locale ?? 'en') ? null : summary.translations?.[s.locale]?.material_areas;
  table(
    s,
    [
      { title: t.colTag, width: 30 },
      { title: t.colMaterial, width: '*' },
      { title: t.colUnit, width: 44 },
      { title: t.colArea, width: 70, align: 'right' },
      { title: t.colDepth, width: 50, align: 'right' },
      { title: t.colVolume, width: 66, align: 'right' },
      { title: t.colOrder, width: 96, align: 'right' },
    ],
    quantities.materials.map((m, i) => {
      const name = names?.[i] ? (s.units === 'metric' ? names[i]!.name.metric : names[i]!.name.imperial) : m.name;
      const order = m.volume === null ? `${s.num(Math.ceil(m.area * more))} ${area}` : `${s.num(Math.ceil(m.volume * more * 10) / 10, 1)} ${volume}`;
      return [
        `M${i + 1}`,
        name,
        m.volume === null ? area : volume,
        `${s.num(m.area)} ${area}`,
        m.depth === null ? '—' : `${s.num(m.depth, 1)} ${depth}`,
        m.volume === null ? '—' : `${s.num(m.volume, 1)} ${volume}`,
        order,
      ];
    }),
  );
  para(s, `${fillText(t.waste, { pct: WASTE_PCT })} ${t.volumeNote}`, { size: 7, color: '#555555' });
}

/** Item 8: the hydrozones with their irrigation method and yearly water in the design's units. */
export function hydrozoneTable(s: Sheet, plan: DesignPlan): void {
  const { t, u } = s;
  const names = { low: t.zoneLow, moderate: t.zoneModerate, high: t.zoneHigh, lawn: t.zoneLawn, none: t.zoneNone };
  const methods = { drip: t.drip, spray: t.spray, none: t.none };
  heading(s, t.hydro);
  table(
    s,
    [
      { title: t.colZone, width: 40 },
      { title: t.colUse, width: '*' },
      { title: t.colArea, width: 80, align: 'right' },
      { title: t.colMethod, width: 70 },
      { title: t.colYearly, width: 100, align: 'right' },
    ],
    hydrozones(plan).map((z) => [
      `Z${z.number}`,
      `${names[z.id]}${z.plantNumbers.length ? ` · ${z.plantNumbers.join(', ')}` : ''}`,
      s.units === 'metric' ? `${s.num(z.areaM2)} ${u.m2}` : `${s.num(z.areaM2 * 10.7639)} ${u.sqft}`,
      methods[z.method],
      s.units === 'metric' ? `${s.num(z.litres)} ${u.l}` : `${s.num(z.gallons)} ${u.gal}`,
    ]),
  );
  para(s, t.hydroNote, { size: 7, color: '#555555' });
}

/**
 * On-centre spacing as a planting plan writes it: under 4 ft in inches to the nearest 3, else whole feet;
 * under a metre in centimetres to the nearest 5, else metres to a tenth.
 */
export function spacingText(metres: number, s: Pick<Sheet, 'units' | 'num' | 'u'>): string {
  if (s.units === 'imperial') {
    const inches = Math.max(3, Math.round(metres / 0.0254 / 3) * 3);
    return inches < 48 ? `${s.num(inches)} ${s.u.in}` : `${s.num(Math.round(metres / 0.3048))} ${s.u.ft}`;
  }
  return metres < 1 ? `${s.num(Math.max(5, Math.round((metres * 100) / 5) * 5))} ${s.u.cm}` : `${s.num(Math.round(metres * 10) / 10, 1)} ${s.u.m}`;
}
