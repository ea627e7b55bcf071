// The route registry (product §2). Components link through these, never through literal paths.
export const paths = {
  home: '/',
  studio: '/studio',
  pro: '/pro',
  virtualTour: '/virtual-tour-demo',
  gallery: '/gallery',
  about: '/about',
  styleAdmin: '/style-admin',
  requirementsAdmin: '/requirements-admin',
  feedbackAdmin: '/admin/feedback',
  outbox: '/admin/outbox',
  queueAdmin: '/admin/queue',
  authCallback: '/auth/callback',
  accountAction: '/account/action',
  assistants: '/account/assistants',
  sharedDesign: '/d/:id',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** Who may open a route (product §2 / §6). */
export type RouteAccess = 'public' | 'signed-in' | 'signed-in-with-consent';

export const routeAccess: Record<AppPath, RouteAccess> = {
  [paths.home]: 'public',
  [paths.studio]: 'public',
  [paths.about]: 'public',
  [paths.authCallback]: 'public',
  [paths.accountAction]: 'public',
  [paths.sharedDesign]: 'public',
  [paths.pro]: 'signed-in-with-consent',
  [paths.virtualTour]: 'signed-in',
  [paths.gallery]: 'signed-in',
  [paths.assistants]: 'signed-in',
  [paths.styleAdmin]: 'signed-in',
  [paths.requirementsAdmin]: 'signed-in',
  [paths.feedbackAdmin]: 'signed-in',
  [paths.outbox]: 'signed-in',
  [paths.queueAdmin]: 'signed-in',
};
