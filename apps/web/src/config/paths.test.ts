import { describe, expect, it } from 'vitest';
import { routeAccess } from './paths.ts';

describe('route registry (product §2)', () => {
  it('lists every route of docs/product.md with its access rule', () => {
    expect(routeAccess).toEqual({
      '/': 'public',
      '/studio': 'public',
      '/about': 'public',
      '/auth/callback': 'public',
      '/account/action': 'public',
      '/d/:id': 'public',
      '/pro': 'signed-in-with-consent',
      '/virtual-tour-demo': 'signed-in',
      '/gallery': 'signed-in',
      '/account/assistants': 'signed-in',
      '/style-admin': 'signed-in',
      '/requirements-admin': 'signed-in',
      '/admin/feedback': 'signed-in',
      '/admin/outbox': 'signed-in',
      '/admin/queue': 'signed-in',
    });
  });
});
