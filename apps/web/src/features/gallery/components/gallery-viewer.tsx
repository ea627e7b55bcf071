import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { staticUrl } from '../../../lib/api-client.ts';
import { downloadPackOf } from '../../../lib/download.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useDesignText } from '../hooks/use-design-text.ts';
import type { GalleryItem } from '../utils/merge.ts';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right-icon.tsx';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { TrashIcon } from '../../../components/ui/icons/trash-icon.tsx';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';
import { GrowthPanel } from '../../../components/ui/growth-panel.tsx';
import { UpkeepPanel } from '../../../components/ui/upkeep-panel.tsx';

interface Props {
  item: GalleryItem | null;
  favorites: ReadonlySet<string>;
  onClose: () => void;
  onToggleFavorite: (image: string) => void;
  onDownload: (item: GalleryItem, index: number) => void;
  onDelete: (item: GalleryItem) => void;
}

/** One saved design, large: before/after when the original is known, the other images of the same request, and the actions. */
export function GalleryViewer({ item, favorites, onClose, onToggleFavorite, onDownload, onDelete }: Props) {
  const { t } = useTranslation('gallery');
  const text = useDesignText();
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [item?.id]);
  if (!item) return null;
  const count = item.designs.length;
  const design = item.designs[Math.min(index, count - 1)]!;
  const style = text.style(design);
  const area = text.area(design);
  const fav = favorites.has(design.image);
  const alt = item.fromPhoto ? t('viewer.afterAltPhoto', { style }) : t('viewer.afterAlt', { style, address: item.address });
  const beforeAlt = item.fromPhoto ? t('viewer.beforeAltPhoto') : t('viewer.beforeAlt', { address: item.address });
  const where = text.title(item);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <Dialog open onClose={onClose} className="gviewer" title={area ? `${style} · ${area}` : style} description={`${where} · ${text.dateTime(item.timestamp)}`}>
      <div
        className="gviewer__stage"
        onKeyDown={(e) => {
          if (count < 2 || (e.target as HTMLElement).tagName === 'INPUT') return;
          if (e.key === 'ArrowLeft') go(-1);
          if (e.key === 'ArrowRight') go(1);
        }}
      >
        {design.original ? (
          <CompareSlider
            key={design.image}
            className="gviewer__compare"
            sizes="(min-width: 900px) 860px, 100vw"
            before={staticUrl(design.original)}
            after={staticUrl(design.image)}
            beforeAlt={beforeAlt}
            afterAlt={alt}
          />
        ) : (
          <img className="gviewer__img" src={staticUrl(design.image)} alt={alt} />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gbtn gbtn--icon gbtn--glass gviewer__nav gviewer__nav--prev"
              aria-label={t('viewer.previous')}
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon size={18} />
            </button>
            <button type="button" className="gbtn gbtn--icon gbtn--glass gviewer__nav gviewer__nav--next" aria-label={t('viewer.next')} onClick={() => go(1)}>
              <ChevronRightIcon size={18} />
            </button>
          </>
        ) : null}
      </div>
      {design.original ? null : <p className="gviewer__note">{t('viewer.noOriginal')}</p>}
      {count > 1 ? <ViewerThumbs item={item} index={index} favorites={favorites} onPick={setIndex} /> : null}
      {design.growth || design.upkeep ? (
        <div className="gviewer__growth">
          {design.growth ? <GrowthPanel key={design.image} stages={design.growth} subject={area ? `${style} · ${area}` : style} /> : null}
          {design.upkeep ? <UpkeepPanel upkeep={design.upkeep} /> : null}
        </div>
      ) : null}
      <div className="gviewer__actions">
        <button type="button" className={`gbtn${fav ? ' is-on' : ''}`} aria-pressed={fav} onClick={() => onToggleFavorite(design.image)}>
          <HeartIcon filled={fav} size={18} />
          <span>{fav ? t('actions.favorited') : t('actions.favorite')}</span>
        </button>
        <button type="button" className="gbtn gbtn--primary" onClick={() => onDownload(item, index)}>
          <DownloadIcon size={18} />
          <span>{t('actions.download')}</span>
        </button>
        {design.id ? (
          <button
            type="button"
            className="gbtn"
            onClick={() => void savePack(design.id!, design.image, () => toast.error(t('errors.pack')))}
            data-testid="gallery-pack"
          >
            <DownloadIcon />
            <span>{t('actions.pack')}</span>
          </button>
        ) : null}
        <ShareMenu
          designId={design.id}
          image={design.image}
          label={t('actions.share')}
          area={text.area(design)?.toLowerCase() ?? t('results:share.yard')}
          text={t('share.text', { style })}
          classes={{ root: 'gshare', button: 'gbtn', menu: 'gshare__menu', item: 'gshare__item' }}
        />
        <button type="button" className="gbtn gbtn--danger gviewer__delete" onClick={() => onDelete(item)}>
          <TrashIcon size={18} />
          <span>{item.source === 'account' && count > 1 ? t('actions.deleteAll', { count }) : t('actions.delete')}</span>
        </button>
      </div>
    </Dialog>
  );
}

/** The other images of the same request, the current one marked; a favourite shows its heart. */
function ViewerThumbs({ item, index, favorites, onPick }: { item: GalleryItem; index: number; favorites: ReadonlySet<string>; onPick: (i: number) => void }) {
  const { t } = useTranslation('gallery');
  const text = useDesignText();
  const count = item.designs.length;
  return (
    <ul className="gviewer__thumbs" aria-label={t('viewer.thumbs')}>
      {item.designs.map((d, i) => (
        <li key={d.image}>
          <button
            type="button"
            className={`gviewer__thumb${i === index ? ' is-current' : ''}`}
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('viewer.thumb', { index: i + 1, total: count, style: text.style(d) })}
            onClick={() => onPick(i)}
          >
            <img src={staticUrl(d.image)} alt="" loading="lazy" />
            {favorites.has(d.image) ? (
              <span className="gviewer__thumb-fav">
                <HeartIcon filled width={12} height={12} />
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The landscaper's pack (product §12): made on request, a visitor's with the claim token this browser keeps. */
async function savePack(designId: string, image: string, failed: () => void) {
  try {
    await downloadPackOf(designId, image, `landscape-${designId.slice(0, 8)}-landscaper.pdf`);
  } catch (err) {
    console.warn('[gallery] Failed to make the landscaper pack', err);
    failed();
  }
}
