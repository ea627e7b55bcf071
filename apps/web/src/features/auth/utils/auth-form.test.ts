import { describe, expect, it } from 'vitest';
import { displayName, toAuthUser } from '../api/auth-backend.ts';
import { validateAuthForm } from './auth-form.ts';

describe('auth form validation', () => {
  it('requires a full name only when signing up', () => {
    const v = { name: '  ', email: 'ana@example.com', password: 'x' };
    expect(validateAuthForm('signIn', v)).toEqual({});
    expect(validateAuthForm('signUp', v)).toEqual({ name: 'nameRequired' });
  });
  it('checks the e-mail format and that a password is given', () => {
    expect(validateAuthForm('signIn', { name: '', email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateAuthForm('signIn', { name: '', email: 'ana@', password: 'p' }).email).toBe('emailInvalid');
    expect(validateAuthForm('signIn', { name: '', email: 'ana example.com', password: 'p' }).email).toBe('emailInvalid');
    expect(validateAuthForm('signIn', { name: '', email: ' ana@example.com ', password: 'p' })).toEqual({});
  });
  it('never judges password strength', () => {
    expect(validateAuthForm('signUp', { name: 'Ana', email: 'ana@example.com', password: '1' })).toEqual({});
  });
});

describe('signed-in user defaults', () => {
  it('sets the client role and limits of product §3', () => {
    expect(toAuthUser({ uid: 'u1', email: 'ana@example.com' })).toEqual({
      uid: 'u1',
      email: 'ana@example.com',
      name: null,
      role: 'user',
      daily_limit: 10,
      usage_today: 0,
    });
  });
  it('shows the name, else the e-mail prefix', () => {
    expect(displayName({ name: 'Ana Ruiz', email: 'ana@example.com' })).toBe('Ana Ruiz');
    expect(displayName({ name: null, email: 'ana.ruiz@example.com' })).toBe('ana.ruiz');
  });
});
