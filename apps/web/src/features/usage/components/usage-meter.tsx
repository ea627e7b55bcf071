import { useTranslation } from 'react-i18next';
import { useUsage } from '../../../lib/usage.ts';
import './usage.css';

/** "7 of 10 designs left today" with a bar; when none are left, when more become available (local time). */
export function UsageMeter({ who }: { who: string | null }) {
  const { t, i18n } = useTranslation('account');
  const { data } = useUsage(who);
  if (!data) return null;
  const { remaining, daily_limit: limit, resets_at: resetsAt } = data;
  const share = limit > 0 ? Math.max(0, Math.min(1, remaining / limit)) : 0;
  const time = new Date(resetsAt).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <div className={`usage-meter${remaining === 0 ? ' usage-meter--empty' : ''}`}>
      <span className="usage-meter__label">{t('usage.label')}</span>
      <div className="usage-meter__row">
        <span className="usage-meter__bar" aria-hidden="true">
          <span style={{ width: `${share * 100}%` }} />
        </span>
        <span className="usage-meter__value">{t('usage.remaining', { count: remaining, limit })}</span>
      </div>
      {remaining === 0 ? <span className="usage-meter__note">{t('usage.reached', { time })}</span> : null}
    </div>
  );
}
