import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../components/ui/admin-gate.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOutbox } from '../api/get-outbox.ts';

/** Embedded mode: the e-mails the server would have sent, as links on this studio's own address. */
export function OutboxPage() {
  return (
    <AdminGate>
      <Outbox />
    </AdminGate>
  );
}

function Outbox() {
  const { t, i18n } = useTranslation('admin');
  const list = useOutbox();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (list.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (list.isError) {
    return (
      <div className="alert alert--error" role="alert">
        {list.error instanceof ApiError && list.error.status === 404 ? t('outbox.embeddedOnly') : t('outbox.loadError')}
      </div>
    );
  }
  const messages = list.data.messages;
  if (!messages.length) return <p className="admin-empty card">{t('outbox.empty')}</p>;
  return (
    <ul className="fb-list" aria-live="polite">
      {messages.map((m) => (
        <li key={`${m.at}-${m.path}`} className="card fb-item" data-testid="outbox-item">
          <div className="fb-item__head">
            <strong>{t(`outbox.kind.${m.kind}`, { email: m.email })}</strong>
            <time className="fb-item__date" dateTime={m.at}>
              {date.format(new Date(m.at))}
            </time>
          </div>
          <p className="fb-item__message">
            <a href={m.path} target="_blank" rel="noreferrer">
              {t(`outbox.open.${m.kind}`)}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
