import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerContext } from '../../../lib/me-query.ts';
import {
  currentSubscription,
  PermissionRefused,
  pushSupported,
  useNotificationSettings,
  useSetEmailNotice,
  useSubscribePush,
  useUnsubscribePush,
} from '../api/notification-settings.ts';

/**
 * "Tell me when it's done" (decision 048), beside a run's progress for a signed-in homeowner: a browser
 * notification on this device (Web Push, also when the tab is closed) and an e-mail. Both stay chosen for later runs.
 */
export function NotifyWhenDone() {
  const { uid } = useContext(ViewerContext);
  const settings = useNotificationSettings(!!uid);
  if (!uid || !settings.data) return null;
  const s = settings.data;
  if (!s.push_public_key && !s.email_available) return null;
  return <NotifyChoices publicKey={s.push_public_key} emailAvailable={s.email_available} email={s.email} />;
}

function NotifyChoices({ publicKey, emailAvailable, email }: { publicKey: string | null; emailAvailable: boolean; email: boolean }) {
  const { t } = useTranslation('studio');
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const setEmail = useSetEmailNotice();
  const [here, setHere] = useState<boolean | null>(null);
  const supported = !!publicKey && pushSupported();
  const blocked = supported && (Notification.permission === 'denied' || subscribe.error instanceof PermissionRefused);

  useEffect(() => {
    let live = true;
    void currentSubscription().then((sub) => live && setHere(!!sub && Notification.permission === 'granted'));
    return () => {
      live = false;
    };
  }, [subscribe.isSuccess, unsubscribe.isSuccess]);

  const busy = subscribe.isPending || unsubscribe.isPending;
  const failed = (subscribe.error && !(subscribe.error instanceof PermissionRefused)) || setEmail.error;
  return (
    <fieldset className="notify-done" data-testid="notify-when-done">
      <legend className="notify-done__title">{t('notify.title')}</legend>
      {publicKey && (
        <label className="notify-done__choice">
          <input
            type="checkbox"
            data-testid="notify-push"
            checked={subscribe.isPending || (!!here && !unsubscribe.isPending)}
            disabled={!supported || blocked || busy || here === null}
            onChange={(e) => (e.target.checked ? subscribe.mutate(publicKey) : unsubscribe.mutate())}
          />
          <span>{t('notify.push')}</span>
        </label>
      )}
      {publicKey && !supported && <p className="notify-done__note">{t('notify.pushUnsupported')}</p>}
      {blocked && (
        <p className="notify-done__note" role="status">
          {t('notify.pushBlocked')}
        </p>
      )}
      {emailAvailable && (
        <label className="notify-done__choice">
          <input
            type="checkbox"
            data-testid="notify-email"
            checked={setEmail.isPending ? setEmail.variables : email}
            disabled={setEmail.isPending}
            onChange={(e) => setEmail.mutate(e.target.checked)}
          />
          <span>{t('notify.email')}</span>
        </label>
      )}
      {here && (
        <p className="notify-done__note" role="status" data-testid="notify-push-on">
          {t('notify.pushOn')}
        </p>
      )}
      {failed && (
        <p className="notify-done__note notify-done__note--error" role="alert">
          {t('notify.failed')}
        </p>
      )}
    </fieldset>
  );
}
