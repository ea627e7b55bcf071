import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import type { AuthStatus, AuthUser } from '../api/auth-backend.ts';
import { toAuthUser } from '../api/auth-backend.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import { AccessGuard } from './access-guard.tsx';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initAsync: false });

function render(status: AuthStatus, requireConsent = false) {
  const user: AuthUser | null = status === 'signed-in' ? toAuthUser({ uid: 'u1', email: 'ana@example.com', displayName: 'Ana' }) : null;
  const value: AuthContextValue = {
    status,
    user,
    signIn: async () => {},
    signUp: async () => {},
    signInWithProvider: async () => {},
    signOut: async () => {},
    openAuthModal: () => {},
  };
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={value}>
        <AccessGuard requireConsent={requireConsent}>
          <p>PAGE CONTENT</p>
        </AccessGuard>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

describe('access guard (product §2)', () => {
  it('shows a spinner while auth loads', () => {
    const html = render('loading');
    expect(html).toContain('class="spinner');
    expect(html).not.toContain('PAGE CONTENT');
    expect(html).not.toContain('Sign In Required');
  });

  it('asks signed-out visitors to sign in', () => {
    const html = render('signed-out', true);
    expect(html).toContain('Sign In Required');
    expect(html).toContain('Please sign in to access this feature and save your designs');
    expect(html).toMatch(/<button[^>]*>Sign In<\/button>/);
    expect(html).not.toContain('PAGE CONTENT');
  });

  it('asks for privacy preferences when consent is required and missing', () => {
    const html = render('signed-in', true);
    expect(html).toContain('Privacy Preferences Required');
    expect(html).toMatch(/<button[^>]*>Set Preferences<\/button>/);
    expect(html).not.toContain('PAGE CONTENT');
  });

  it('lets signed-in visitors through when no consent is needed', () => {
    expect(render('signed-in')).toBe('<p>PAGE CONTENT</p>');
  });
});
