import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

interface MainLayoutProps {
  children: ReactNode;
  account: ReactNode;
  mobileAccount: (close: () => void) => ReactNode;
  /** Floating and modal pieces owned by features (feedback button, dialogs). */
  overlays?: ReactNode;
}

/** The shared layout of product §2: skip link, header, main landmark, footer. */
export function MainLayout({ children, account, mobileAccount, overlays }: MainLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className="layout">
      <a className="skip-link" href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <Header account={account} mobileAccount={mobileAccount} />
      <main id="main-content" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {/* before the footer: the feedback button closes the page where it does not float (decision 027) */}
      {overlays}
      <Footer />
    </div>
  );
}
