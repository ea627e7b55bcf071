import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { downloadImage } from '../../../lib/download.ts';
import { useGalleryDelete } from '../hooks/use-gallery-delete.ts';
import { useGalleryItems } from '../hooks/use-gallery-items.ts';
import { downloadName, type GalleryItem } from '../utils/merge.ts';
import { GalleryCard } from './gallery-card.tsx';
import { ConfirmDeleteDialog, GalleryBar, GalleryEmpty, type GalleryFilter } from './gallery-page-parts.tsx';
import { GalleryViewer } from './gallery-viewer.tsx';
import './gallery.css';

/** My Designs (product §2 /gallery): the account's designs from every device plus this device's gallery. */
export function GalleryPage({ uid }: { uid: string }) {
  const { t } = useTranslation('gallery');
  const { server, local, items, favorites } = useGalleryItems(uid);
  const { confirming, setConfirming, confirmDelete, deleting } = useGalleryDelete(local);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  const shown = filter === 'favorites' ? items.filter((i) => i.designs.some((d) => favorites.has(d.image))) : items;
  const open = items.find((i) => i.id === openId) ?? null;
  const deviceOnly = items.filter((i) => i.source === 'device').length;

  const toggleFavorite = (image: string) => {
    if (!local.toggleFavorite(image)) toast.error(t('errors.favorite'));
  };
  const download = async (item: GalleryItem, index: number) => {
    const d = item.designs[index];
    if (!d) return;
    try {
      await downloadImage(d.image, downloadName(d.style, d.image, item.timestamp));
    } catch {
      toast.error(t('errors.download'));
    }
  };
  const askDelete = (item: GalleryItem) => {
    setOpenId(null);
    setConfirming(item);
  };

  const loadingFirst = server.isPending && local.entries.length === 0;

  return (
    <section className="mydesigns" aria-labelledby="gallery-heading">
      <GalleryBar total={items.length} filter={filter} onFilter={setFilter} />

      {server.isError ? (
        <div className="mydesigns__notice" role="alert">
          <span>{t('errors.load')}</span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void server.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      ) : null}

      {loadingFirst ? (
        <div className="mydesigns__loading">
          <Spinner label={t('loading')} showLabel size="lg" />
        </div>
      ) : items.length === 0 && !server.isPending ? (
        <GalleryEmpty />
      ) : shown.length === 0 ? (
        <p className="mydesigns__none">{t('filters.none')}</p>
      ) : (
        <ul className="mydesigns__grid">
          {shown.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              favorites={favorites}
              onOpen={() => setOpenId(item.id)}
              onToggleFavorite={toggleFavorite}
              onDownload={(it, i) => void download(it, i)}
              onDelete={() => askDelete(item)}
            />
          ))}
        </ul>
      )}

      {server.hasNextPage ? (
        <div className="mydesigns__more">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void server.fetchNextPage()}
            disabled={server.isFetchingNextPage}
            aria-busy={server.isFetchingNextPage}
          >
            {server.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      ) : null}

      {deviceOnly > 0 ? <p className="mydesigns__hint">{t('deviceHint')}</p> : null}

      <GalleryViewer
        item={open}
        favorites={favorites}
        onClose={() => setOpenId(null)}
        onToggleFavorite={toggleFavorite}
        onDownload={(it, i) => void download(it, i)}
        onDelete={askDelete}
      />

      <ConfirmDeleteDialog item={confirming} busy={deleting} onCancel={() => setConfirming(null)} onConfirm={() => void confirmDelete()} />
    </section>
  );
}
