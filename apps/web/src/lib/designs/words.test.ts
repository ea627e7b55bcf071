import { describe, expect, it } from 'vitest';
import type { Analysis, DesignPhase, DesignSummary } from '@landscape/contract';
import { analysisIn, designIn, phaseIn, planIn } from './words.ts';

const words = (title: string, locale: string, units: 'metric' | 'imperial') => ({
  title,
  locale,
  units,
  features: [`${title} feature`],
  materials: [],
  plants: [],
  cost: { low: 100, high: 200, currency: 'USD', sources: [`${title} source`] },
});
const design: DesignSummary = {
  ...words('Cottage Garden Front Yard', 'en', 'imperial'),
  translations: { es: words('Jardín delantero de estilo rústico', 'es', 'metric') },
};

describe('designIn', () => {
  it("gives the words of the reader's language, with its units, and keeps the rest", () => {
    const es = designIn(design, 'es-MX');
    expect(es.title).toBe('Jardín delantero de estilo rústico');
    expect([es.locale, es.units]).toEqual(['es', 'metric']);
    expect(es.cost.low).toBe(100);
    expect(es.translations).toBe(design.translations);
  });

  it('gives the design as made in its own language, and where it has no words for the reader', () => {
    expect(designIn(design, 'en')).toBe(design);
    expect(designIn(design, 'zh')).toBe(design);
    const { translations: _none, ...older } = design;
    expect(designIn(older, 'es')).toBe(older);
  });
});

describe('phaseIn', () => {
  const phase: DesignPhase = {
    number: 1,
    title: 'Phase 1 · ground and hardscape',
    steps: ['hardscape'],
    features: ['Fire pit'],
    materials: ['Pea gravel (120 sq ft)'],
    plants: [],
    cost: { low: 1000, high: 2000, currency: 'USD' },
    translations: { zh: { title: '第 1 期 · 场地平整与硬景', features: ['火炉区'], materials: ['豌豆砾石（11 平方米）'], plants: [] } },
  };

  it("gives the phase in the reader's language when it carries it, else as made", () => {
    expect(phaseIn(phase, 'zh').title).toBe('第 1 期 · 场地平整与硬景');
    expect(phaseIn(phase, 'zh').cost).toEqual(phase.cost);
    expect(phaseIn(phase, 'en')).toBe(phase);
    expect(phaseIn(phase, 'es')).toBe(phase);
  });
});

describe('analysisIn', () => {
  const analysis: Analysis = {
    generated_text: 'About 40% of the ground is planting.',
    current_style: 'Mixed',
    curb_appeal_rating: 6.2,
    recommendations: ['Add colour'],
    translations: { es: { generated_text: 'Cerca del 40 % del terreno es vegetación.', current_style: 'Mixto', recommendations: ['Añada color'] } },
  };

  it("gives its words in the reader's language when it carries them, else as written", () => {
    expect(analysisIn(analysis, 'es')).toMatchObject({ current_style: 'Mixto', curb_appeal_rating: 6.2, recommendations: ['Añada color'] });
    expect(analysisIn(analysis, 'en')).toBe(analysis);
    expect(analysisIn(analysis, 'zh')).toBe(analysis);
  });
});

describe('planIn', () => {
  const drawn: DesignSummary = { ...design, translations: { es: { ...design.translations!.es!, plan_image: 'generations/g/front_yard/zen-1-plan-es.png' } } };

  it("gives the plan drawn in the reader's language, else the design's own", () => {
    expect(planIn('generations/g/front_yard/zen-1-plan.png', drawn, 'es')).toBe('generations/g/front_yard/zen-1-plan-es.png');
    expect(planIn('generations/g/front_yard/zen-1-plan.png', drawn, 'en')).toBe('generations/g/front_yard/zen-1-plan.png');
    expect(planIn('generations/g/front_yard/zen-1-plan.png', design, 'es')).toBe('generations/g/front_yard/zen-1-plan.png');
    expect(planIn(null, null, 'es')).toBeNull();
  });

  it('keeps the drawing out of the words a design reads in', () => {
    expect(designIn(drawn, 'es')).not.toHaveProperty('plan_image');
  });
});
