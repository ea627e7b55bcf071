import { Outlet, ScrollRestoration } from 'react-router';
import { MainLayout } from '../../components/layouts/main-layout.tsx';
import { AccountControls, MobileAccountControls } from '../../features/auth/components/account-controls.tsx';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';

/** The shared layout with the features that plug into it. */
export function RootLayout() {
  return (
    <MainLayout
      account={<AccountControls />}
      mobileAccount={(close) => <MobileAccountControls onNavigate={close} />}
      overlays={<FeedbackButton />}
    >
      <Outlet />
      <ScrollRestoration />
    </MainLayout>
  );
}
