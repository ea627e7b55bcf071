import { useTranslation } from 'react-i18next';
import type { DesignSummary as Design, UnitSystem } from '@landscape/contract';
import { designIn } from '../../lib/designs/words.ts';
import { siteHeadline } from '../../lib/site.ts';
import { useUnits } from '../../lib/use-units.ts';
import { UpkeepPanel } from '../ui/upkeep-panel.tsx';

export function DesignSummary({ design: written }: { design: Design }) {
  const { t, i18n } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  // in the studio's language, whatever language the design was made in
  const design = designIn(written, i18n.language);
  const [units, setUnits] = useUnits(i18n.language);
  const number = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(n);
  // Sizes and areas in the units chosen; designs made before both were sent keep their own wording.
  const materials = design.material_areas
    ? design.material_areas.map((m) =>
        t('results.materialLine', {
          name: m.name[units],
          area: units === 'metric' ? t('results.areaMetric', { n: number(m.m2) }) : t('results.areaImperial', { n: number(m.m2 * 10.7639) }),
        }),
      )
    : design.materials;
  const currency = design.cost.currency || 'USD';
  let currencyName = currency;
  try {
    currencyName = new Intl.DisplayNames([i18n.language], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    // an engine without display names says the code only
  }
  const money = (n: number) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency: design.cost.currency || 'USD', maximumFractionDigits: 0 }).format(n);
    } catch {
      return `${Math.round(n)} ${design.cost.currency}`;
    }
  };
  return (
    <section className="summary" aria-labelledby="summary-title" data-testid="design-summary">
      <h3 id="summary-title" className="summary__title">
        {design.title || t('results.summary')}
      </h3>
      <div className="summary__cost">
        <span className="summary__cost-label">{t('results.cost')}</span>
        <span className="summary__cost-value" data-testid="cost-range">
          {t('results.costRange', { low: money(design.cost.low), high: money(design.cost.high) })}
        </span>
        <span className="summary__note">{t('results.costNote')}</span>
        <span className="summary__note" data-testid="cost-currency">
          {t('results.currency', { currency: currencyName, code: currency })}
        </span>
      </div>
      {(design.material_areas || design.plants.some((p) => p.sizes)) && (
        <div className="units-switch" role="group" aria-label={t('results.units')} data-testid="units-switch">
          <span className="units-switch__label">{t('results.units')}</span>
          {(['metric', 'imperial'] as const).map((u) => (
            <button key={u} type="button" className="units-switch__option" aria-pressed={units === u} onClick={() => setUnits(u)}>
              {u === 'metric' ? t('results.unitsMetric') : t('results.unitsImperial')}
            </button>
          ))}
        </div>
      )}
      {design.site && <SiteBlock site={design.site} />}
      {design.scene && (
        <div className="summary__block" data-testid="design-scene">
          <h4>{t('results.scene')}</h4>
          <p>{design.scene}</p>
        </div>
      )}
      {design.features.length > 0 && (
        <div className="summary__block">
          <h4>{t('results.features')}</h4>
          <ul className="tag-list">
            {design.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      )}
      {design.not_included && design.not_included.length > 0 && (
        <div className="summary__block" data-testid="not-included">
          <h4>{t('results.notIncluded')}</h4>
          <ul className="summary__list">
            {design.not_included.map((w) => (
              <li key={w.wish}>{w.text}</li>
            ))}
          </ul>
        </div>
      )}
      {materials.length > 0 && (
        <div className="summary__block">
          <h4>{t('results.materials')}</h4>
          <ul className="summary__list" data-testid="materials">
            {materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      {design.plants.length > 0 && <PlantTable plants={design.plants} units={units} />}
      {design.upkeep && <UpkeepPanel upkeep={design.upkeep} />}
    </section>
  );
}

/** Where the design is: zone and place, the area's sun, and the notes the site gave the design. */
function SiteBlock({ site }: { site: NonNullable<Design['site']> }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <div className="summary__block summary__site" data-testid="design-site">
      <h4>{t('site.title')}</h4>
      <p className="summary__site-headline">{siteHeadline(t, site)}</p>
      <p className="summary__note">{site.zone ? t('site.caveat') : site.place ? t('site.abroad') : t('site.unplaced')}</p>
      {site.exposure && site.sun_hours && (
        <p className="summary__site-sun">
          <span className={`sun-badge sun-badge--${site.exposure}`}>{t(`site.exposure.${site.exposure}`)}</span>{' '}
          {t('site.sunHours', { solstice: site.sun_hours.solstice, equinox: site.sun_hours.equinox })}
        </p>
      )}
      {site.facing_assumed && site.place && <p className="summary__note">{t('site.facingAssumed')}</p>}
      {site.notes.length > 0 && (
        <ul className="summary__list" data-testid="design-notes">
          {site.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The plant list: common and botanical names, why each was chosen, how many and what size. */
function PlantTable({ plants, units }: { plants: Design['plants']; units: UnitSystem }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <div className="summary__block">
      <h4 id="plants-title">{t('results.plants')}</h4>
      <table className="plants" aria-labelledby="plants-title" data-testid="plant-list">
        <thead>
          <tr>
            <th scope="col">{t('results.plantName')}</th>
            <th scope="col" className="num">
              {t('results.plantQty')}
            </th>
            <th scope="col">{t('results.plantSize')}</th>
          </tr>
        </thead>
        <tbody>
          {plants.map((p) => (
            <tr key={`${p.number}-${p.botanical}`}>
              <td>
                <span className="plants__common">{p.common}</span>
                <span className="plants__botanical">{p.botanical}</span>
                {p.reason && <span className="plants__reason">{p.reason}</span>}
              </td>
              <td className="num">{p.quantity}</td>
              <td>{p.sizes ? p.sizes[units] : p.size}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
