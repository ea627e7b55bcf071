import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HERO_PICTURES } from 'virtual:studio-pictures';
import { HERO_TABS } from '@landscape/contract/constants';
import { builtPicture } from '../../../lib/picture.tsx';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { SparkIcon } from '../../../components/ui/icons/spark-icon.tsx';
import { designSeconds, useDesignTime } from '../../../lib/use-design-time.ts';

export function Hero({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('studio');
  const time = useDesignTime();
  // the example property before and after, drawn at build time by the design engine (no request, no wait)
  const [current, setTab] = useState<(typeof HERO_TABS)[number]>('front_yard');
  const tabs = HERO_TABS;
  const sample = HERO_PICTURES[current];

  const onKey = (e: React.KeyboardEvent, i: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = tabs[(i + delta + tabs.length) % tabs.length];
    setTab(next);
    document.getElementById(`hero-tab-${next}`)?.focus();
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="st-eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__subtitle">{t('hero.subtitle', designSeconds(time))}</p>
        <div className="hero__ctas">
          <button type="button" className="st-btn st-btn--primary st-btn--lg" onClick={onStart}>
            <SparkIcon /> {t('hero.cta')}
          </button>
          <a className="st-btn st-btn--link" href="#how-it-works">
            {t('hero.secondary')}
          </a>
        </div>
      </div>
      <div className="hero__visual">
        <div className="hero__tabs" role="tablist" aria-label={t('hero.tabsLabel')}>
          {tabs.map((k, i) => (
            <button
              key={k}
              id={`hero-tab-${k}`}
              type="button"
              role="tab"
              aria-selected={current === k}
              aria-controls="hero-panel"
              tabIndex={current === k ? 0 : -1}
              className={`hero__tab ${current === k ? 'is-current' : ''}`}
              onClick={() => setTab(k)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t(`hero.tabs.${k}`)}
            </button>
          ))}
        </div>
        <div id="hero-panel" role="tabpanel" aria-labelledby={`hero-tab-${current}`} className="hero__panel">
          <CompareSlider
            key={current}
            className="hero__compare"
            fit="cover"
            before={builtPicture(sample.before)}
            after={builtPicture(sample.after)}
            sizes="(min-width: 880px) 50vw, calc(100vw - 24px)"
            beforeAlt={`${t('compare.before')}: ${t(`hero.tabs.${current}`)}`}
            afterAlt={`${t('compare.after')}: ${t(`hero.tabs.${current}`)}`}
            initial={45}
          />
          <p className="hero__proof" data-testid="example-house">
            {t('hero.proof')}
          </p>
        </div>
      </div>
    </section>
  );
}
