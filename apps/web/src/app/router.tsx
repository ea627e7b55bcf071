import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths, routeAccess, type AppPath } from '../config/paths.ts';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { GalleryRoute } from './routes/gallery-route.tsx';
import { AboutPage, FeedbackAdminPage, OutboxPage, ProPage, RequirementsAdminPage, StyleAdminPage, VirtualTourPage } from './routes/lazy-pages.tsx';
import { GuardedPage, type GuardedPageKey } from './routes/guarded-page.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StudioRoute } from './routes/studio-route.tsx';

// Spec §2 routes. Access rules live in config/paths.ts (routeAccess); guarded pages follow them.
const guarded = (path: AppPath, page: GuardedPageKey, content?: ReactNode) => ({
  path,
  element: (
    <GuardedPage page={page} requireConsent={routeAccess[path] === 'signed-in-with-consent'}>
      {content}
    </GuardedPage>
  ),
});

export const router = createBrowserRouter([
  { path: paths.authCallback, element: <AuthCallbackPage />, errorElement: <RouteError /> },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <StudioRoute /> },
      { path: paths.studio, element: <StudioRoute /> },
      { path: paths.about, element: <AboutPage /> },
      guarded(paths.pro, 'pro', <ProPage />),
      guarded(paths.virtualTour, 'virtualTour', <VirtualTourPage />),
      { path: paths.gallery, element: <GalleryRoute /> },
      guarded(paths.styleAdmin, 'styleAdmin', <StyleAdminPage />),
      guarded(paths.requirementsAdmin, 'requirementsAdmin', <RequirementsAdminPage />),
      guarded(paths.feedbackAdmin, 'feedbackAdmin', <FeedbackAdminPage />),
      guarded(paths.outbox, 'outbox', <OutboxPage />),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
