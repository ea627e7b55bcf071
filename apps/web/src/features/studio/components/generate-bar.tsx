import { useTranslation } from 'react-i18next';
import { SparkIcon } from './icons.tsx';

interface Props {
  areaCount: number;
  styleCount: number;
  loading: boolean;
  disabled: boolean;
  /** The first thing still missing, already translated. */
  blocker: string | null;
  onGenerate: () => void;
}

export function GenerateBar({ areaCount, styleCount, loading, disabled, blocker, onGenerate }: Props) {
  const { t } = useTranslation('studio');
  const designs = areaCount * styleCount;
  return (
    <div className="generate-bar">
      <div className="generate-bar__inner">
        <div className="generate-bar__text" aria-live="polite">
          {blocker ? (
            <span className="generate-bar__blocker" data-testid="generate-blocker">{blocker}</span>
          ) : (
            <>
              <span className="generate-bar__ready">{t('generate.ready', { designs: t('generate.designsCount', { count: designs }) })}</span>
              <span className="generate-bar__meta">
                {t('generate.summary', { areas: t('generate.areasCount', { count: areaCount }), styles: t('generate.stylesCount', { count: styleCount }) })} · {t('generate.estimate')}
              </span>
            </>
          )}
        </div>
        <button type="button" className="st-btn st-btn--primary st-btn--lg generate-bar__btn" disabled={disabled} aria-busy={loading || undefined} onClick={onGenerate}>
          {loading ? <span className="st-spinner" aria-hidden="true" /> : <SparkIcon />}
          {loading ? t('generate.buttonLoading') : t('generate.button')}
        </button>
      </div>
    </div>
  );
}
