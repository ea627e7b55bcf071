// The only module that reads Vite's build-time env. Everything else imports `env`.
const DEFAULT_CONTACT_EMAIL = 'hello@landscape.studio';

function readEmail(value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  // A malformed address would turn into a broken mailto: link in the footer.
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? s : DEFAULT_CONTACT_EMAIL;
}

export const env = {
  contactEmail: readEmail(import.meta.env.VITE_CONTACT_EMAIL),
} as const;
