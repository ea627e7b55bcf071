import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../components/ui/admin-gate.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons/check-circle-icon.tsx';
import { useAdminFeedback, type FeedbackStatus } from '../api/get-admin-feedback.ts';
import { useApproveFeedback } from '../api/approve-feedback.ts';

const FILTERS: FeedbackStatus[] = ['all', 'pending', 'approved'];

export function FeedbackAdminPage() {
  return (
    <AdminGate>
      <FeedbackAdmin />
    </AdminGate>
  );
}

function FeedbackAdmin() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<FeedbackStatus>('pending');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const list = useAdminFeedback(status, q);
  const approve = useApproveFeedback();
  const items = list.data?.pages.flatMap((p) => p.feedback) ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="admin">
      <FeedbackFilters status={status} onStatus={setStatus} search={search} onSearch={setSearch} />
      {list.isPending ? (
        <Spinner label={t('common.loading')} size="lg" />
      ) : list.isError ? (
        <div className="alert alert--error" role="alert">
          {t('feedback.loadError')}
        </div>
      ) : items.length === 0 ? (
        <p className="admin-empty card">{q.trim() ? t('feedback.noMatch', { q: q.trim() }) : t(`feedback.empty.${status}`)}</p>
      ) : (
        <ul className="fb-list" aria-live="polite">
          {items.map((f) => (
            <li key={f.id} className="card fb-item" data-testid="feedback-item">
              <div className="fb-item__head">
                <span className="fb-item__who">
                  {f.user ? (
                    <>
                      <strong>{f.user.name ?? f.user.email?.split('@')[0] ?? t('feedback.user')}</strong>
                      {f.user.email ? <span className="fb-item__email">{f.user.email}</span> : null}
                    </>
                  ) : (
                    <strong>{t('feedback.anonymous')}</strong>
                  )}
                </span>
                <time className="fb-item__date" dateTime={f.created_at}>
                  {date.format(new Date(f.created_at))}
                </time>
              </div>
              <p className="fb-item__message">{f.message}</p>
              <div className="fb-item__foot">
                {f.approved ? (
                  <span className="badge badge--ok">
                    <CheckCircleIcon size={14} /> {t('feedback.approvedOn', { date: f.approved_at ? date.format(new Date(f.approved_at)) : '' })}
                  </span>
                ) : (
                  <>
                    <span className="badge badge--warn">{t('feedback.pending')}</span>
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={approve.isPending && approve.variables === f.id}
                      onClick={() =>
                        approve.mutate(f.id, { onSuccess: () => toast.success(t('feedback.approvedToast')), onError: (e) => toast.error(e.message) })
                      }
                    >
                      {t('feedback.approve')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="admin-more">
          <button type="button" className="btn btn--secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('common.loading') : t('feedback.more')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Which feedback to show (all, pending, approved) and the search box. */
function FeedbackFilters({
  status,
  onStatus,
  search,
  onSearch,
}: {
  status: FeedbackStatus;
  onStatus: (s: FeedbackStatus) => void;
  search: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="fb-filters">
      <div className="segmented" role="radiogroup" aria-label={t('feedback.filterLabel')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="radio"
            aria-checked={status === f}
            className={`segmented__item${status === f ? ' is-active' : ''}`}
            onClick={() => onStatus(f)}
          >
            {t(`feedback.filters.${f}`)}
          </button>
        ))}
      </div>
      <div className="fb-search">
        <label className="sr-only" htmlFor="fb-search">
          {t('feedback.search')}
        </label>
        <input
          id="fb-search"
          className="input"
          type="search"
          value={search}
          placeholder={t('feedback.searchPlaceholder')}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
    </div>
  );
}
