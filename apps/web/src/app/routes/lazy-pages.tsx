import { lazy, Suspense, type ComponentType } from 'react';

// Pages other than the studio load when a visitor navigates to them (issue 15): the studio at `/` is the
// first paint, and the WebGL tour and admin code are never part of it.

/** A placeholder the size of a page while its code arrives; screen readers hear the page busy. */
function PageLoading() {
  return <div className="page page--loading container" aria-busy="true" />;
}

function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const AboutPage = lazyPage(() => import('../../features/about/components/about-page.tsx').then((m) => m.AboutPage));
export const ProPage = lazyPage(() => import('../../features/pro/components/pro-page.tsx').then((m) => m.ProPage));
export const VirtualTourPage = lazyPage(() => import('../../features/virtual-tour/components/virtual-tour-page.tsx').then((m) => m.VirtualTourPage));
export const GalleryPage = lazyPage(() => import('../../features/gallery/components/gallery-page.tsx').then((m) => m.GalleryPage));
export const StyleAdminPage = lazyPage(() => import('../../features/style-admin/components/style-admin-page.tsx').then((m) => m.StyleAdminPage));
export const RequirementsAdminPage = lazyPage(() =>
  import('../../features/requirements-admin/components/requirements-admin-page.tsx').then((m) => m.RequirementsAdminPage),
);
export const FeedbackAdminPage = lazyPage(() => import('../../features/feedback-admin/components/feedback-admin-page.tsx').then((m) => m.FeedbackAdminPage));
export const OutboxPage = lazyPage(() => import('../../features/outbox/components/outbox-page.tsx').then((m) => m.OutboxPage));
