import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@landscape/contract/constants';
import { downloadUrl, staticUrl } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { downloadImage } from '../../../lib/download.ts';
import { areaOfImage, downloadFileName } from '../utils/download.ts';
import type { ResultItem } from '../utils/progress.ts';
import { CompareSlider } from './compare-slider.tsx';
import { CompareStyles } from './compare-styles.tsx';
import { AnalysisCard } from './analysis-card.tsx';
import { DesignSummary } from './design-summary.tsx';
import { ImageDialog, type DialogImage } from './image-dialog.tsx';
import { ChevronLeft, ChevronRight, CloseIcon, DownloadIcon, ExpandIcon, HeartIcon } from './icons.tsx';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';
import { GrowthPanel } from '../../../components/ui/growth-panel.tsx';
import { useStyleText } from './style-cards.tsx';
import { useGrowthOf } from '../hooks/use-growth-of.ts';

interface Props {
  items: ResultItem[];
  selected: number;
  onSelect: (i: number) => void;
  favorites: string[];
  onToggleFavorite: (render: string) => void;
  fullscreen: boolean;
  onFullscreen: (open: boolean) => void;
  onNewDesign: () => void;
}

export async function downloadResult(style: string, render: string, failMessage: string) {
  try {
    await downloadImage(render, downloadFileName(style, areaOfImage(render), Date.now()));
  } catch (err) {
    console.warn('[studio] Failed to download image', err);
    toast.error(failMessage);
  }
}

export function ResultsViewer({ items, selected, onSelect, favorites, onToggleFavorite, fullscreen, onFullscreen, onNewDesign }: Props) {
  const { t } = useTranslation('studio');
  const { t: tg, ready: growthReady } = useTranslation('growth');
  const styleText = useStyleText();
  const index = Math.min(Math.max(0, selected), items.length - 1);
  const item = items[index];
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<DialogImage | null>(null);
  const [showMask, setShowMask] = useState(false);
  const [comparing, setComparing] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (fullscreen && !d.open) d.showModal();
    if (!fullscreen && d.open) d.close();
  }, [fullscreen]);

  const growth = useGrowthOf(item);
  if (!item) return null;
  const styleName = styleText.name(item.style, item.styleLabel);
  const areaName = t(`areas.${item.area}.name`);
  const fav = favorites.includes(item.render);
  const sameArea = items.filter((it) => it.area === item.area);
  const go = (delta: number) => onSelect((index + delta + items.length) % items.length);

  const downloadAll = () => {
    toast.info(t('toasts.downloadStarted', { count: items.length }));
    items.forEach((it, i) => setTimeout(() => void downloadResult(it.style, it.render, t('errors.download')), i * TIMING.downloadStaggerMs));
  };

  const renderAlt = t('results.renderAlt', { style: styleName, area: areaName.toLowerCase(), address: item.address });
  return (
    <section className="results" aria-labelledby="results-title" data-testid="results">
      <header className="results__head">
        <div>
          <h2 id="results-title" className="st-section-title">{t('results.title')}</h2>
          <p className="results__address">{item.address}</p>
        </div>
        <div className="results__head-actions">
          {items.length > 1 && (
            <button type="button" className="st-btn st-btn--ghost" onClick={downloadAll}>
              <DownloadIcon /> {t('results.downloadAll')}
            </button>
          )}
          {sameArea.length > 1 && (
            <button type="button" className="st-btn st-btn--ghost" onClick={() => setComparing(true)} data-testid="compare-styles-open">
              {t('results.compareStyles')}
            </button>
          )}
          <button type="button" className="st-btn st-btn--ghost" onClick={onNewDesign}>{t('results.newDesign')}</button>
        </div>
      </header>

      <div className="results__layout">
        <div className="results__stage">
          <div className="stage">
            {item.original ? (
              <CompareSlider
                key={item.id}
                className="stage__compare"
                before={staticUrl(item.original)}
                after={staticUrl(item.render)}
                beforeAlt={t('results.originalAlt', { area: areaName.toLowerCase(), address: item.address })}
                afterAlt={renderAlt}
              />
            ) : (
              <img className="stage__img" src={staticUrl(item.render)} alt={renderAlt} />
            )}
            {item.house?.source === 'drawn' && <p className="stage__example" data-testid="example-house">{t('results.exampleHouse')}</p>}
            {showMask && item.house?.mask && <img className="stage__mask" src={staticUrl(item.house.mask)} alt={t('results.maskAlt')} data-testid="house-mask" />}
            <div className="stage__tools">
              <button type="button" className={`icon-btn icon-btn--glass ${fav ? 'is-on' : ''}`} aria-pressed={fav} aria-label={fav ? t('results.unfavorite') : t('results.favorite')} onClick={() => onToggleFavorite(item.render)}>
                <HeartIcon filled={fav} />
              </button>
              <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.fullscreen')} onClick={() => onFullscreen(true)}>
                <ExpandIcon />
              </button>
            </div>
            {items.length > 1 && (
              <>
                <button type="button" className="icon-btn icon-btn--glass stage__nav stage__nav--prev" aria-label={t('results.previous')} onClick={() => go(-1)}><ChevronLeft /></button>
                <button type="button" className="icon-btn icon-btn--glass stage__nav stage__nav--next" aria-label={t('results.next')} onClick={() => go(1)}><ChevronRight /></button>
              </>
            )}
          </div>
          {!item.original && <p className="field-hint">{t('results.noOriginal')}</p>}

          {items.length > 1 && (
            <ul className="thumbs" aria-label={t('results.thumbnails')}>
              {items.map((it, i) => {
                const label = t('results.thumb', { area: t(`areas.${it.area}.name`), style: styleText.name(it.style, it.styleLabel) });
                return (
                  <li key={it.id}>
                    <button type="button" className={`thumb ${i === index ? 'is-current' : ''}`} aria-current={i === index ? 'true' : undefined} aria-label={label} onClick={() => onSelect(i)} data-testid="result-thumb">
                      <img src={staticUrl(it.render)} alt="" loading="lazy" />
                      <span className="thumb__label" aria-hidden="true">
                        <span className="thumb__style">
                          {favorites.includes(it.render) && <HeartIcon filled width={12} height={12} />} {styleText.name(it.style, it.styleLabel)}
                        </span>
                        <span className="thumb__area">{t(`areas.${it.area}.name`)}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <aside className="results__side">
          <div className="results__meta">
            <p className="results__count">{t('results.count', { index: index + 1, total: items.length })}</p>
            <h3 className="results__style">{styleName}</h3>
            <p className="results__area">{areaName}</p>
            {fav && <span className="badge badge--fav"><HeartIcon filled width={12} height={12} /> {t('results.favorited')}</span>}
          </div>
          {item.house && (
            <div className="house-kept" data-testid="house-kept">
              <p className="house-kept__score">{t('results.houseKept', { percent: Math.round(item.house.kept * 100) })}</p>
              <p className="field-hint">{t(`results.${item.house.maskSource === 'user' ? 'houseActionMarked' : item.house.source === 'drawn' ? 'houseActionExample' : 'houseAction'}.${item.house.action}`)}</p>
              {item.house.maskSource === 'user' && <p className="field-hint" data-testid="house-mask-user">{t('results.maskByYou')}</p>}
              {item.house.mask && (
                <button type="button" className="st-btn st-btn--ghost" aria-pressed={showMask} onClick={() => setShowMask((v) => !v)} data-testid="house-mask-toggle">
                  {showMask ? t('results.hideMask') : t('results.showMask')}
                </button>
              )}
            </div>
          )}
          <div className="results__actions">
            <button type="button" className="st-btn st-btn--primary" onClick={() => void downloadResult(item.style, item.render, t('errors.download'))}>
              <DownloadIcon /> {t('results.download')}
            </button>
            <ShareMenu
              designId={item.designId}
              image={item.render}
              label={t('results.share')}
              area={areaName.toLowerCase()}
              text={t('results.shareText', { style: styleName, area: areaName.toLowerCase() })}
              classes={{ root: 'share', button: 'st-btn st-btn--ghost', menu: 'share__menu', item: 'share__item' }}
            />
          </div>
          {item.design && <DesignSummary design={item.design} />}
          {item.analysis && <AnalysisCard analysis={item.analysis} />}
          {growth.stages && <GrowthPanel key={item.render} stages={growth.stages} subject={`${styleName} · ${areaName}`} onOpen={setZoom} />}
          {growth.pending && growthReady && (
            <p className="growth__pending" role="status">
              {tg('pending')}
            </p>
          )}
          {item.plan && (
            <figure className="plan">
              <button
                type="button"
                className="plan__open"
                aria-label={t('results.planOpen')}
                onClick={() => setZoom({ src: staticUrl(item.plan!), alt: t('results.planAlt', { style: styleName, area: areaName.toLowerCase() }), caption: `${t('results.plan')} · ${styleName} · ${areaName}` })}
              >
                <img src={staticUrl(item.plan)} alt="" loading="lazy" />
              </button>
              <figcaption>{t('results.plan')}</figcaption>
            </figure>
          )}
        </aside>
      </div>

      <ImageDialog image={zoom} onClose={() => setZoom(null)} />
      {comparing && <CompareStyles items={sameArea} open={comparing} onClose={() => setComparing(false)} />}
      <dialog
        ref={dialog}
        data-testid="fullscreen"
        className="fullscreen"
        aria-label={renderAlt}
        onClose={() => onFullscreen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(-1);
          if (e.key === 'ArrowRight') go(1);
        }}
      >
        {/* the full-resolution render (the stage shows the smaller one) */}
        {fullscreen && <img src={downloadUrl(item.render)} alt={renderAlt} />}
        <div className="fullscreen__bar">
          <span>{styleName} · {areaName} · {t('results.count', { index: index + 1, total: items.length })}</span>
          <div className="fullscreen__tools">
            {items.length > 1 && (
              <>
                <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.previous')} onClick={() => go(-1)}><ChevronLeft /></button>
                <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.next')} onClick={() => go(1)}><ChevronRight /></button>
              </>
            )}
            <button type="button" className={`icon-btn icon-btn--glass ${fav ? 'is-on' : ''}`} aria-pressed={fav} aria-label={fav ? t('results.unfavorite') : t('results.favorite')} onClick={() => onToggleFavorite(item.render)}>
              <HeartIcon filled={fav} />
            </button>
            <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.closeFullscreen')} onClick={() => onFullscreen(false)} autoFocus>
              <CloseIcon />
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
