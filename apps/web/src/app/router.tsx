import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths, routeAccess, type AppPath } from '../config/paths.ts';
import { AboutPage } from '../features/about/components/about-page.tsx';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { ProPage } from '../features/pro/components/pro-page.tsx';
import { VirtualTourPage } from '../features/virtual-tour/components/virtual-tour-page.tsx';
import { StyleAdminPage } from '../features/style-admin/components/style-admin-page.tsx';
import { RequirementsAdminPage } from '../features/requirements-admin/components/requirements-admin-page.tsx';
import { FeedbackAdminPage } from '../features/feedback-admin/components/feedback-admin-page.tsx';
import { SharedDesignPage } from '../features/shared-design/components/shared-design-page.tsx';
import { OutboxPage } from '../features/outbox/components/outbox-page.tsx';
import { GalleryRoute } from './routes/gallery-route.tsx';
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
      { path: paths.sharedDesign, element: <SharedDesignPage /> },
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
