import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { MainLayout } from '../../components/layouts/main-layout.tsx';
import { AccountControls, MobileAccountControls } from '../../features/auth/components/account-controls.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { FeedbackButton } from '../../features/feedback/components/feedback-button.tsx';
import { useUsageAutoRefresh } from '../../lib/usage.ts';
import { useFocusNotObscured } from '../../lib/focus-not-obscured.ts';
import { UsageMeter } from '../../features/usage/components/usage-meter.tsx';
import { RouteError } from './route-error.tsx';

/** After client-side navigation, move focus to <main> so screen readers start at the new page. */
function useFocusMainOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // After the closing mobile menu has returned focus to its toggle.
    const id = requestAnimationFrame(() => document.getElementById('main-content')?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(id);
  }, [pathname]);
}

/** The shared layout with the features that plug into it, around the page of the current route. */
export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  useFocusMainOnNavigate();
  useFocusNotObscured();
  useUsageAutoRefresh();
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? (auth.user?.uid ?? null) : null;
  // The daily allowance sits in the signed-in menu (GET /api/usage, refreshed after each generation).
  const usage = uid ? <UsageMeter who={uid} /> : null;
  return (
    <MainLayout
      account={<AccountControls extra={usage} />}
      mobileAccount={(close) => <MobileAccountControls onNavigate={close} extra={usage} />}
      overlays={<FeedbackButton />}
    >
      {/* a page that throws (its code could not be fetched while the server was away) keeps the header and
          its navigation; going to another page tries again */}
      <ErrorBoundary fallback={<RouteError inLayout />} resetKeys={[pathname]}>
        {children}
      </ErrorBoundary>
    </MainLayout>
  );
}
