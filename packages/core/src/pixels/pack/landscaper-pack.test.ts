import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlan, hydrozones, planMeasures, planPhases, resolveSite, sceneFromAddress, summarizePlan, type DesignPlan, type Scene } from '@landscape/design';
import { buildLandscaperPack, type PackInput } from './landscaper-pack.ts';
import type { PackPaper } from '@landscape/contract';
import { PAPER_POINTS, lengthText } from './pack-sheet.ts';
import { PACK_TEXT, PACK_UNITS, type PackLocale } from './pack-text.ts';
import { POINTS_PER_METRE } from './pack-scale.ts';
import { placePlan } from './plan-geometry.ts';

// The landscaper's pack as a drawing set (issue 49): for a design of many areas (lawn, beds, a path, a
// patio, a fire pit) the PDF's own text holds each of the eleven things a contractor prices from, in
// English, Spanish and Chinese, on the sheet asked for; the plan's stated scale is the scale bar's.

const ADDRESS = '2020 SW 4th Ave, Portland, OR 97201';
const dir = process.env.PACK_KEEP ?? mkdtempSync(join(tmpdir(), 'pack-test-'));
afterAll(() => {
  if (!process.env.PACK_KEEP) rmSync(dir, { recursive: true, force: true });
});

function design(locale: PackLocale): { plan: DesignPlan; scene: Scene; summary: ReturnType<typeof summarizePlan> } {
  const scene = sceneFromAddress(ADDRESS);
  const site = resolveSite(ADDRESS, { scene });
  const plan = buildPlan({
    area: 'backyard',
    style: 'cottage_garden',
    wishes: 'a patio, a fire pit, a stone path and a lawn for the kids',
    scene,
    seed: 7,
    site,
    locale,
  });
  return { plan, scene, summary: summarizePlan(plan) };
}

/** The PDF's text as pdftotext reads it (poppler-utils), words one space apart, and its first page's size in points. */
function read(pdf: Buffer, name: string): { text: string; size: [number, number]; pages: number } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return { text, size: [Number(m[1]), Number(m[2])], pages: Number(/Pages:\s+(\d+)/.exec(info)![1]) };
}

async function packOf(locale: PackLocale, paper: PackPaper, designLocale: PackLocale = locale) {
  const { plan, scene, summary } = design(designLocale);
  // the least budget the design can be phased with: the most phases
  const least = planPhases(summary, 1);
  const phased = planPhases(summary, least.ok ? 1 : least.minimum);
  if (!phased.ok) throw new Error(phased.detail);
  const input: PackInput = {
    summary,
    area: 'backyard',
    before: null,
    after: null,
    plan: null,
    phases: phased.phases,
    locale,
    paper,
    drawing: { plan, scene },
    project: { address: ADDRESS, date: '2026-11-29', revision: '0', exampleHouse: true },
  };
  return { pdf: await buildLandscaperPack(input), plan, scene, summary, phases: phased.phases };
}

describe('the landscaper’s pack as a drawing set', () => {
  it.each([
    ['en', 'letter'],
    ['es', 'a4'],
    ['zh', 'a3'],
  ] as const)(
    'in %s on %s holds each of the eleven items a contractor prices from',
    async (locale, paper) => {
      const { pdf, plan, scene, summary, phases } = await packOf(locale, paper);
      const t = PACK_TEXT[locale];
      const u = PACK_UNITS[locale];
      const { text, size, pages } = read(pdf, `${locale}-${paper}`);
      expect(size[0]).toBeCloseTo(PAPER_POINTS[paper][0], 0);
      expect(size[1]).toBeCloseTo(PAPER_POINTS[paper][1], 0);
      const has = (s: string) => expect(text, s).toContain(s.replace(/\s+/g, ' '));
      // 1 title block
      for (const s of [t.project, ADDRESS, t.client, t.sheet, t.date, '2026-11-29', t.revision, t.studio, t.forPricing, t.sheetPlan]) has(s);
      // 2 one scale bar in the design's units and a stated scale
      const unit = summary.units === 'metric' ? u.m : u.ft;
      expect(text).toMatch(new RegExp(` 0 (\\S+ )?\\d+ ?${unit} `));
      expect(text).toContain(t.scale.split('{')[0]!.trim());
      // 3 north from the address: this example has no street imagery, so it says it is assumed
      has(t.northAssumed);
      // 4 dimensions: the overall size, a patio, a path width, tree to house
      const len = (m: number) =>
        lengthText(m, summary.units ?? 'imperial', (v, d = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: d }).format(v), u);
      has(len(plan.bounds.w));
      const measures = planMeasures(plan, scene);
      expect(
        measures.dimensions.some((d) => d.kind === 'patio_width'),
        'a patio',
      ).toBe(true);
      for (const d of measures.dimensions.filter((x) => x.kind === 'patio_width')) has(len(d.lengthM));
      expect(measures.paths.length).toBeGreaterThan(0);
      // written beside the path (a tag may sit between its words in the text order)
      has(len(measures.paths[0]!.widthM));
      if (measures.dimensions.some((d) => d.kind === 'tree_to_house')) has(t.treeToHouse.split('{')[0]!.trim());
      // 5 symbols numbered to the schedule; existing trees to remain or remove; trees under canopy flagged
      has(t.legendSymbols);
      if (measures.existing.length) expect(text).toMatch(new RegExp(`${t.toRemain}|${t.toRemove}`));
      has(measures.underCanopy.length ? t.underCanopy.split('{')[0]!.trim() : t.noneUnderCanopy);
      // 6 the plant schedule: botanical names untranslated, water use, totals
      for (const s of [t.plants, t.colBotanical, t.colCommon, t.colSize, t.colSpacing, t.colWater, t.colTotal, t.totalPlants]) has(s);
      for (const p of summary.plants) has(p.botanical);
      // 7 take-off with units, depth, volume and a waste allowance
      for (const s of [t.materials, t.colUnit, t.colDepth, t.colVolume, t.waste.split('{')[0]!.trim()]) has(s);
      // 8 hydrozones with methods and yearly water
      for (const s of [t.sheetHydro, t.drip, t.colYearly]) has(s);
      const zones = hydrozones(plan);
      expect(zones.length).toBeGreaterThan(1);
      // 9 contractor notes
      for (const s of [t.notes, t.callUs, t.assumptions]) has(s);
      expect(text).toMatch(/2 ?%/);
      // 10 a plan and a cost per phase
      expect(phases.length).toBeGreaterThan(1);
      for (const ph of phases) has(t.sheetPhase.replace('{n}', String(ph.number)));
      has(t.phaseCost);
      // 11 not included and the cost range with its sources
      for (const s of [t.notIncluded, t.cost, t.source]) has(s);
      expect(pages).toBeGreaterThanOrEqual(4 + phases.length);
    },
    60_000,
  );

  it('is in the reader’s language for a design made in another', async () => {
    const { pdf, summary } = await packOf('zh', 'letter', 'en');
    const { text } = read(pdf, 'zh-from-en');
    expect(text).toContain(PACK_TEXT.zh.plants);
    expect(text).toContain(summary.translations!.zh!.title.replace(/\s+/g, ' '));
    for (const p of summary.plants) expect(text).toContain(p.botanical);
  }, 60_000);

  it.each(['letter', 'a4', 'a3', 'arch-d', 'a1'] as const)('states a scale the bar measures within 1%% on %s', (paper) => {
    for (const units of ['imperial', 'metric'] as const) {
      const { plan, scene } = design(units === 'metric' ? 'es' : 'en');
      const [w, h] = PAPER_POINTS[paper];
      const place = placePlan(plan, scene, units, { x: 0, y: 0, w: w * 0.9, h: h * 0.6 });
      expect(place.scale.ratio, paper).not.toBeNull();
      const groundPerBar = place.scale.bar.length * (units === 'metric' ? 1 : 0.3048);
      const statedPt = (groundPerBar / place.scale.ratio!) * POINTS_PER_METRE;
      expect(Math.abs(place.scale.bar.widthPt - statedPt) / statedPt).toBeLessThan(0.01);
      // and the ground drawn is at that scale too
      expect(Math.abs(place.ppm * place.scale.ratio! - POINTS_PER_METRE) / POINTS_PER_METRE).toBeLessThan(0.01);
    }
  });
});
