import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { samplePicture } from '../../../lib/picture.ts';
import { HERO_TABS, useHeroSamples, type HeroTab } from '../api/get-hero-samples.ts';
import { CompareSlider } from './compare-slider.tsx';
import { SparkIcon } from './icons.tsx';
import { designSeconds, useDesignTime } from '../hooks/use-design-time.ts';

export function Hero({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('studio');
  const time = useDesignTime();
  const samples = useHeroSamples();
  const [tab, setTab] = useState<HeroTab>('front_yard');
  const available = HERO_TABS.filter((k) => samples.data?.some((s) => s.tab === k));
  const tabs = available.length ? available : HERO_TABS;
  const sample = samples.data?.find((s) => s.tab === tab) ?? samples.data?.find((s) => s.tab === tabs[0]);
  const current = sample?.tab ?? tab;

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
        <h1 id="hero-title" className="hero__title">{t('hero.title')}</h1>
        <p className="hero__subtitle">{t('hero.subtitle', designSeconds(time))}</p>
        <div className="hero__ctas">
          <button type="button" className="st-btn st-btn--primary st-btn--lg" onClick={onStart}>
            <SparkIcon /> {t('hero.cta')}
          </button>
          <a className="st-btn st-btn--link" href="#how-it-works">{t('hero.secondary')}</a>
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
          {sample ? (
            <CompareSlider
              key={sample.tab}
              className="hero__compare"
              before={samplePicture(sample, 'before')}
              after={samplePicture(sample, 'after')}
              sizes="(min-width: 880px) 50vw, 100vw"
              beforeAlt={`${t('compare.before')}: ${t(`hero.tabs.${sample.tab}`)}`}
              afterAlt={`${t('compare.after')}: ${t(`hero.tabs.${sample.tab}`)}`}
              initial={45}
            />
          ) : (
            <div className="hero__skeleton" role="img" aria-label={t('hero.unavailable')} data-testid="hero-skeleton" />
          )}
          <p className="hero__proof" data-testid="example-house">{t('hero.proof')}</p>
        </div>
      </div>
    </section>
  );
}
