import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import account from '../../../locales/en/account.json';
import common from '../../../locales/en/common.json';
import { toAuthUser, type AuthStatus } from '../api/auth-backend.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import { AccountControls, UserMenuItems } from './account-controls.tsx';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common, account } }, defaultNS: 'common', initAsync: false });

const ana = toAuthUser({ uid: 'u1', email: 'ana.ruiz@example.com', displayName: null });

function html(node: ReactNode, status: AuthStatus = 'signed-in') {
  const value: AuthContextValue = {
    status,
    user: status === 'signed-in' ? ana : null,
    signIn: async () => {},
    signUp: async () => {},
    signInWithProvider: async () => {},
    signOut: async () => {},
    openAuthModal: () => {},
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath="/">
          <AuthContext.Provider value={value}>{node}</AuthContext.Provider>
        </Router>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('header account slot (product §2)', () => {
  it('shows Sign In when signed out', () => {
    expect(html(<AccountControls />, 'signed-out')).toMatch(/<button[^>]*>Sign In<\/button>/);
  });

  it('shows the e-mail prefix when the user has no name', () => {
    const out = html(<AccountControls />);
    expect(out).toContain('ana.ruiz');
    expect(out).not.toContain('Sign In');
  });

  it('offers the e-mail, My Designs (/gallery) and Sign Out; no admin entry, Style Management included, for a user', () => {
    const out = html(<UserMenuItems user={ana} onNavigate={() => {}} onSignOut={() => {}} />);
    expect(out).toContain('ana.ruiz@example.com');
    expect(out).not.toContain('/style-admin');
    expect(out).toMatch(/<a[^>]*href="\/gallery"[^>]*>My Designs<\/a>/);
    expect(out).toMatch(/<button[^>]*>Sign Out<\/button>/);
    expect(out).not.toContain('/admin/feedback');
  });

  it('adds the admin pages and the queue dashboard for the admin role only', () => {
    const out = html(<UserMenuItems user={ana} role="admin" onNavigate={() => {}} onSignOut={() => {}} />);
    expect(out).toMatch(/<a[^>]*href="\/admin\/feedback"[^>]*>Feedback Admin<\/a>/);
    expect(out).toMatch(/<a[^>]*href="\/requirements-admin"[^>]*>Requirements Admin<\/a>/);
    expect(out).toMatch(/<a[^>]*href="\/style-admin"[^>]*>Style Management<\/a>/);
    expect(out).toMatch(/<a[^>]*href="\/admin\/queue"[^>]*>Queue dashboard<\/a>/);
  });
});
