/**
 * The business and fleet provider states (adapters/sql/seed/business-states.ts): each failure state
 * takes one system behind the BFF down, the real use case answers the contract's failure, and the
 * refused write changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../../adapters/http/server/compose.ts';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { seedDemoData } from '../../adapters/sql/seed.ts';
import { freshPGlite } from '../repositories/databases.ts';
import { DEMO_NOW } from '../support/demo-bff.ts';

const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
const B2B = { 'x-portal-actor': 'b2b-portal' };
const API = '/portal/api/bff';
const ADMIN = 'business admin admin@nordflotte.example';
let db: Kysely<Database>;
let app: FastifyInstance;

beforeAll(async () => {
  db = await freshPGlite();
  await seedDemoData(db, hasher, DEMO_NOW);
  app = await createBff({ db, clock: { now: () => DEMO_NOW }, hasher, providerStates: true });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const given = async (state: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/portal/api/test/provider-states',
    payload: { state, action: 'setup' },
  });
  expect(response.statusCode).toBe(200);
};
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: B2B, ...(payload ? { payload } : {}) });
const newDeals = async () => db.selectFrom('deals').select('id').where('id', '>', 'f-2210').execute();

describe('the business and fleet provider states', () => {
  it("make the signed-in admin's cart orderable, and the order service's failure a general error changing nothing", async () => {
    await given(`${ADMIN} is signed in and the order service fails`);
    const failed = await call('POST', `${API}/cart/checkout`, { mode: 'order' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('general_error');
    expect(await newDeals()).toEqual([]);
    expect((await call('GET', `${API}/cart`)).json().data.items).toHaveLength(1);

    await given(`${ADMIN} is signed in`);
    const ordered = await call('POST', `${API}/cart/checkout`, { mode: 'order' });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data.orders).toHaveLength(2);
  });

  it('keep the cart unorderable where the state says only 1 BMW i4 is left', async () => {
    await given(`${ADMIN} whose cart holds 2 BMW i4 of which only 1 is left`);
    const refused = await call('POST', `${API}/cart/checkout`, { mode: 'order' });
    expect(refused.json().error.code).toBe('cart_items_unavailable');
  });

  it('refuse a rejection whose employee cannot be notified, leaving the request reserved and unmailed', async () => {
    await given(`${ADMIN} is signed in and notifying the employee fails`);
    const failed = await call('POST', `${API}/fleet/order-requests/req-2001/rejection`, {
      reason: 'Kein Budget.',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('request_rejection_failed');
    const request = await db
      .selectFrom('order_requests')
      .select('status')
      .where('id', '=', 'req-2001')
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('reserved');
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('answer download_failed while the document archive is down', async () => {
    await given(`${ADMIN} with an UNSIGNED contract ctr-2001 of order f-2002 whose PDF cannot be fetched`);
    const contract = await call('GET', `${API}/fleet/contracts/ctr-2001/pdf`);
    expect([contract.statusCode, contract.json().error.code]).toEqual([500, 'download_failed']);
    await given(`${ADMIN} with an invoice binv-2001 whose PDF cannot be fetched`);
    const invoice = await call('GET', `${API}/fleet/invoices/binv-2001/pdf`);
    expect([invoice.statusCode, invoice.json().error.code]).toEqual([500, 'download_failed']);
    await given(`${ADMIN} is signed in`);
    expect((await call('GET', `${API}/fleet/invoices/binv-2001/pdf`)).statusCode).toBe(200);
  });

  it('answer export_failed while the CSV export is down', async () => {
    await given(`${ADMIN} is signed in and the CSV export fails`);
    const failed = await call('GET', `${API}/fleet/cars/export?tab=return`);
    expect([failed.statusCode, failed.json().error.code]).toEqual([500, 'export_failed']);
  });

  it('answer a general error while the company change fails upstream', async () => {
    await given(`${ADMIN} is signed in and the company change fails upstream`);
    const failed = await call('POST', `${API}/fleet/company-assignments`, {
      orderId: 'f-2002',
      companyId: 'co-nordflotte',
    });
    expect([failed.statusCode, failed.json().error.code]).toEqual([500, 'general_error']);
    await given(`${ADMIN} is signed in`);
    const chosen = await call('POST', `${API}/fleet/company-assignments`, {
      orderId: 'f-2002',
      companyId: 'co-nordflotte',
    });
    expect(chosen.statusCode).toBe(200);
  });

  it('answer a conflict for a request already rejected', async () => {
    await given(`${ADMIN} with order request req-2001 already rejected`);
    expect((await call('POST', `${API}/fleet/order-requests/req-2001/approval`)).statusCode).toBe(409);
  });

  it("list only the admin's contracts awaiting signature in the UNSIGNED contract state", async () => {
    await given(`${ADMIN} with an UNSIGNED contract ctr-2001 of order f-2002`);
    const list = (await call('GET', `${API}/fleet/contracts`)).json().data;
    expect(list.map((contract: { id: string }) => contract.id).sort()).toEqual([
      'ctr-2001',
      'ctr-2003',
      'ctr-2004',
    ]);
  });
});
