import type { DesignLocale } from '../catalogue/languages/index.ts';

/** The words of a budget in phases, in every language the design engine speaks. */
/** The four steps landscapes are built in: the ground and what is built on it, then trees, shrubs, and last the planting that covers the ground. */
export type PhaseStep = 'hardscape' | 'trees' | 'shrubs' | 'planting';

export const PHASE_TEXT: Record<DesignLocale, { title: string; and: string; steps: Record<PhaseStep, string>; tooSmall: string }> = {
  en: {
    title: 'Phase {n} · {steps}',
    and: ', ',
    steps: { hardscape: 'ground and hardscape', trees: 'trees', shrubs: 'shrubs', planting: 'perennials, ground cover and mulch' },
    tooSmall: 'A budget of {budget} is less than the first phase needs: the ground and hardscape alone cost up to {minimum}. Try {minimum} or more.',
  },
  es: {
    title: 'Fase {n} · {steps}',
    and: ', ',
    steps: { hardscape: 'terreno y obra', trees: 'árboles', shrubs: 'arbustos', planting: 'perennes, cubresuelos y acolchado' },
    tooSmall: 'Un presupuesto de {budget} no alcanza para la primera fase: solo el terreno y la obra cuestan hasta {minimum}. Pruebe con {minimum} o más.',
  },
  zh: {
    title: '第 {n} 期 · {steps}',
    and: '、',
    steps: { hardscape: '场地平整与硬景', trees: '乔木', shrubs: '灌木', planting: '多年生花卉、地被与覆盖物' },
    tooSmall: '预算 {budget} 不够第一期：仅场地平整与硬景就最多需要 {minimum}。请尝试 {minimum} 或更多。',
  },
};
