import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { CloseIcon } from '../ui/icons/close-icon.tsx';
import { LeafLogo } from '../ui/icons/leaf-logo.tsx';
import { MenuIcon } from '../ui/icons/menu-icon.tsx';
import { LanguageToggle } from './language-toggle.tsx';

export const NAV_ITEMS = [
  { to: paths.studio, key: 'nav.studio', match: [paths.home, paths.studio] },
  { to: paths.gallery, key: 'nav.gallery', match: [paths.gallery] },
  { to: paths.pro, key: 'nav.pro', match: [paths.pro] },
  { to: paths.virtualTour, key: 'nav.virtualTour', match: [paths.virtualTour] },
  { to: paths.about, key: 'nav.about', match: [paths.about] },
] as const;

interface HeaderProps {
  account: ReactNode;
  /** Account choices for the mobile panel; receives a callback that closes the panel. */
  mobileAccount: (close: () => void) => ReactNode;
}

export function Header({ account, mobileAccount }: HeaderProps) {
  const { t } = useTranslation('common');
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  useFocusTrap(panelRef, menuOpen, { onEscape: close, trap: true });

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    document.body.classList.add('has-menu');
    return () => document.body.classList.remove('has-menu');
  }, [menuOpen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onResize = () => window.matchMedia('(min-width: 880px)').matches && setMenuOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [menuOpen]);

  const isActive = (match: readonly string[]) => match.includes(pathname);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand" aria-label={t('a11y.home')}>
          <LeafLogo size={34} />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <nav className="site-nav" aria-label={t('a11y.mainNav')}>
          <ul className="site-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`site-nav__link${isActive(item.match) ? ' is-active' : ''}`}
                  aria-current={isActive(item.match) ? 'page' : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageToggle />
          <div className="site-header__account">{account}</div>
          <button
            ref={toggleRef}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>
      {/* Portalled: the header's backdrop-filter would otherwise become the fixed panel's containing block. */}
      {menuOpen
        ? createPortal(
            <>
              <div className="mobile-menu__scrim" onClick={close} aria-hidden="true" />
              <div ref={panelRef} id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('a11y.menu')}>
                <div className="mobile-menu__top">
                  <span className="mobile-menu__title">{t('a11y.menu')}</span>
                  <button type="button" className="icon-button" onClick={close} aria-label={t('a11y.closeMenu')}>
                    <CloseIcon size={22} />
                  </button>
                </div>
                <nav aria-label={t('a11y.mobileNav')}>
                  <ul className="mobile-nav">
                    {NAV_ITEMS.map((item) => (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          className={`mobile-nav__link${isActive(item.match) ? ' is-active' : ''}`}
                          aria-current={isActive(item.match) ? 'page' : undefined}
                          onClick={close}
                        >
                          {t(item.key)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="mobile-menu__account">{mobileAccount(close)}</div>
              </div>
            </>,
            document.body,
          )
        : null}
    </header>
  );
}
