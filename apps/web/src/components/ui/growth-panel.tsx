import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrowthStage } from '@landscape/contract';
import { staticUrl } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/language.ts';
import './growth.css';

interface Props {
  stages: GrowthStage[];
  /** What the design is, for the pictures' alt text ('Cottage Garden front yard'). */
  subject: string;
  /** Opens a stage's picture large (the viewer's own zoom), when the page has one. */
  onOpen?: (image: { src: string; alt: string; caption: string }) => void;
}

/**
 * Growth over time (docs/decisions/028-growth-and-upkeep.md): a design as planted, after 3 years and at
 * maturity, its render and plan, switched with tabs (arrow keys move between them, as WAI-ARIA tabs do).
 */
export function GrowthPanel({ stages, subject, onOpen }: Props) {
  const { t, i18n, ready } = useTranslation('growth');
  const [current, setCurrent] = useState(0);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!ready || stages.length === 0) return null;
  const index = Math.min(current, stages.length - 1);
  const stage = stages[index]!;
  const last = stages.length - 1;
  const label = (i: number) => {
    const s = stages[i]!;
    if (s.age_years === 0) return t('stage.planted');
    if (i === last) return t('stage.mature', { count: s.age_years });
    return t('stage.years', { count: s.age_years });
  };
  const move = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? last : step ? (index + step + stages.length) % stages.length : null;
    if (to === null) return;
    e.preventDefault();
    setCurrent(to);
    tabs.current[to]?.focus();
  };
  const alt = t('imageAlt', { subject, stage: label(index) });
  const planAlt = t('planAlt', { subject, stage: label(index) });
  // the plan with its legend in the studio's language, when one was drawn in it (else the design's own)
  const plan = stage.plan ? (stage.plans?.[currentLanguage(i18n.language)] ?? stage.plan) : null;
  return (
    <section className="growth" aria-labelledby={`${id}-title`} data-testid="growth-panel">
      <h4 id={`${id}-title`} className="growth__title">
        {t('title')}
      </h4>
      <div className="growth__tabs" role="tablist" aria-label={t('title')} onKeyDown={move}>
        {stages.map((s, i) => (
          <button
            key={s.age_years}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="growth__tab"
            data-testid={`growth-tab-${i}`}
            onClick={() => setCurrent(i)}
          >
            {label(i)}
          </button>
        ))}
      </div>
      <div className="growth__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${index}`}>
        <div className="growth__pictures">
          <GrowthPicture src={staticUrl(stage.image)} alt={alt} caption={label(index)} onOpen={onOpen} testId="growth-image" />
          {plan && <GrowthPicture src={staticUrl(plan)} alt={planAlt} caption={t('plan')} onOpen={onOpen} testId="growth-plan" />}
        </div>
        <p className="growth__note">{index === 0 ? t('note.planted') : index === last ? t('note.mature') : t('note.years')}</p>
      </div>
    </section>
  );
}

function GrowthPicture({ src, alt, caption, onOpen, testId }: { src: string; alt: string; caption: string; onOpen?: Props['onOpen']; testId: string }) {
  const { t } = useTranslation('growth');
  const img = <img src={src} alt={onOpen ? '' : alt} loading="lazy" data-testid={testId} />;
  return (
    <figure className="growth__picture">
      {onOpen ? (
        <button type="button" className="growth__open" aria-label={t('open', { what: alt })} onClick={() => onOpen({ src, alt, caption })}>
          {img}
        </button>
      ) : (
        img
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
