import { useTranslation } from 'react-i18next';
import { HomeIcon } from '../../../components/ui/icons/home-icon.tsx';
import { LayersIcon } from '../../../components/ui/icons/layers-icon.tsx';
import { LeafIcon } from '../../../components/ui/icons/leaf-icon.tsx';
import { ShareIcon } from '../../../components/ui/icons/share-icon.tsx';
import { designSeconds, useDesignTime } from '../../../lib/use-design-time.ts';

const FEATURES = [
  { key: 'real', Icon: HomeIcon },
  { key: 'styles', Icon: LayersIcon },
  { key: 'plants', Icon: LeafIcon },
  { key: 'share', Icon: ShareIcon },
] as const;
const ROWS = ['time', 'options', 'cost', 'changes'] as const;
const STEPS = ['address', 'choose', 'results'] as const;

export function Marketing() {
  const { t } = useTranslation('studio');
  const seconds = designSeconds(useDesignTime());
  return (
    <div className="marketing">
      <section className="marketing__section" aria-labelledby="features-title">
        <h2 id="features-title" className="st-section-title st-section-title--center">
          {t('marketing.featuresTitle')}
        </h2>
        <ul className="feature-grid">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="feature-card">
              <span className="feature-card__icon">
                <Icon width={22} height={22} />
              </span>
              <h3>{t(`marketing.features.${key}.title`)}</h3>
              <p>{t(`marketing.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="marketing__section" aria-labelledby="compare-title">
        <h2 id="compare-title" className="st-section-title st-section-title--center">
          {t('marketing.compareTitle')}
        </h2>
        <div className="compare-table-wrap">
          <table className="compare-table">
            <caption className="visually-hidden">{t('marketing.compareCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('marketing.compareHead.aspect')}</span>
                </th>
                <th scope="col">{t('marketing.compareHead.traditional')}</th>
                <th scope="col" className="is-us">
                  {t('marketing.compareHead.studio')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((r) => (
                <tr key={r}>
                  <th scope="row">{t(`marketing.compareRows.${r}.label`)}</th>
                  <td>{t(`marketing.compareRows.${r}.traditional`)}</td>
                  <td className="is-us">{t(`marketing.compareRows.${r}.studio`, seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="marketing__section" id="how-it-works" aria-labelledby="steps-title">
        <h2 id="steps-title" className="st-section-title st-section-title--center">
          {t('marketing.stepsTitle')}
        </h2>
        <ol className="st-steps">
          {STEPS.map((s, i) => (
            <li key={s} className="st-step">
              <span className="st-step__n" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`marketing.steps.${s}.title`)}</h3>
              <p>{t(`marketing.steps.${s}.body`, seconds)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
