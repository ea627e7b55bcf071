import { useTranslation } from 'react-i18next';
import { TIMING } from '@landscape/contract/constants';
import type { LiveItem } from '../hooks/run-types.ts';
import { useNow } from '../hooks/use-now.ts';
import { estimateSeconds, useDesignTime } from '../../../lib/use-design-time.ts';
import { STAGES, formatDuration, remainingSeconds, simulatedPercent, simulatedStage } from '../utils/simulated-progress.ts';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { ClockIcon } from '../../../components/ui/icons/clock-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { NotifyWhenDone } from './notify-when-done.tsx';

interface Props {
  startedAt: number;
  address: string;
  live: LiveItem[];
  /** Set when the run ended in an error: the view freezes and shows the error stage. */
  endedAt?: number | null;
  /** Designs in this run (areas × styles): the estimate is the measured time per design times these. */
  designs: number;
}

export function ProgressView({ startedAt, address, live, endedAt, designs }: Props) {
  const { t } = useTranslation('studio');
  const time = useDesignTime();
  const estimate = estimateSeconds(designs, time, TIMING.estimatedRenderSeconds);
  const failed = !!endedAt;
  const now = useNow(!failed);
  const elapsed = Math.max(0, ((endedAt ?? now) - startedAt) / 1000);
  const stage = simulatedStage(elapsed, { failed });
  const stageIndex = failed ? STAGES.indexOf(simulatedStage(elapsed)) : STAGES.indexOf(stage);
  const percent = simulatedPercent(elapsed);
  const remaining = remainingSeconds(elapsed, estimate);
  return (
    <section
      className={`progress st-card ${failed ? 'progress--failed' : ''}`}
      aria-labelledby="progress-title"
      data-testid={failed ? 'progress-failed' : 'progress-view'}
    >
      <div className="progress__main">
        <div className="progress__head">
          <span className="progress__pulse" aria-hidden="true" />
          <div>
            <h2 id="progress-title" className="progress__title">
              {failed ? t('progress.failedTitle') : t('progress.title')}
            </h2>
            <p className="progress__address">{address}</p>
          </div>
        </div>
        <p className="progress__stage" aria-live="polite" data-stage={stage}>
          {t(`progress.stages.${stage}`)}
        </p>
        <div
          className="progress__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('progress.percent', { percent })}
          aria-labelledby="progress-title"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <dl className="progress__times">
          <div>
            <dt>
              <ClockIcon width={16} height={16} /> {t('progress.elapsed')}
            </dt>
            <dd data-testid="elapsed">{formatDuration(elapsed)}</dd>
          </div>
          {!failed && (
            <>
              <div>
                <dt>{t('progress.remaining')}</dt>
                <dd data-testid="remaining">{remaining > 0 ? formatDuration(remaining) : t('progress.overtime')}</dd>
              </div>
              <div>
                <dt>{t('progress.estimate', { time: formatDuration(estimate) })}</dt>
                <dd>{percent}%</dd>
              </div>
              {time && (
                <p className="progress__basis" data-testid="estimate-basis">
                  {time.measured !== null
                    ? t('progress.basisMeasured', { seconds: time.measured, count: time.samples })
                    : t('progress.basisTypical', { low: time.low, high: time.high })}
                </p>
              )}
            </>
          )}
        </dl>
      </div>
      <ol className="stages" aria-label={t('progress.stagesLabel')}>
        {STAGES.slice(0, -1).map((s, i) => (
          <li key={s} className={i < stageIndex ? 'is-done' : i === stageIndex ? 'is-current' : ''} aria-current={i === stageIndex ? 'step' : undefined}>
            <span className="stages__dot" aria-hidden="true">
              {i < stageIndex ? <CheckIcon width={12} height={12} /> : i + 1}
            </span>
            {t(`progress.stages.${s}`)}
          </li>
        ))}
      </ol>
      <LiveList live={live} failed={failed} />
    </section>
  );
}

/** Each area and style of the run with its own status (a run that ended in an error shows what stopped). */
function LiveList({ live, failed }: { live: LiveItem[]; failed: boolean }) {
  const { t } = useTranslation('studio');
  const styleText = useStyleText();
  return (
    <aside className="progress__live" aria-labelledby="live-title">
      <h3 id="live-title" className="progress__live-title">
        {t('progress.liveTitle')}
      </h3>
      <ul className="live-list" data-testid="live-status">
        {live.map((item) => {
          const status = failed && (item.status === 'pending' || item.status === 'processing') ? 'stopped' : item.status;
          return (
            <li key={item.key} className={`live-item live-item--${status}`} data-status={status}>
              <span className="live-item__icon" aria-hidden="true">
                {status === 'completed' ? (
                  <CheckIcon width={14} height={14} />
                ) : status === 'failed' ? (
                  <CloseIcon width={14} height={14} />
                ) : status === 'stopped' ? (
                  <span className="live-item__dash" />
                ) : (
                  <span className="st-spinner st-spinner--small" />
                )}
              </span>
              <span className="live-item__name">
                {item.kind === 'area' ? t(`areas.${item.id}.name`) : styleText.name(item.id)}
                {status === 'failed' && item.error && <span className="live-item__error">{item.error}</span>}
              </span>
              <span className="live-item__status">{t(`progress.status.${status}`)}</span>
            </li>
          );
        })}
      </ul>
      {!failed && <p className="progress__note">{t('progress.leaveNote')}</p>}
      {!failed && <NotifyWhenDone />}
    </aside>
  );
}
