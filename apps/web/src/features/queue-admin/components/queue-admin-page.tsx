import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { createAdminSession } from '../api/create-admin-session.ts';
import { AdminGate } from '../../../components/ui/admin-gate.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQueue } from '../api/get-queue.ts';

const COUNTS = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;

/** The job queue for admins, in both modes: its counts, and what the deployment must fix (operator notices). */
export function QueueAdminPage() {
  return (
    <AdminGate>
      <Queue />
    </AdminGate>
  );
}

function Queue() {
  const { t, i18n } = useTranslation('admin');
  const queue = useQueue();
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (queue.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (queue.isError) {
    return (
      <div className="alert alert--error" role="alert">
        {t('queue.loadError')}
      </div>
    );
  }
  const { mode, counts, operator_notices: notices } = queue.data;
  return (
    <div className="queue-admin" aria-live="polite">
      <p className="queue-admin__mode">{t(`queue.mode.${mode}`)}</p>
      <dl className="queue-admin__counts">
        {COUNTS.map((k) => (
          <div key={k} className="card queue-admin__count" data-testid={`queue-count-${k}`}>
            <dt>{t(`queue.counts.${k}`)}</dt>
            <dd>{number.format(counts[k])}</dd>
          </div>
        ))}
      </dl>
      {mode === 'cluster' ? <OpenDashboard /> : null}
      <h2 className="queue-admin__heading">{t('queue.notices.title')}</h2>
      {notices.length === 0 ? (
        <p className="admin-empty card">{t('queue.notices.none')}</p>
      ) : (
        <ul className="fb-list">
          {notices.map((n) => (
            <li key={n.advice} className="card fb-item" data-testid="operator-notice">
              <div className="fb-item__head">
                <strong>
                  <code>{n.key}</code>
                </strong>
                <span className="fb-item__date">{t('queue.notices.times', { count: n.count, last: date.format(new Date(n.lastAt)) })}</span>
              </div>
              {/* the advice is the server's one line for operators: the setting and the value to set, as logged */}
              <p className="fb-item__message">{n.advice}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The operators' jobs dashboard (cluster mode), a server page: the token is traded for the admin cookie first. */
function OpenDashboard() {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await createAdminSession();
      window.location.assign('/admin/queues');
    } catch {
      toast.error(ta('admin.queueFailed'));
      setBusy(false);
    }
  };
  return (
    <p>
      <button type="button" className="btn btn--secondary" onClick={() => void open()} disabled={busy} aria-busy={busy}>
        {t('queue.openDashboard')}
      </button>
    </p>
  );
}
