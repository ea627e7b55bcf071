import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { applyConsent, consentDialog, saveConsent, useConsent, useConsentDialogOpen } from '../../../lib/consent.ts';
import { saveServerConsent } from '../api/save-consent.ts';

interface ConsentDialogProps {
  /** Signed in: the choice is recorded on the server too, and the server's record is kept locally. */
  signedIn?: boolean;
}

/** Consent preferences (product §1, §3): marketing e-mail and analytics, stored locally and, when signed in, on the server. Mounted once. */
export function ConsentDialog({ signedIn = false }: ConsentDialogProps) {
  const { t } = useTranslation('common');
  const open = useConsentDialogOpen();
  const current = useConsent();
  const [choice, setChoice] = useState({ emailMarketing: current.emailMarketing, analytics: current.analytics });
  const [saving, setSaving] = useState(false);
  const ids = { marketing: useId(), analytics: useId() };

  useEffect(() => {
    if (open) setChoice({ emailMarketing: current.emailMarketing, analytics: current.analytics });
  }, [open, current.emailMarketing, current.analytics]);

  const save = async () => {
    setSaving(true);
    try {
      if (signedIn) applyConsent(await saveServerConsent(choice));
      else saveConsent(choice);
      toast.success(t('consent.saved'));
      consentDialog.close();
    } catch {
      toast.error(t('consent.failed'));
    } finally {
      setSaving(false);
    }
  };

  const option = (key: 'emailMarketing' | 'analytics', id: string) => (
    <div className="check-row">
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        checked={choice[key]}
        onChange={(e) => setChoice((c) => ({ ...c, [key]: e.target.checked }))}
        aria-describedby={`${id}-desc`}
      />
      <label htmlFor={id} className="check-row__text">
        <span className="check-row__title">{t(`consent.${key}.title`)}</span>
        <span id={`${id}-desc`} className="check-row__desc">
          {t(`consent.${key}.body`)}
        </span>
      </label>
    </div>
  );

  return (
    <Dialog open={open} onClose={() => consentDialog.close()} title={t('consent.title')} description={t('consent.intro')} size="sm">
      <div className="consent-options">
        {option('emailMarketing', ids.marketing)}
        {option('analytics', ids.analytics)}
      </div>
      <p className="dialog__fineprint">{t('consent.essential')}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => consentDialog.close()}>
          {t('actions.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving} aria-busy={saving}>
          {t('consent.save')}
        </button>
      </div>
    </Dialog>
  );
}
