import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImageIcon } from '../../../components/ui/icons/image-icon.tsx';
import { SparklesIcon } from '../../../components/ui/icons/sparkles-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteGeneration } from '../api/delete-generation.ts';
import { downloadImage } from '../../../lib/download.ts';
import { useMyGenerations } from '../api/get-my-generations.ts';
import { useLocalGallery } from '../hooks/use-local-gallery.ts';
import { downloadName, generationOf, mergeGallery, staleOwnEntries, type GalleryItem } from '../utils/merge.ts';
import { GalleryCard } from './gallery-card.tsx';
import { GalleryViewer } from './gallery-viewer.tsx';
import './gallery.css';

type Filter = 'all' | 'favorites';

/** My Designs (product §2 /gallery): the account's designs from every device plus this device's gallery. */
export function GalleryPage({ uid }: { uid: string }) {
  const { t } = useTranslation('gallery');
  const server = useMyGenerations(uid);
  const local = useLocalGallery();
  const remove = useDeleteGeneration();
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<GalleryItem | null>(null);

  const generations = useMemo(() => server.data?.pages.flatMap((p) => p.generations) ?? [], [server.data]);
  const items = useMemo(() => mergeGallery(generations, local.entries, !!server.hasNextPage), [generations, local.entries, server.hasNextPage]);
  const favorites = useMemo(() => new Set(local.favorites), [local.favorites]);
  // Designs of this account deleted on another device leave this device's gallery too.
  const stale = useMemo(
    () => (server.isSuccess ? staleOwnEntries(generations, local.entries, !!server.hasNextPage, uid) : []),
    [server.isSuccess, generations, local.entries, server.hasNextPage, uid],
  );
  const removeLocal = local.remove;
  useEffect(() => {
    if (stale.length > 0) removeLocal((e) => stale.some((x) => x.render === e.render && x.timestamp === e.timestamp));
  }, [stale, removeLocal]);
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
  const confirmDelete = async () => {
    const item = confirming;
    if (!item) return;
    try {
      if (item.source === 'account' && item.generationId) {
        await remove.mutateAsync(item.generationId);
        // The device's copies of that request point at files that no longer exist.
        local.remove((e) => generationOf(e.render) === item.generationId);
      } else if (item.local) {
        const entry = item.local;
        if (!local.remove((e) => e.address === entry.address && e.timestamp === entry.timestamp && e.render === entry.render)) throw new Error('storage');
      }
      toast.success(t('delete.done'));
      setConfirming(null);
      // The card that had focus is gone: continue from the list's heading.
      requestAnimationFrame(() => document.getElementById('gallery-heading')?.focus());
    } catch {
      toast.error(t('delete.failed'));
    }
  };

  const loadingFirst = server.isPending && local.entries.length === 0;

  return (
    <section className="mydesigns" aria-labelledby="gallery-heading">
      <div className="mydesigns__bar">
        <h2 id="gallery-heading" className="mydesigns__heading" tabIndex={-1}>
          {t('heading')}
          {items.length ? <span className="mydesigns__total">{t('total', { count: items.length })}</span> : null}
        </h2>
        {items.length ? (
          <div className="mydesigns__filters" role="group" aria-label={t('filters.label')}>
            {(['all', 'favorites'] as const).map((f) => (
              <button key={f} type="button" className={`gchip${filter === f ? ' is-on' : ''}`} aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {t(`filters.${f}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>

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
        <div className="mydesigns-empty card">
          <span className="mydesigns-empty__art" aria-hidden="true">
            <ImageIcon size={34} />
          </span>
          <h3 className="mydesigns-empty__title">{t('empty.title')}</h3>
          <p className="mydesigns-empty__body">{t('empty.body')}</p>
          <Link to={paths.studio} className="btn btn--primary btn--lg">
            <SparklesIcon size={18} />
            {t('empty.cta')}
          </Link>
        </div>
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

      <Dialog
        open={!!confirming}
        onClose={() => setConfirming(null)}
        size="sm"
        title={t('delete.title')}
        description={confirming?.source === 'account' ? t('delete.account', { count: confirming.designs.length }) : t('delete.device')}
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
            {t('delete.cancel')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void confirmDelete()} disabled={remove.isPending} aria-busy={remove.isPending}>
            {t('delete.confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
