import { describe, expect, it } from 'vitest';
import { actionPage } from './auth-proxy.ts';

// The links of the local e-mails (verification, password reset) opened in a browser land on the studio's
// /account/action page; the identity service's own calls to /emulator/action (JSON) are left alone.

const get = (url: string, accept = 'text/html,application/xhtml+xml') => ({ method: 'GET', url, headers: { accept } });

describe('account e-mail links', () => {
  it('sends a browser opening a verification or reset link to the studio page, with only the mode and code', () => {
    expect(actionPage(get('/emulator/action?mode=verifyEmail&lang=en&oobCode=abc-123&apiKey=k'))).toBe('/account/action?mode=verifyEmail&oobCode=abc-123');
    expect(actionPage(get('/emulator/action?mode=resetPassword&oobCode=x%2By&apiKey=k&continueUrl=https%3A%2F%2Fevil.example'))).toBe(
      '/account/action?mode=resetPassword&oobCode=x%2By',
    );
  });

  it('leaves every other call to the emulator', () => {
    expect(actionPage(get('/emulator/action?mode=verifyEmail&oobCode=abc', 'application/json'))).toBeNull();
    expect(actionPage(get('/emulator/action?mode=signIn&oobCode=abc'))).toBeNull();
    expect(actionPage(get('/emulator/action?mode=verifyEmail'))).toBeNull();
    expect(actionPage(get('/emulator/auth/handler?mode=verifyEmail&oobCode=abc'))).toBeNull();
    expect(actionPage({ method: 'POST', url: '/emulator/action?mode=verifyEmail&oobCode=abc', headers: { accept: 'text/html' } })).toBeNull();
  });
});
