import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Usage } from '@landscape/contract';
import { SparkIcon } from '../../../components/ui/design-icons.tsx';
import { designSeconds, useDesignTime } from '../../../lib/use-design-time.ts';

interface Props {
  areaCount: number;
  styleCount: number;
  /** Today's daily designs of the caller (account or visitor): each area in each style uses one. */
  allowance: Usage | null;
  loading: boolean;
  disabled: boolean;
  /** The first thing still missing, already translated. */
  blocker: string | null;
  onGenerate: () => void;
}

export function GenerateBar({ areaCount, styleCount, allowance, loading, disabled, blocker, onGenerate }: Props) {
  const time = useDesignTime();
  const { t, i18n } = useTranslation('studio');
  const designs = areaCount * styleCount;
  const left = allowance?.remaining ?? null;
  const over = left !== null && designs > left;
  // more designs than are left today: Generate waits, and says why and until when (not a refusal after the click)
  const short = over || left === 0;
  const allowanceId = useId();
  const allowanceText =
    left === null
      ? null
      : left === 0
        ? t('generate.allowanceNone', { time: new Date(allowance!.resets_at).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' }) })
        : over
          ? t('generate.allowanceOver', { count: designs, left })
          : t('generate.allowance', { count: designs, left });
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
                {t('generate.summary', { areas: t('generate.areasCount', { count: areaCount }), styles: t('generate.stylesCount', { count: styleCount }) })} · {t('generate.estimate', designSeconds(time))}
              </span>
              {allowanceText && (
                <span id={allowanceId} className={`generate-bar__allowance${short ? ' generate-bar__allowance--over' : ''}`} data-testid="generate-allowance">
                  {allowanceText}
                </span>
              )}
            </>
          )}
        </div>
        <button
          type="button"
          className="st-btn st-btn--primary st-btn--lg generate-bar__btn"
          disabled={disabled || (short && !blocker)}
          aria-describedby={short && !blocker ? allowanceId : undefined}
          aria-busy={loading || undefined}
          onClick={onGenerate}
        >
          {loading ? <span className="st-spinner" aria-hidden="true" /> : <SparkIcon />}
          {loading ? t('generate.buttonLoading') : t('generate.button')}
        </button>
      </div>
    </div>
  );
}
