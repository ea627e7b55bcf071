import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { DesignSummary as Design } from '@landscape/contract';
import studioEn from '../../locales/en/studio.json';
import studioEs from '../../locales/es/studio.json';
import studioZh from '../../locales/zh/studio.json';
import resultsEn from '../../locales/en/results.json';
import resultsEs from '../../locales/es/results.json';
import resultsZh from '../../locales/zh/results.json';
import { DesignSummary } from './design-summary.tsx';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { studio: studioEn, results: resultsEn }, es: { studio: studioEs, results: resultsEs }, zh: { studio: studioZh, results: resultsZh } },
  defaultNS: 'studio',
  initAsync: false,
});

const design: Design = {
  title: 'Cottage Garden Backyard',
  features: ['Drip irrigation in every bed'],
  materials: ['Shredded bark mulch (300 sq ft)'],
  plants: [
    {
      number: 1,
      common: 'Lenten rose hellebore',
      botanical: 'Helleborus × hybridus',
      quantity: 6,
      size: '1-gal',
      unitLow: 15,
      unitHigh: 28,
      reason: 'Zone 4–9 · part shade · moderate water',
    },
  ],
  cost: { low: 1000, high: 2000, currency: 'USD', sources: ['x'] },
  site: {
    headline: 'Zone 8b · Portland, OR',
    place: 'Portland, OR',
    zone: '8b',
    zone_caveat: 'USDA 2012 map: the 2023 map may put this place half a zone warmer',
    exposure: 'part_shade',
    sun_hours: { solstice: 5.2, equinox: 2.9 },
    facing: 180,
    facing_assumed: true,
    notes: ['Knock Out shrub rose wants 6 h of sun; this backyard gets 4 h — Lenten rose hellebore instead'],
  },
};

async function render(lng: string, d: Design = design) {
  await i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <DesignSummary design={d} />
    </I18nextProvider>,
  );
}

describe('design summary: the site', () => {
  it("shows the zone and place with the map's age, the area's sun, the answers and each plant's reason", async () => {
    const html = await render('en');
    expect(html).toContain('Zone 8b · Portland, OR');
    expect(html).toContain('the 2023 map may put your place half a zone warmer');
    expect(html).toContain('Part shade');
    expect(html).toContain('5.2 h of direct sun at midsummer, 2.9 h at the equinox');
    expect(html).toContain('assumed to face south');
    expect(html).toContain('this backyard gets 4 h — Lenten rose hellebore instead');
    expect(html).toContain('Zone 4–9 · part shade · moderate water');
  });

  it('names each wish the design does not deliver, in the design language, under a heading in the studio language', async () => {
    const notIncluded: Design['not_included'] = [
      { wish: 'chicken_coop', reason: 'cant_draw', text: "Not included: chicken coop — we can't draw it yet" },
      { wish: 'hot_tub', reason: 'no_room', text: 'Not included: hot tub — no room in this side yard' },
    ];
    const html = await render('en', { ...design, not_included: notIncluded });
    expect(html).toContain('data-testid="not-included"');
    expect(html).toContain('>Not included<');
    expect(html).toMatch(/Not included: chicken coop — we can(&#x27;|')t draw it yet/);
    expect(html).toContain('Not included: hot tub — no room in this side yard');
    expect(await render('zh', { ...design, not_included: [{ wish: 'pool', reason: 'cant_draw', text: '未包含：游泳池 — 我们暂时还画不出来' }] })).toContain(
      '未包含：游泳池 — 我们暂时还画不出来',
    );
    expect(await render('en')).not.toContain('not-included');
  });

  it('says what the photo showed, under a heading in the studio language', async () => {
    const scene = 'Shade under existing trees on a forest floor: woodland plants that take shade, and no lawn';
    const html = await render('en', { ...design, scene });
    expect(html).toContain('data-testid="design-scene"');
    expect(html).toContain('>What your photo shows<');
    expect(html).toContain(scene);
    expect(await render('zh', { ...design, scene: '林下地面' })).toContain('照片中的场地');
    expect(await render('en')).not.toContain('design-scene');
  });

  it('words the site in Spanish and Chinese, and says an unknown climate rather than a guess', async () => {
    expect(await render('es')).toContain('Zona 8b · Portland, OR');
    expect(await render('zh')).toContain('8b 区 · Portland, OR');
    const unplaced = await render('en', {
      ...design,
      site: { ...design.site!, headline: 'Climate unknown', place: null, zone: null, zone_caveat: null, exposure: null, sun_hours: null, notes: [] },
    });
    expect(unplaced).toContain('Climate unknown');
    expect(unplaced).toMatch(/couldn(&#x27;|')t place this address/);
    expect(unplaced).not.toMatch(/Zone (unknown|\d+[ab]) ·/);
  });

  it('shows designs made before sites were resolved as before', async () => {
    const html = await render('en', { ...design, site: undefined });
    expect(html).not.toContain('data-testid="design-site"');
    expect(html).toContain('Lenten rose hellebore');
  });
});

describe('design summary: units and currency', () => {
  const both: Design = {
    ...design,
    materials: ['Mantillo de corteza triturada (28 m²)'],
    material_areas: [{ name: { metric: 'Canto rodado de río (5–10 cm)', imperial: 'Canto rodado de río (2–4 in)' }, m2: 27.9 }],
    plants: [{ ...design.plants[0]!, size: 'maceta de 4 L', sizes: { metric: 'maceta de 4 L', imperial: '1 gal' } }],
    units: 'metric',
    locale: 'es',
  };

  it('follows the language: metric in es and zh, imperial in en, with a switch', async () => {
    const es = await render('es', both);
    expect(es).toContain('Canto rodado de río (5–10 cm) (28 m²)');
    expect(es).toContain('maceta de 4 L');
    expect(es).not.toContain('ft²');
    expect(es).toMatch(/aria-pressed="true"[^>]*>Métrico/);
    const zh = await render('zh', both);
    expect(zh).toContain('28 平方米');
    const en = await render('en', both);
    expect(en).toContain('Canto rodado de río (2–4 in) (300 sq ft)');
    expect(en).toContain('1 gal');
    expect(en).toMatch(/aria-pressed="true"[^>]*>Imperial/);
  });

  it('says plainly which currency the prices are in', async () => {
    expect(await render('en', both)).toMatch(/All prices are in USD \(US dollars?\)/i);
    expect(await render('es', both)).toMatch(/Todos los precios están en USD \(dólar(es)? estadounidense(s)?\)/i);
    expect(await render('zh', both)).toContain('美元（USD）');
  });

  it('keeps the wording of designs made before sizes came in both units', async () => {
    const html = await render('es', design);
    expect(html).toContain('Shredded bark mulch (300 sq ft)');
    expect(html).not.toContain('data-testid="units-switch"');
  });
});

describe("design summary: in the reader's language", () => {
  const english: Design = {
    ...design,
    locale: 'en',
    units: 'imperial',
    translations: {
      es: {
        title: 'Patio trasero de jardín de cabaña',
        locale: 'es',
        units: 'metric',
        features: ['Riego por goteo en cada arriate'],
        materials: ['Mantillo de corteza triturada (28 m²)'],
        plants: [{ ...design.plants[0]!, common: 'Eléboro de Cuaresma', size: 'maceta de 4 L', reason: 'Zona 4–9 · semisombra · riego moderado' }],
        cost: { ...design.cost, sources: ['y'] },
        not_included: [{ wish: 'chicken_coop', reason: 'cant_draw', text: 'No incluido: gallinero — aún no sabemos dibujarlo' }],
      },
    },
  };

  it('shows a design made in English in Spanish to a Spanish reader, and as made to an English one', async () => {
    const es = await render('es', english);
    expect(es).toContain('Patio trasero de jardín de cabaña');
    expect(es).toContain('Eléboro de Cuaresma');
    expect(es).toContain('Zona 4–9 · semisombra · riego moderado');
    expect(es).toContain('No incluido: gallinero — aún no sabemos dibujarlo');
    expect(es).not.toContain('Cottage Garden Backyard');
    const en = await render('en', english);
    expect(en).toContain('Cottage Garden Backyard');
    expect(en).not.toContain('Eléboro');
  });

  it("shows a design as made when it has no words in the reader's language", async () => {
    const zh = await render('zh', english);
    expect(zh).toContain('Cottage Garden Backyard');
    expect(zh).toContain('Lenten rose hellebore');
  });
});
