// The route registry (spec §2). Components link through these, never through literal paths.
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
  authCallback: '/auth/callback',
} as const;
