import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Usage } from '@landscape/contract';
import { SparkIcon } from '../../../components/ui/icons/spark-icon.tsx';
import { resetWhen } from '../utils/errors.ts';
import { designSeconds, useDesignTime } from '../../../lib/use-design-time.ts';

interface Props {
  areaCount: number;
  styleCount: number;
  /** Today's requests of the caller (account or visitor): a run uses one, however many areas and styles (decision 042). */
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
  // a run is one request of the daily limit, however many areas and styles (decision 042): Generate waits
  // only when none is left, and says until when (not a refusal after the click)
  const short = left === 0;
  const allowanceId = useId();
  const ref = useFloatingBottom();
  const allowanceText =
    left === null ? null : left === 0 ? t('generate.allowanceNone', resetWhen(allowance!.resets_at, i18n.language)) : t('generate.allowance', { left });
  return (
    <div className="generate-bar" ref={ref}>
      <div className="generate-bar__inner">
        <div className="generate-bar__text" aria-live="polite">
          {blocker ? (
            <span className="generate-bar__blocker" data-testid="generate-blocker">
              {blocker}
            </span>
          ) : (
            <>
              <span className="generate-bar__ready">{t('generate.ready', { designs: t('generate.designsCount', { count: designs }) })}</span>
              <span className="generate-bar__meta">
                {t('generate.summary', { areas: t('generate.areasCount', { count: areaCount }), styles: t('generate.stylesCount', { count: styleCount }) })} ·{' '}
                {t('generate.estimate', designSeconds(time))}
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

/**
 * The bar's height is --floating-bottom on the document while it is shown: focus and in-page scrolling stop
 * above it (scroll-padding-bottom, WCAG 2.4.11) and toasts rise above it. It pins itself to the bottom of the
 * screen only once the form has come up to the top part of the screen, so at first paint it covers nothing
 * of the page above the form (it waits at the form's end instead).
 */
function useFloatingBottom() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const form = el.closest('form') ?? el.parentElement;
    const update = () => {
      const bottomGap = parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.setProperty('--floating-bottom', `${Math.ceil(el.offsetHeight + bottomGap)}px`);
      const reached = !form || form.getBoundingClientRect().top < window.innerHeight * 0.4;
      el.classList.toggle('generate-bar--pinned', reached);
    };
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      root.style.removeProperty('--floating-bottom');
    };
  }, []);
  return ref;
}
