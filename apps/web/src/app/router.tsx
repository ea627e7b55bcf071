import { useLayoutEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { paths, routeAccess, type AppPath } from '../config/paths.ts';
import { GalleryRoute } from './routes/gallery-route.tsx';
import type { GuardedPageKey } from './routes/guarded-page.tsx';
import {
  AboutPage,
  AccountActionPage,
  AssistantsPage,
  AuthCallbackPage,
  FeedbackAdminPage,
  GuardedPage,
  NotFoundPage,
  OutboxPage,
  QueueAdminPage,
  ProPage,
  RequirementsAdminPage,
  SharedDesignPage,
  StyleAdminPage,
  VirtualTourPage,
} from './routes/lazy-pages.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StudioRoute } from './routes/studio-route.tsx';

// product §2 routes. The studio loads no data through its router, so a small one (wouter, on the browser's
// own history) serves it: React Router was the largest library of the first load after React DOM
// (decision 018). Access rules live in config/paths.ts (routeAccess); guarded pages follow them.
const guarded = (path: AppPath, page: GuardedPageKey, content?: ReactNode) => (
  <Route path={path}>
    <GuardedPage page={page} requireConsent={routeAccess[path] === 'signed-in-with-consent'}>
      {content}
    </GuardedPage>
  </Route>
);

// Back and forward keep the browser's own scroll restoration; every other navigation starts at the top.
let poppedAt: string | null = null;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (poppedAt = window.location.pathname));

function useScrollToTopOnNavigate(pathname: string) {
  useLayoutEffect(() => {
    if (poppedAt !== pathname) window.scrollTo(0, 0);
    poppedAt = null;
  }, [pathname]);
}

export function AppRoutes() {
  const [pathname] = useLocation();
  useScrollToTopOnNavigate(pathname);
  return (
    // A screen that throws while rendering shows RouteError instead of a blank page; navigating away resets it.
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      <Switch>
        <Route path={paths.authCallback} component={AuthCallbackPage} />
        <Route>
          <RootLayout>
            <Switch>
              <Route path={paths.home} component={StudioRoute} />
              <Route path={paths.studio} component={StudioRoute} />
              <Route path={paths.about} component={AboutPage} />
              <Route path={paths.accountAction} component={AccountActionPage} />
              <Route path={paths.sharedDesign} component={SharedDesignPage} />
              {guarded(paths.pro, 'pro', <ProPage />)}
              {guarded(paths.virtualTour, 'virtualTour', <VirtualTourPage />)}
              <Route path={paths.gallery} component={GalleryRoute} />
              <Route path={paths.assistants} component={AssistantsPage} />
              {guarded(paths.styleAdmin, 'styleAdmin', <StyleAdminPage />)}
              {guarded(paths.requirementsAdmin, 'requirementsAdmin', <RequirementsAdminPage />)}
              {guarded(paths.feedbackAdmin, 'feedbackAdmin', <FeedbackAdminPage />)}
              {guarded(paths.outbox, 'outbox', <OutboxPage />)}
              {guarded(paths.queueAdmin, 'queueAdmin', <QueueAdminPage />)}
              <Route component={NotFoundPage} />
            </Switch>
          </RootLayout>
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
