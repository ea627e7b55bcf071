import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { STYLE_IDS } from '@landscape/contract/constants';
import { paths } from '../../config/paths.ts';
import { clientConfigQueryOptions } from '../../lib/client-config.ts';
import { consentDialog } from '../../lib/consent.ts';
import { LeafLogo } from '../ui/icons/leaf-logo.tsx';
import { MailIcon } from '../ui/icons/mail-icon.tsx';

const PRODUCT_LINKS = [
  { to: paths.studio, key: 'nav.studio' },
  { to: paths.gallery, key: 'nav.gallery' },
  { to: paths.pro, key: 'nav.pro' },
  { to: paths.virtualTour, key: 'nav.virtualTour' },
  { to: paths.about, key: 'nav.about' },
] as const;

/** How many catalogue styles the footer samples. */
const SAMPLE_STYLE_COUNT = 6;

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  // the deployment's CONTACT_EMAIL, as GET /api/config answers it (read once per page load, shared)
  const contactEmail = useQuery(clientConfigQueryOptions()).data?.contactEmail;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <Link to={paths.home} className="brand brand--footer" aria-label={t('a11y.home')}>
            <LeafLogo size={32} />
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-product">
          <h2 id="footer-product" className="site-footer__heading">
            {t('footer.product')}
          </h2>
          <ul className="site-footer__list">
            {PRODUCT_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-labelledby="footer-styles">
          <h2 id="footer-styles" className="site-footer__heading">
            {t('footer.styles')}
          </h2>
          <ul className="site-footer__list site-footer__list--styles">
            {STYLE_IDS.slice(0, SAMPLE_STYLE_COUNT).map((id) => (
              <li key={id}>{t(`styles.${id}`)}</li>
            ))}
          </ul>
        </section>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <p className="site-footer__text">{t('footer.contactBody')}</p>
          {contactEmail && (
            <a className="site-footer__email" href={`mailto:${contactEmail}`}>
              <MailIcon size={18} />
              <span>{contactEmail}</span>
            </a>
          )}
        </section>
      </div>
      <div className="container">
        <div className="site-footer__bottom">
          <p>{t('footer.copyright', { year, name: t('app.name') })}</p>
          <button type="button" className="link-button site-footer__prefs" onClick={() => consentDialog.open()}>
            {t('footer.privacyPreferences')}
          </button>
        </div>
      </div>
    </footer>
  );
}
