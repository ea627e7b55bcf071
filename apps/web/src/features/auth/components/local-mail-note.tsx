import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

/**
 * Where an account e-mail went when the studio runs its own Auth Emulator (embedded mode): nowhere but the
 * local Outbox (kept in DATA_DIR) and the server's terminal, with the way there for whoever runs the studio.
 */
export function LocalMailNote() {
  const { t } = useTranslation('common');
  return (
    <div className="auth-modal__local-mail" data-testid="local-mail">
      <p>{t('auth.localMail.where')}</p>
      <p>
        <a href={paths.outbox}>{t('auth.localMail.outbox')}</a>
      </p>
    </div>
  );
}
