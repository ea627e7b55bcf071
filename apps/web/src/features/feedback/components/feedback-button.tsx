import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../../components/ui/icons/chat-icon.tsx';
import { lazyComponent, useOnceTrue } from '../../../lib/lazy-component.tsx';

const FeedbackModal = lazyComponent(() => import('./feedback-modal.tsx').then((m) => m.FeedbackModal));

/** The floating button of product §2; opens the feedback modal. */
export function FeedbackButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const wanted = useOnceTrue(open);
  return (
    <>
      <button type="button" className="feedback-fab" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ChatIcon size={22} />
        <span className="feedback-fab__label">{t('feedback.button')}</span>
      </button>
      {wanted && <FeedbackModal open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
