import type { ComponentType } from 'react';
import { loadPageStrings } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';

// Pages other than the studio load when a visitor navigates to them (issue 15): the studio at `/` is the
// first paint, and the WebGL tour and admin code are never part of it.

/** A placeholder the size of a page while its code arrives; screen readers hear the page busy. */
function PageLoading() {
  return <div className="page page--loading container" aria-busy="true" />;
}

/** A page whose code and strings (the namespaces beyond the studio's) arrive together. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(async () => (await Promise.all([load(), loadPageStrings()]))[0], <PageLoading />);
}

// Other routes than the studio's: the sign-in return, the guard of the signed-in pages and the unknown path.
export const AuthCallbackPage = lazyComponent(() => import('../../features/auth/components/auth-callback-page.tsx').then((m) => m.AuthCallbackPage));
export const GuardedPage = lazyComponent(() => import('./guarded-page.tsx').then((m) => m.GuardedPage), <PageLoading />);
export const NotFoundPage = lazyComponent(() => import('../../features/not-found/components/not-found-page.tsx').then((m) => m.NotFoundPage), <PageLoading />);

export const AboutPage = lazyPage(() => import('../../features/about/components/about-page.tsx').then((m) => m.AboutPage));
export const ProPage = lazyPage(() => import('../../features/pro/components/pro-page.tsx').then((m) => m.ProPage));
export const VirtualTourPage = lazyPage(() => import('../../features/virtual-tour/components/virtual-tour-page.tsx').then((m) => m.VirtualTourPage));
export const GalleryPage = lazyPage(() => import('../../features/gallery/components/gallery-page.tsx').then((m) => m.GalleryPage));
export const StyleAdminPage = lazyPage(() => import('../../features/style-admin/components/style-admin-page.tsx').then((m) => m.StyleAdminPage));
export const RequirementsAdminPage = lazyPage(() =>
  import('../../features/requirements-admin/components/requirements-admin-page.tsx').then((m) => m.RequirementsAdminPage),
);
export const FeedbackAdminPage = lazyPage(() => import('../../features/feedback-admin/components/feedback-admin-page.tsx').then((m) => m.FeedbackAdminPage));
export const AccountActionPage = lazyPage(() => import('../../features/auth/components/account-action-page.tsx').then((m) => m.AccountActionPage));
export const OutboxPage = lazyPage(() => import('../../features/outbox/components/outbox-page.tsx').then((m) => m.OutboxPage));
export const QueueAdminPage = lazyPage(() => import('../../features/queue-admin/components/queue-admin-page.tsx').then((m) => m.QueueAdminPage));
export const AssistantsPage = lazyPage(() => import('./assistants-route.tsx').then((m) => m.AssistantsRoute));
export const SharedDesignPage = lazyPage(() => import('../../features/shared-design/components/shared-design-page.tsx').then((m) => m.SharedDesignPage));
