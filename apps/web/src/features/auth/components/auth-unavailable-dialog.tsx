import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { InfoIcon } from '../../../components/ui/icons/info-icon.tsx';
import './account.css';

/** Shown instead of the auth modal when this deployment has no sign-in (AUTH=none) or cannot reach it. */
export function AuthUnavailableDialog({ open, reason, onClose }: { open: boolean; reason: 'disabled' | 'unreachable'; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} onClose={onClose} size="sm" className="auth-notice" title={t(`unavailable.${reason}.title`)}>
      <div className="auth-notice__body">
        <span className="auth-notice__icon">
          <InfoIcon size={24} />
        </span>
        <p>{t(`unavailable.${reason}.body`)}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('unavailable.ok')}
        </button>
      </div>
    </Dialog>
  );
}
