import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessFor, callerFor } from './access.ts';
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

  describe("a support user's view of a customer", () => {
    const customer = aUser({ email: 'kunde@demo.example' });
    const view = { id: 'view-1', customer, reason: 'Anruf', startedAt: new Date('2026-11-23T09:00:00Z') };
    const viewing = aUser({ kind: 'support', supportSession: { idHash: 'h', view } });
    const notViewing = aUser({ kind: 'support', supportSession: { idHash: 'h', view: null } });

    it("answers the portal's reads for the customer, as reads of the view", () => {
      for (const access of ['signed-in', 'consumer'] as const)
        expect(callerFor(access, viewing, { method: 'GET', name: 'getDeals' })).toEqual({
          verdict: 'allowed',
          user: customer,
          viewRead: true,
        });
      // The protection module's read is sent as POST (consumer spec §7 /api/addons): a read too.
      expect(callerFor('signed-in', viewing, { method: 'POST', name: 'getAddons' }).user).toBe(customer);
      // A read the customer may not make stays refused: the view is the customer's own access.
      expect(callerFor('business', viewing, { method: 'GET', name: 'getFleetCars' })).toMatchObject({
        verdict: 'forbidden',
        viewRead: false,
      });
    });

    it('refuses every write in the view, whatever its level', () => {
      for (const access of ACCESS_LEVELS.filter((level) => level !== 'support'))
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
          expect(
            callerFor(access, viewing, { method, name: 'cancelSubscription' }),
            `${method} ${access}`,
          ).toEqual({
            verdict: 'forbidden',
            user: viewing,
            viewRead: false,
          });
    });

    it("keeps the session's own calls, public reads and the support routes the agent's", () => {
      expect(callerFor('signed-in', viewing, { method: 'GET', name: 'getSession' }).user).toBe(viewing);
      expect(callerFor('public', viewing, { method: 'GET', name: 'getCatalogue' }).user).toBe(viewing);
      expect(callerFor('support', viewing, { method: 'DELETE', name: 'endCustomerView' })).toEqual({
        verdict: 'allowed',
        user: viewing,
        viewRead: false,
      });
    });

    it('answers nothing for a customer without a view, and nobody else has one', () => {
      expect(callerFor('consumer', notViewing, { method: 'GET', name: 'getDeals' }).verdict).toBe(
        'forbidden',
      );
      const consumerWithView = aUser({ supportSession: { idHash: 'h', view } });
      expect(callerFor('consumer', consumerWithView, { method: 'GET', name: 'getDeals' }).user).toBe(
        consumerWithView,
      );
    });
  });
});
