import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { ApiError, staticUrl } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SproutIcon } from '../../../components/ui/icons/sprout-icon.tsx';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { GrowthPanel } from '../../../components/ui/growth-panel.tsx';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { DesignSummary } from '../../../components/design/design-summary.tsx';
import { ImageDialog, type DialogImage } from '../../../components/design/image-dialog.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { useImageRatio } from '../../../lib/use-image-ratio.ts';
import { useSharedDesign } from '../api/get-shared-design.ts';
import { packUrl } from '../../../lib/download.ts';
import { designIn, planIn } from '../../../lib/designs/words.ts';
import '../../../components/design/design.css';
import './shared-design.css';

/**
 * A design its owner shares (/d/:id): before/after, the plan, the plant list and the cost. The page
 * speaks the viewer's language; the design's own text is shown as it was written.
 */
export function SharedDesignPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  const { t: ts } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const styleText = useStyleText();
  const query = useSharedDesign(id);
  const [zoom, setZoom] = useState<DialogImage | null>(null);
  const design = query.data;
  // the design's title in the visitor's language (the summary below words itself the same way)
  const words = design?.design ? designIn(design.design, i18n.language) : null;
  const title = words?.title ?? null;
  const plan = design ? planIn(design.plan, design.design, i18n.language) : null;
  const ratio = useImageRatio(design ? staticUrl(design.image) : undefined);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(design ? (title ?? t('sharedPage.title')) : notFound ? t('sharedPage.notFoundTitle') : t('sharedPage.title'));

  if (query.isPending) {
    return (
      <section className="shared container" aria-busy="true">
        <div className="shared__status">
          <Spinner label={t('sharedPage.loading')} showLabel />
        </div>
      </section>
    );
  }
  if (!design) return <SharedNotFound notFound={notFound} />;

  const style = styleText.name(design.style, design.style_label);
  const area = ts(`areas.${design.area}.name`);
  const afterAlt = t('sharedPage.afterAlt', { area, style });
  return (
    <div className="studio shared" data-testid="shared-design">
      <section className="shared__inner container" aria-labelledby="shared-title">
        <header className="shared__head">
          <p className="shared__kicker">{t('sharedPage.madeWith')}</p>
          <h1 id="shared-title" className="shared__title" lang={words?.locale ?? design.locale}>
            {title ?? t('sharedPage.title')}
          </h1>
          <p className="shared__meta">{t('sharedPage.style', { style, area })}</p>
        </header>
        <div className="shared__layout">
          <div className="shared__stage">
            <div className="stage" style={ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined}>
              {design.original ? (
                <CompareSlider
                  className="stage__compare"
                  before={staticUrl(design.original)}
                  after={staticUrl(design.image)}
                  beforeAlt={t('sharedPage.beforeAlt', { area })}
                  afterAlt={afterAlt}
                />
              ) : (
                <img className="stage__img" src={staticUrl(design.image)} alt={afterAlt} />
              )}
            </div>
            {plan ? (
              <figure className="plan shared__plan">
                <button
                  type="button"
                  className="plan__open"
                  aria-label={ts('results.planOpen')}
                  onClick={() =>
                    setZoom({ src: staticUrl(plan), alt: t('sharedPage.planAlt', { style }), caption: `${t('sharedPage.plan')} · ${style} · ${area}` })
                  }
                >
                  <img src={staticUrl(plan)} alt="" loading="lazy" />
                </button>
                <figcaption>{t('sharedPage.plan')}</figcaption>
              </figure>
            ) : null}
            {design.design?.growth ? <GrowthPanel stages={design.design.growth} subject={`${style} · ${area}`} onOpen={setZoom} /> : null}
          </div>
          <aside className="shared__side">
            {design.design ? <DesignSummary design={design.design} /> : null}
            {design.design ? (
              // the pack of a shared design is public while it is shared (decision 029): a plain link
              <a className="st-btn st-btn--ghost shared__pack" href={packUrl(design.id)} download data-testid="shared-pack" aria-describedby="shared-pack-hint">
                <DownloadIcon /> {t('sharedPage.pack')}
              </a>
            ) : null}
            {design.design ? (
              <p id="shared-pack-hint" className="shared__pack-hint">
                {t('sharedPage.packHint')}
              </p>
            ) : null}
            <Link to={paths.studio} className="st-btn st-btn--primary shared__cta">
              {t('sharedPage.cta')}
            </Link>
          </aside>
        </div>
      </section>
      <ImageDialog image={zoom} onClose={() => setZoom(null)} />
    </div>
  );
}

/** No design to show: it is not shared (any more), or it could not be read. */
function SharedNotFound({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  return (
    <section className="not-found container" data-testid="shared-not-found">
      <span className="not-found__icon">
        <SproutIcon size={40} />
      </span>
      <h1 className="not-found__title">{notFound ? t('sharedPage.notFoundTitle') : t('sharedPage.error')}</h1>
      {notFound ? <p className="not-found__body">{t('sharedPage.notFoundBody')}</p> : null}
      <div className="not-found__actions">
        <Link to={paths.studio} className="btn btn--primary btn--lg">
          {t('sharedPage.cta')}
        </Link>
      </div>
    </section>
  );
}
