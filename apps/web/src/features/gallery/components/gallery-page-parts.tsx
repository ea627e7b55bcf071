import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ImageIcon } from '../../../components/ui/icons/image-icon.tsx';
import { SparklesIcon } from '../../../components/ui/icons/sparkles-icon.tsx';
import type { GalleryItem } from '../utils/merge.ts';

export type GalleryFilter = 'all' | 'favorites';

/** My Designs' heading, with how many designs there are and the filters (none while there are none). */
export function GalleryBar({ total, filter, onFilter }: { total: number; filter: GalleryFilter; onFilter: (f: GalleryFilter) => void }) {
  const { t } = useTranslation('gallery');
  return (
    <div className="mydesigns__bar">
      <h2 id="gallery-heading" className="mydesigns__heading" tabIndex={-1}>
        {t('heading')}
        {total ? <span className="mydesigns__total">{t('total', { count: total })}</span> : null}
      </h2>
      {total ? (
        <div className="mydesigns__filters" role="group" aria-label={t('filters.label')}>
          {(['all', 'favorites'] as const).map((f) => (
            <button key={f} type="button" className={`gchip${filter === f ? ' is-on' : ''}`} aria-pressed={filter === f} onClick={() => onFilter(f)}>
              {t(`filters.${f}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** No designs yet: what My Designs is for, and the way to the studio. */
export function GalleryEmpty() {
  const { t } = useTranslation('gallery');
  return (
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
  );
}

/** Asks before a design is deleted: from the account (every device) or from this device only. */
export function ConfirmDeleteDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: GalleryItem | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('gallery');
  return (
    <Dialog
      open={!!item}
      onClose={onCancel}
      size="sm"
      title={t('delete.title')}
      description={item?.source === 'account' ? t('delete.account', { count: item.designs.length }) : t('delete.device')}
    >
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('delete.cancel')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {t('delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
