import { useTranslation } from 'react-i18next';
import type { Analysis } from '@landscape/contract';
import { analysisIn } from '../../../lib/designs/words.ts';

/** product §3 analysis_mode: how the yard looks today, next to the redesign. */
export function AnalysisCard({ analysis: written }: { analysis: Analysis }) {
  const { t, i18n } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  // in the studio's language, whatever language the analysis was written in
  const analysis = analysisIn(written, i18n.language);
  const rating = Math.round(Math.max(0, Math.min(10, analysis.curb_appeal_rating)) * 10) / 10;
  return (
    <section className="analysis" aria-labelledby="analysis-title" data-testid="analysis">
      <h3 id="analysis-title" className="summary__title">
        {t('results.analysisTitle')}
      </h3>
      <div className="analysis__scores">
        <div className="analysis__rating">
          <span className="analysis__label">{t('results.curbAppeal')}</span>
          <span className="analysis__value">{t('results.rating', { rating })}</span>
          <span className="analysis__meter" role="meter" aria-valuemin={0} aria-valuemax={10} aria-valuenow={rating} aria-label={t('results.curbAppeal')}>
            <span style={{ width: `${rating * 10}%` }} />
          </span>
        </div>
        <div className="analysis__rating">
          <span className="analysis__label">{t('results.currentStyle')}</span>
          <span className="analysis__style">{analysis.current_style}</span>
        </div>
      </div>
      {analysis.generated_text && <p className="analysis__text">{analysis.generated_text}</p>}
      {analysis.recommendations.length > 0 && (
        <div className="summary__block">
          <h4>{t('results.recommendations')}</h4>
          <ul className="summary__list">
            {analysis.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
