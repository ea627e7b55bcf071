import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Upkeep } from '@landscape/contract';
import { useUnits } from '../../lib/use-units.ts';
import './growth.css';

/**
 * What a design takes to keep (docs/decisions/028-growth-and-upkeep.md): water a year in the homeowner's
 * units, hours of care a year, a month-by-month care calendar for the site's climate and what it assumes.
 */
export function UpkeepPanel({ upkeep }: { upkeep: Upkeep }) {
  const { t, i18n, ready } = useTranslation('growth');
  const [units] = useUnits(i18n.language);
  const id = useId();
  if (!ready) return null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(n);
  const water = units === 'metric' ? upkeep.water.litres : upkeep.water.gallons;
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, m - 1, 1)));
  const assumption = (a: Upkeep['assumptions'][number]) => {
    const p = a.params;
    if (a.key === 'et0' || a.key === 'rain')
      return t(`assume.${a.key}`, { amount: units === 'metric' ? t('mm', { n: number(Number(p.mm)) }) : t('inches', { n: number(Number(p.inches)) }) });
    return t(`assume.${a.key}`, { ...p });
  };
  return (
    <section className="upkeep" aria-labelledby={`${id}-title`} data-testid="upkeep-panel">
      <h4 id={`${id}-title`}>{t('upkeep.title')}</h4>
      <dl className="upkeep__figures">
        <div className="upkeep__figure">
          <dt>{t('upkeep.water')}</dt>
          <dd data-testid="upkeep-water">
            {units === 'metric'
              ? t('upkeep.litres', { low: number(water.low), high: number(water.high) })
              : t('upkeep.gallons', { low: number(water.low), high: number(water.high) })}
          </dd>
        </div>
        <div className="upkeep__figure">
          <dt>{t('upkeep.hours')}</dt>
          <dd data-testid="upkeep-hours">{t('upkeep.hoursRange', { low: number(upkeep.hours.low), high: number(upkeep.hours.high) })}</dd>
        </div>
      </dl>
      <p className="upkeep__note">{t('upkeep.range')}</p>
      <details className="upkeep__calendar">
        <summary>{t('upkeep.calendar')}</summary>
        <ol className="upkeep__months" data-testid="upkeep-calendar">
          {upkeep.calendar.map((m) => (
            <li key={m.month}>
              <span className="upkeep__month">{monthName(m.month)}</span>
              <span className="upkeep__tasks">{m.tasks.map((task) => t(`task.${task}`)).join(' · ')}</span>
            </li>
          ))}
        </ol>
      </details>
      <details className="upkeep__assumes">
        <summary>{t('upkeep.assumes')}</summary>
        <ul>
          {upkeep.assumptions.map((a) => (
            <li key={a.key}>{assumption(a)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
