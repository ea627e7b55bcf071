import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LIMITS } from '@landscape/contract/constants';
import { paths } from '../../../config/paths.ts';
import { ArrowRightIcon } from '../../../components/ui/icons/arrow-right-icon.tsx';
import { CpuIcon } from '../../../components/ui/icons/cpu-icon.tsx';
import { ImageIcon } from '../../../components/ui/icons/image-icon.tsx';
import { LayersIcon } from '../../../components/ui/icons/layers-icon.tsx';
import { MapPinIcon } from '../../../components/ui/icons/map-pin-icon.tsx';
import { PaletteIcon } from '../../../components/ui/icons/palette-icon.tsx';
import { ShieldIcon } from '../../../components/ui/icons/shield-icon.tsx';
import { SparklesIcon } from '../../../components/ui/icons/sparkles-icon.tsx';
import { SproutIcon } from '../../../components/ui/icons/sprout-icon.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PlanIllustration } from './plan-illustration.tsx';
import { designSeconds, useDesignTime } from '../../../lib/use-design-time.ts';

const STEPS: { key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'address', Icon: MapPinIcon },
  { key: 'areas', Icon: LayersIcon },
  { key: 'styles', Icon: PaletteIcon },
  { key: 'plan', Icon: SproutIcon },
  { key: 'render', Icon: ImageIcon },
];
const DELIVERABLES = ['images', 'plants', 'cost', 'compare'] as const;
const PRIVACY = ['address', 'consent', 'local', 'feedback'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  const seconds = designSeconds(useDesignTime());
  useDocumentTitle(t('title'));
  return (
    <div className="about">
      <AboutHero />

      <HowItWorks />

      <Engines />

      <section className="about-section container about-split" aria-labelledby="get-title">
        <div>
          <h2 id="get-title" className="section-title">
            {t('get.title')}
          </h2>
          <ul className="ticks ticks--large">
            {DELIVERABLES.map((k) => (
              <li key={k}>{t(`get.${k}`)}</li>
            ))}
          </ul>
        </div>
        <div className="privacy card" aria-labelledby="privacy-title">
          <span className="engine__icon">
            <ShieldIcon size={26} />
          </span>
          <h2 id="privacy-title" className="section-title section-title--sm">
            {t('privacy.title')}
          </h2>
          <ul className="privacy__list">
            {PRIVACY.map((k) => (
              <li key={k}>{t(`privacy.${k}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="about-cta container">
        <div className="about-cta__inner">
          <h2 className="about-cta__title">{t('cta.title')}</h2>
          <p className="about-cta__body">{t('cta.body', seconds)}</p>
          <Link to={paths.studio} className="btn btn--light btn--lg">
            {t('cta.start')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The title, the lead and the two ways on (start, or read how it works), beside the plan drawing. */
function AboutHero() {
  const { t } = useTranslation('about');
  return (
    <section className="about-hero">
      <div className="container about-hero__inner">
        <div className="about-hero__copy">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="about-hero__title">{t('title')}</h1>
          <p className="about-hero__lead">{t('lead')}</p>
          <div className="about-hero__actions">
            <Link to={paths.studio} className="btn btn--primary btn--lg">
              {t('cta.start')}
              <ArrowRightIcon size={18} />
            </Link>
            <a href="#how-it-works" className="btn btn--secondary btn--lg">
              {t('cta.how')}
            </a>
          </div>
        </div>
        <div className="about-hero__art">
          <PlanIllustration />
        </div>
      </div>
    </section>
  );
}

/** The five steps from an address to a render. */
function HowItWorks() {
  const { t } = useTranslation('about');
  return (
    <section id="how-it-works" className="about-section container" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        {t('how.title')}
      </h2>
      <p className="section-lead">{t('how.lead')}</p>
      <ol className="steps">
        {STEPS.map(({ key, Icon }, i) => (
          <li key={key} className="step card">
            <span className="step__icon">
              <Icon size={24} />
            </span>
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="step__title">{t(`how.steps.${key}.title`, { max: LIMITS.maxStyles })}</h3>
            <p className="step__body">{t(`how.steps.${key}.body`, { max: LIMITS.maxStyles })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The offline engine and the AI one, and what each does. */
function Engines() {
  const { t } = useTranslation('about');
  return (
    <section className="about-section about-section--tinted" aria-labelledby="engines-title">
      <div className="container">
        <h2 id="engines-title" className="section-title">
          {t('engines.title')}
        </h2>
        <p className="section-lead">{t('engines.lead')}</p>
        <div className="engine-grid">
          <article className="engine card">
            <span className="engine__icon">
              <CpuIcon size={26} />
            </span>
            <h3 className="engine__title">{t('engines.offline.title')}</h3>
            <p>{t('engines.offline.body')}</p>
            <ul className="ticks">
              <li>{t('engines.offline.point1')}</li>
              <li>{t('engines.offline.point2')}</li>
            </ul>
          </article>
          <article className="engine card">
            <span className="engine__icon engine__icon--accent">
              <SparklesIcon size={26} />
            </span>
            <h3 className="engine__title">{t('engines.ai.title')}</h3>
            <p>{t('engines.ai.body')}</p>
            <ul className="ticks">
              <li>{t('engines.ai.point1')}</li>
              <li>{t('engines.ai.point2')}</li>
            </ul>
          </article>
        </div>
        <p className="engine-note">{t('engines.note')}</p>
      </div>
    </section>
  );
}
