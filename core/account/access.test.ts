import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessFor } from './access.ts';
import { aUser } from './in-memory-accounts.ts';

const consumer = aUser();
const editor = aUser({ isEditor: true });
const business = (role: 'admin' | 'driver' | 'analyst') =>
  aUser({ kind: 'business', companyId: 'co-nordflotte', role });

describe('access to a call', () => {
  it('lets anyone call public calls and nobody without a session call the others', () => {
    for (const access of ACCESS_LEVELS) {
      expect(accessFor(access, undefined)).toBe(access === 'public' ? 'allowed' : 'unauthorized');
    }
  });

  it('follows the matrix of users and levels', () => {
    const matrix = {
      consumer: [consumer, ['public', 'signed-in', 'consumer']],
      editor: [editor, ['public', 'signed-in', 'consumer', 'editor']],
      admin: [business('admin'), ['public', 'signed-in', 'business', 'business-writer', 'business-admin']],
      driver: [business('driver'), ['public', 'signed-in', 'business', 'business-writer']],
      analyst: [business('analyst'), ['public', 'signed-in', 'business']],
      support: [aUser({ kind: 'support' }), ['public', 'support']],
    } as const;
    for (const [user, allowed] of Object.values(matrix)) {
      for (const access of ACCESS_LEVELS) {
        expect(accessFor(access, user), `${user.role ?? user.kind} → ${access}`).toBe(
          (allowed as readonly string[]).includes(access) ? 'allowed' : 'forbidden',
        );
      }
    }
  });

  it('refuses support staff every write but signing in and out, and every read but public and support ones', () => {
    const support = aUser({ kind: 'support' });
    expect(accessFor('support', support, { method: 'GET', name: 'getSupportDeal' })).toBe('allowed');
    expect(accessFor('signed-in', support, { method: 'GET', name: 'getSession' })).toBe('allowed');
    expect(accessFor('public', support, { method: 'POST', name: 'logout' })).toBe('allowed');
    expect(accessFor('public', support, { method: 'GET', name: 'getCatalogue' })).toBe('allowed');
    expect(accessFor('public', support, { method: 'POST', name: 'register' })).toBe('forbidden');
    expect(accessFor('consumer', support, { method: 'GET', name: 'getDeals' })).toBe('forbidden');
    expect(accessFor('signed-in', support, { method: 'GET', name: 'getDeals' })).toBe('forbidden');
    expect(accessFor('consumer', support, { method: 'POST', name: 'cancelSubscription' })).toBe('forbidden');
    expect(accessFor('support', aUser(), { method: 'GET', name: 'getSupportDeal' })).toBe('forbidden');
  });
});
