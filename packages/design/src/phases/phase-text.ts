import type { DesignLocale } from '../catalogue/languages/index.ts';

/**
 * The steps landscapes are built in, in build order: the ground graded and drained first, then the trees
 * (they take longest to grow, and their pits are dug before paving closes the ground), the paths and paving,
 * the built features, the irrigation, and last the shrubs and the planting that covers the ground.
 */
export type PhaseStep = 'ground' | 'trees' | 'hardscape' | 'features' | 'irrigation' | 'shrubs' | 'planting';

interface PhaseWordsText {
  title: string;
  and: string;
  steps: Record<PhaseStep, string>;
  /** The grading, drainage and base under every surface of the design, with the area it covers. */
  prep: string;
  /** One part of a built feature (or anything else) too dear to build within one phase. */
  part: string;
  tooSmall: string;
}

/** The words of a budget in phases, in every language the design engine speaks. */
export const PHASE_TEXT: Record<DesignLocale, PhaseWordsText> = {
  en: {
    title: 'Phase {n} · {steps}',
    and: ', ',
    steps: {
      ground: 'grading and drainage',
      trees: 'trees',
      hardscape: 'paths and paving',
      features: 'built features',
      irrigation: 'irrigation',
      shrubs: 'shrubs',
      planting: 'perennials, ground cover and mulch',
    },
    prep: 'Grading, drainage and base ({area})',
    part: '{name} — part {i} of {n}',
    tooSmall:
      'A budget of {budget} would split this design into too many phases: a phase needs at least {minimum} (a fifth of the design’s lowest cost, or its dearest single plant). Try {minimum} or more.',
  },
  es: {
    title: 'Fase {n} · {steps}',
    and: ', ',
    steps: {
      ground: 'nivelación y drenaje',
      trees: 'árboles',
      hardscape: 'caminos y pavimentos',
      features: 'elementos construidos',
      irrigation: 'riego',
      shrubs: 'arbustos',
      planting: 'perennes, cubresuelos y acolchado',
    },
    prep: 'Nivelación, drenaje y base ({area})',
    part: '{name} — parte {i} de {n}',
    tooSmall:
      'Un presupuesto de {budget} dividiría este diseño en demasiadas fases: cada fase necesita al menos {minimum} (una quinta parte del costo mínimo del diseño, o su planta más cara). Pruebe con {minimum} o más.',
  },
  zh: {
    title: '第 {n} 期 · {steps}',
    and: '、',
    steps: {
      ground: '场地平整与排水',
      trees: '乔木',
      hardscape: '园路与铺装',
      features: '构筑设施',
      irrigation: '灌溉',
      shrubs: '灌木',
      planting: '多年生花卉、地被与覆盖物',
    },
    prep: '场地平整、排水与基层（{area}）',
    part: '{name} — 第 {i} 部分，共 {n} 部分',
    tooSmall: '预算 {budget} 会把这个设计分成太多期：每期至少需要 {minimum}（设计最低造价的五分之一，或其中最贵的一株植物）。请尝试 {minimum} 或更多。',
  },
};
