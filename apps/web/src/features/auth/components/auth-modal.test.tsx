import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { SocialProvider } from '@landscape/contract/constants';
import common from '../../../locales/en/common.json';
import { ProviderButtons } from './auth-modal.tsx';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initAsync: false });

const html = (providers: readonly SocialProvider[] | undefined) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ProviderButtons providers={providers} disabled={false} onProvider={() => {}} />
    </I18nextProvider>,
  );

describe('social sign-in buttons (issue 32: providers not configured are not offered)', () => {
  it('offers a button for each provider the deployment lists, and none for the others', () => {
    const out = html(['google', 'facebook']);
    expect(out).toContain('aria-label="Continue with Google"');
    expect(out).toContain('aria-label="Continue with Facebook"');
    expect(out).not.toContain('Apple');
    expect(out).toContain('or');
  });

  it('offers e-mail only (no buttons, no divider) when the deployment lists none, or before its settings are read', () => {
    expect(html([])).toBe('');
    expect(html(undefined)).toBe('');
  });
});
