import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';

export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('studio');
  return (
    <div className="error-banner" role="alert" data-testid="error-banner">
      <AlertIcon className="error-banner__icon" />
      <div className="error-banner__text">
        <strong>{t('errors.title')}</strong>
        <span>{message}</span>
      </div>
      <button type="button" className="icon-btn" onClick={onDismiss} aria-label={t('errors.dismiss')}>
        <CloseIcon />
      </button>
    </div>
  );
}
