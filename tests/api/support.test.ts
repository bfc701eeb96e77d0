import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeal } from '../../adapters/sql/deal-contexts.ts';
import { listSupportAudit } from '../../adapters/sql/support-audit.ts';
import { dealContextOf } from '../../core/deals/context.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The support role (docs/security.md "The support role and its audit log"): support@demo.example reads any customer's deals with a reason,
 * every read lands in the audit log with that reason, and every write is refused (403).
 */

const REASON = 'Anruf der Kundin: Rückgabe-Banner fehlt';
const q = (reason: string) => `?reason=${encodeURIComponent(reason)}`;

describe('the support role', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => {
    await bff?.close();
  });

  it('signs in as a support user', async () => {
    const support = await bff.signIn('support@demo.example');
    const session = await support.get('/portal/api/bff/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ email: 'support@demo.example', kind: 'support' });
  });

  it("reads any customer's deal as core's builder makes its context, and writes the read to the audit log", async () => {
    const support = await bff.signIn('support@demo.example');
    const answer = await support.get(`/portal/api/bff/support/deals/d-1001${q(REASON)}`);
    expect(answer.statusCode).toBe(200);
    const loaded = await loadDeal(bff.db, 'd-1001', DEMO_NOW);
    expect(answer.json().data.context).toEqual(
      JSON.parse(JSON.stringify(dealContextOf(loaded?.sources as never))),
    );
    const audit = await listSupportAudit(bff.db, {
      support: 'support@demo.example',
      customer: 'kunde@demo.example',
    });
    expect(audit).toContainEqual({
      at: DEMO_NOW.toISOString(),
      support: 'support@demo.example',
      customer: 'kunde@demo.example',
      company: null,
      what: 'deal d-1001',
      reason: REASON,
    });
  });

  it("reads a customer's and a company user's deals by e-mail address", async () => {
    const support = await bff.signIn('support@demo.example');
    const kunde = await support.get(`/portal/api/bff/support/customers/KUNDE@demo.example/deals${q(REASON)}`);
    expect(kunde.statusCode).toBe(200);
    const deals = kunde.json().data.deals as { id: string }[];
    expect(deals.map((deal) => deal.id)).toContain('d-1001');
    const admin = await support.get(
      `/portal/api/bff/support/customers/admin@nordflotte.example/deals${q('Rückfrage der Flotte')}`,
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.kind).toBe('business');
    const audit = await listSupportAudit(bff.db, { customer: 'admin@nordflotte.example' });
    expect(audit.map((entry) => [entry.what, entry.reason])).toEqual([
      ['deals of admin@nordflotte.example', 'Rückfrage der Flotte'],
    ]);
  });

  it('finds a company by its id or a part of its name, and pages its deals in id order with each page audited', async () => {
    const support = await bff.signIn('support@demo.example');
    const byName = await support.get(`/portal/api/bff/support/companies${q(REASON)}&name=s%C3%BCd%20log`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.companies).toEqual([{ id: 'co-suedlogistik', name: 'Süd Logistik AG' }]);
    const several = await support.get(`/portal/api/bff/support/companies${q(REASON)}&name=o`);
    expect(several.json().data.companies.map((c: { id: string }) => c.id)).toEqual([
      'co-nordflotte',
      'co-suedlogistik',
    ]);
    const none = await support.get(`/portal/api/bff/support/companies${q(REASON)}&name=Gibtsnicht`);
    expect(none.json().data.companies).toEqual([]);

    const first = await support.get(`/portal/api/bff/support/companies/co-suedlogistik/deals${q(REASON)}`);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.company).toEqual({ id: 'co-suedlogistik', name: 'Süd Logistik AG' });
    expect(page.deals.map((deal: { id: string }) => deal.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `f-22${String(i + 1).padStart(2, '0')}`),
    );
    expect(page.next).toBeNull();
    const loaded = await loadDeal(bff.db, 'f-2205', DEMO_NOW);
    expect(page.deals[4].context).toEqual(
      JSON.parse(JSON.stringify(dealContextOf(loaded?.sources as never))),
    );
    const rest = await support.get(
      `/portal/api/bff/support/companies/co-suedlogistik/deals${q(REASON)}&after=f-2208`,
    );
    expect(rest.json().data.deals.map((deal: { id: string }) => deal.id)).toEqual(['f-2209', 'f-2210']);
    const audit = (await listSupportAudit(bff.db, { support: 'support@demo.example' })).filter(
      (entry) => entry.company === 'co-suedlogistik',
    );
    expect(audit.map((entry) => entry.what)).toEqual([
      'companies named "süd log"',
      'deals of co-suedlogistik',
      'deals of co-suedlogistik after f-2208',
    ]);
    expect(
      (await support.get(`/portal/api/bff/support/companies/co-gibtsnicht/deals${q(REASON)}`)).statusCode,
    ).toBe(404);
    const noName = await support.get(`/portal/api/bff/support/companies${q(REASON)}&name=%20`);
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().error.fields)).toEqual(['query.name']);
  });

  it('refuses a read without a reason, and writes nothing to the audit log for it', async () => {
    const support = await bff.signIn('support@demo.example');
    const before = (await listSupportAudit(bff.db, {})).length;
    for (const url of [
      '/portal/api/bff/support/deals/d-1001',
      `/portal/api/bff/support/deals/d-1001${q('   ')}`,
    ]) {
      const answer = await support.get(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({ code: 'bad_request' });
      expect(Object.keys(answer.json().error.fields ?? {})).toContain('query.reason');
    }
    expect((await listSupportAudit(bff.db, {})).length).toBe(before);
  });

  it('answers 404 for an unknown deal or address', async () => {
    const support = await bff.signIn('support@demo.example');
    expect((await support.get(`/portal/api/bff/support/deals/d-0000${q(REASON)}`)).statusCode).toBe(404);
    expect(
      (await support.get(`/portal/api/bff/support/customers/niemand@demo.example/deals${q(REASON)}`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses support users every write and the portal pages of customers, in the error shape', async () => {
    const support = await bff.signIn('support@demo.example');
    const writes = [
      support.post('/portal/api/bff/deals/d-1001/mileage-report', { payload: { mileage: 1000 } }),
      support.post('/portal/api/bff/cart/items', { payload: {} }),
      support.post('/portal/api/bff/auth/register', { payload: {} }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('forbidden');
    }
    const deals = await support.get('/portal/api/bff/deals');
    expect(deals.statusCode).toBe(403);
    expect(deals.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await support.post('/portal/api/bff/auth/logout')).statusCode).toBe(200);
  });

  it('refuses every other user the support reads', async () => {
    for (const email of ['kunde@demo.example', 'admin@nordflotte.example', 'redaktion@demo.example']) {
      const caller = await bff.signIn(email);
      const answer = await caller.get(`/portal/api/bff/support/deals/d-1001${q(REASON)}`);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('forbidden');
    }
    expect((await bff.anonymous.get(`/portal/api/bff/support/deals/d-1001${q(REASON)}`)).statusCode).toBe(
      401,
    );
  });
});
