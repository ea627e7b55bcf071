import { useTranslation } from 'react-i18next';
import type { EditStatus } from './use-edit-request.ts';

/** What is said of the last edit asked for: working, ready (and what it could not change), refused or failed. */
export function EditStatusView({ status }: { status: EditStatus }) {
  const { t } = useTranslation('edit');
  return (
    <>
      <div className="edit-panel__status" role="status" aria-live="polite" data-testid="edit-status" data-kind={status.kind}>
        {status.kind === 'working' && <p>{t('working')}</p>}
        {status.kind === 'done' && (
          <>
            <p>{t('done', { n: status.n })}</p>
            {status.notChanged.length > 0 && (
              <div className="edit-panel__partial" data-testid="edit-not-changed">
                <p>{t('partialTitle')}</p>
                <ul>
                  {status.notChanged.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
      {status.kind === 'refused' && (
        <div className="edit-panel__refused" role="alert" data-testid="edit-refused">
          <p className="edit-panel__refused-title">{t('refusedTitle')}</p>
          {status.sentences.map((s) => (
            <p key={s}>{s}</p>
          ))}
          <p className="field-hint">{t('refusedNote')}</p>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className="edit-panel__refused" role="alert" data-testid="edit-failed">
          {status.message}
        </p>
      )}
    </>
  );
}
