import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticUrl } from '../../../lib/api-client.ts';
import { useDesignText } from '../hooks/use-design-text.ts';
import type { GalleryItem } from '../utils/merge.ts';
import { CloudIcon } from '../../../components/ui/icons/cloud-icon.tsx';
import { DeviceIcon } from '../../../components/ui/icons/device-icon.tsx';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { TrashIcon } from '../../../components/ui/icons/trash-icon.tsx';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';

interface Props {
  item: GalleryItem;
  favorites: ReadonlySet<string>;
  onOpen: () => void;
  onToggleFavorite: (image: string) => void;
  onDownload: (item: GalleryItem, index: number) => void;
  onDelete: () => void;
}

export function GalleryCard({ item, favorites, onOpen, onToggleFavorite, onDownload, onDelete }: Props) {
  const { t } = useTranslation('gallery');
  const text = useDesignText();
  const [broken, setBroken] = useState(false);
  const cover = item.designs[0]!;
  const fav = item.designs.some((d) => favorites.has(d.image));
  const styles = [...new Set(item.designs.map((d) => text.style(d)))];
  const title = text.title(item);
  return (
    <li className="gcard">
      <button type="button" className="gcard__open" onClick={onOpen} aria-label={t('card.open', { address: title })}>
        {broken ? (
          <span className="gcard__missing">{t('card.missing')}</span>
        ) : (
          <img className="gcard__img" src={staticUrl(cover.image)} alt="" loading="lazy" onError={() => setBroken(true)} />
        )}
        <span className={`gcard__source gcard__source--${item.source}`}>
          {item.source === 'account' ? <CloudIcon width={14} height={14} /> : <DeviceIcon width={14} height={14} />}
          {t(`source.${item.source}`)}
        </span>
        {item.designs.length > 1 ? <span className="gcard__count">{t('card.count', { count: item.designs.length })}</span> : null}
        {item.chainStep !== undefined ? (
          <span className="gcard__chain" data-testid="gallery-chain-step">
            {item.chainStep === 0 ? t('card.chainBefore', { count: item.chainSize ?? 1 }) : t('card.chainStep', { n: item.chainStep })}
          </span>
        ) : null}
      </button>
      <div className="gcard__body">
        <h3 className="gcard__title" title={title}>
          {title}
        </h3>
        <p className="gcard__meta">
          <time dateTime={new Date(item.timestamp).toISOString()}>{text.date(item.timestamp)}</time>
          <span aria-hidden="true"> · </span>
          <span>{styles.join(', ')}</span>
        </p>
        <div className="gcard__actions">
          <button
            type="button"
            className={`gbtn gbtn--icon${fav ? ' is-on' : ''}`}
            aria-pressed={fav}
            aria-label={t('actions.favorite')}
            title={fav ? t('actions.unfavorite') : t('actions.favorite')}
            onClick={() => onToggleFavorite(cover.image)}
          >
            <HeartIcon filled={fav} size={18} />
          </button>
          <button
            type="button"
            className="gbtn gbtn--icon"
            aria-label={t('actions.download')}
            title={t('actions.download')}
            onClick={() => onDownload(item, 0)}
          >
            <DownloadIcon size={18} />
          </button>
          <ShareMenu
            compact
            designId={cover.id}
            image={cover.image}
            label={t('actions.share')}
            area={text.area(cover)?.toLowerCase() ?? t('results:share.yard')}
            text={t('share.text', { style: styles[0] ?? '' })}
            classes={{ root: 'gshare', button: 'gbtn gbtn--icon', menu: 'gshare__menu', item: 'gshare__item' }}
          />
          <button type="button" className="gbtn gbtn--icon gbtn--danger" aria-label={t('actions.delete')} title={t('actions.delete')} onClick={onDelete}>
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
    </li>
  );
}
