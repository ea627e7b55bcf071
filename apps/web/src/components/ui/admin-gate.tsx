import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/me-query.ts';
import { ShieldIcon } from './icons/shield-icon.tsx';
import { Spinner } from './spinner.tsx';
import './admin.css';

/** Admin pages: the server answers 403 to others, so say so plainly instead of showing empty tools. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="guard guard--loading">
        <Spinner label={t('gate.checking')} size="lg" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="alert alert--error" role="alert">
        {t('gate.error')}
      </div>
    );
  }
  if (me.data.user.role !== 'admin') {
    return (
      <section className="guard card" aria-labelledby="admin-gate-title" data-testid="admin-not-allowed">
        <span className="guard__icon guard__icon--accent">
          <ShieldIcon size={28} />
        </span>
        <h2 id="admin-gate-title" className="guard__title">
          {t('gate.title')}
        </h2>
        <p className="guard__body">{t('gate.body')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
