import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@landscape/contract/constants';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { CheckCircleIcon } from '../../../components/ui/icons/check-circle-icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { capFeedback, feedbackStatus } from '../utils/feedback-rules.ts';

export function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const [text, setText] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const mutation = useSubmitFeedback();
  const ids = { field: useId(), hint: useId(), counter: useId(), error: useId() };
  const status = feedbackStatus(text);

  // Every way out of the dialog comes here: keep a draft that failed to send, clear the rest for next time.
  const close = () => {
    if (sentMessage !== null) setText('');
    setSentMessage(null);
    setFailure(null);
    mutation.reset();
    onClose();
  };

  useEffect(() => {
    if (sentMessage !== null) doneRef.current?.focus();
  }, [sentMessage]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!status.valid || mutation.isPending) return;
    setFailure(null);
    mutation.mutate(text, {
      onSuccess: (res) => {
        // The server words its thanks in English; show our translation when it says the stock text.
        const server = res.message?.trim();
        const stock = i18n.getFixedT('en', 'common')('feedback.success');
        setSentMessage(server && server !== stock ? server : t('feedback.success'));
      },
      onError: (err) => setFailure(err instanceof ApiError && err.status === 429 ? t('feedback.rateLimited') : t('feedback.failure')),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      className="feedback-modal"
      title={t('feedback.title')}
      description={sentMessage === null ? t('feedback.intro') : undefined}
      initialFocus={textareaRef}
    >
      {sentMessage !== null ? (
        <FeedbackSent message={sentMessage} doneRef={doneRef} onClose={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className={`field${failure ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={ids.field}>
              {t('feedback.label')}
            </label>
            <textarea
              ref={textareaRef}
              id={ids.field}
              className="input textarea"
              rows={6}
              value={text}
              maxLength={LIMITS.feedbackMax}
              placeholder={t('feedback.placeholder')}
              onChange={(e) => {
                setText(capFeedback(e.target.value));
                setFailure(null);
              }}
              aria-describedby={`${ids.hint} ${ids.counter}${failure ? ` ${ids.error}` : ''}`}
              aria-invalid={failure ? true : undefined}
            />
            <div className="feedback-modal__meta">
              <p id={ids.hint} className={`feedback-modal__hint${status.tooShort ? '' : ' feedback-modal__hint--ok'}`}>
                {status.tooShort ? t('feedback.hint', { min: LIMITS.feedbackMin }) : t('feedback.ready')}
              </p>
              <p id={ids.counter} className={`counter counter--${status.tone}`} data-tone={status.tone}>
                <span aria-hidden="true">
                  {status.length}/{LIMITS.feedbackMax}
                </span>
                <span className="sr-only">{t('feedback.counter', { length: status.length, max: LIMITS.feedbackMax })}</span>
              </p>
            </div>
          </div>
          {failure ? (
            <p id={ids.error} className="alert alert--error" role="alert">
              <AlertIcon size={18} />
              <span>{failure}</span>
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!status.valid || mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? t('feedback.sending') : t('feedback.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The thanks after sending, with the button that closes the dialog (focused when it appears). */
function FeedbackSent({ message, doneRef, onClose }: { message: string; doneRef: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="feedback-modal__done" role="status">
      <span className="feedback-modal__done-icon">
        <CheckCircleIcon size={36} />
      </span>
      <p className="feedback-modal__done-text">{message}</p>
      <button ref={doneRef} type="button" className="btn btn--primary" onClick={onClose}>
        {t('actions.close')}
      </button>
    </div>
  );
}
