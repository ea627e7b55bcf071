import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, staticUrl } from '../../../lib/api-client.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import type { DialogImage } from '../../../components/design/image-dialog.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { FavoriteButton } from './results-stage.tsx';

// The parts of the viewer beside and over the stage: what the design shown is, how much of the house it
// kept, its plan, and the full-screen view.

/** The design's style and area, its place in the run and whether it is a favourite. */
export function ResultMeta({ index, total, styleName, areaName, fav }: { index: number; total: number; styleName: string; areaName: string; fav: boolean }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <div className="results__meta">
      <p className="results__count">{t('results.count', { index: index + 1, total })}</p>
      <h3 className="results__style">{styleName}</h3>
      <p className="results__area">{areaName}</p>
      {fav && (
        <span className="badge badge--fav">
          <HeartIcon filled width={12} height={12} /> {t('results.favorited')}
        </span>
      )}
    </div>
  );
}

/** House-Lock: how much of the house the design kept, what was done to keep it, and its mask to show. */
export function HouseKept({ house, showMask, onToggleMask }: { house: NonNullable<ResultItem['house']>; showMask: boolean; onToggleMask: () => void }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const action = house.maskSource === 'user' ? 'houseActionMarked' : house.source === 'drawn' ? 'houseActionExample' : 'houseAction';
  return (
    <div className="house-kept" data-testid="house-kept">
      <p className="house-kept__score">{t('results.houseKept', { percent: Math.round(house.kept * 100) })}</p>
      <p className="field-hint">{t(`results.${action}.${house.action}`)}</p>
      {house.maskSource === 'user' && (
        <p className="field-hint" data-testid="house-mask-user">
          {t('results.maskByYou')}
        </p>
      )}
      {house.mask && (
        <button type="button" className="st-btn st-btn--ghost" aria-pressed={showMask} onClick={onToggleMask} data-testid="house-mask-toggle">
          {showMask ? t('results.hideMask') : t('results.showMask')}
        </button>
      )}
    </div>
  );
}

/** The design's top-down plan, opened larger on a click. */
export function PlanFigure({ plan, styleName, areaName, onOpen }: { plan: string; styleName: string; areaName: string; onOpen: (image: DialogImage) => void }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <figure className="plan">
      <button
        type="button"
        className="plan__open"
        aria-label={t('results.planOpen')}
        onClick={() =>
          onOpen({
            src: staticUrl(plan),
            alt: t('results.planAlt', { style: styleName, area: areaName.toLowerCase() }),
            caption: `${t('results.plan')} · ${styleName} · ${areaName}`,
          })
        }
      >
        <img src={staticUrl(plan)} alt="" loading="lazy" />
      </button>
      <figcaption>{t('results.plan')}</figcaption>
    </figure>
  );
}

interface FullscreenProps {
  item: ResultItem;
  open: boolean;
  renderAlt: string;
  caption: string;
  fav: boolean;
  many: boolean;
  onToggleFavorite: (render: string) => void;
  onFullscreen: (open: boolean) => void;
  go: (delta: number) => void;
}

/** The design at full resolution in a modal dialog, with the way to the next one. */
export function FullscreenDialog({ item, open, renderAlt, caption, fav, many, onToggleFavorite, onFullscreen, go }: FullscreenProps) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
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
      {open && <img src={downloadUrl(item.render)} alt={renderAlt} />}
      <div className="fullscreen__bar">
        <span>{caption}</span>
        <div className="fullscreen__tools">
          {many && (
            <>
              <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.previous')} onClick={() => go(-1)}>
                <ChevronLeftIcon />
              </button>
              <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.next')} onClick={() => go(1)}>
                <ChevronRightIcon />
              </button>
            </>
          )}
          <FavoriteButton fav={fav} onToggle={() => onToggleFavorite(item.render)} />
          <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.closeFullscreen')} onClick={() => onFullscreen(false)} autoFocus>
            <CloseIcon />
          </button>
        </div>
      </div>
    </dialog>
  );
}
