import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSupportAudit } from '../../adapters/sql/support-audit.ts';
import { VIEW_ENDED, VIEW_ENDED_AT_SIGN_OUT, VIEW_STARTED } from '../../adapters/sql/support-views.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * "View as customer" (the specification's impersonation, consumer spec §6): a support
 * user's session views a customer's portal, read-only. The portal's reads answer for the customer,
 * each written to the audit log once per view with the reason; every write stays refused; the view
 * ends with the agent's button or the sign-out.
 */

const VIEW = '/portal/api/bff/support/view';
const REASON = 'Anruf der Kundin: Rückgabe-Banner fehlt';
const start = { email: 'kunde@demo.example', reason: REASON };

/** The audit entries of support@demo.example's reads of the customer's data written while `calls` run. */
const auditWrittenBy = async (bff: DemoBff, customer: string, calls: () => Promise<unknown>) => {
  const audit = () => listSupportAudit(bff.db, { support: 'support@demo.example', customer });
  const before = (await audit()).length;
  await calls();
  return (await audit()).slice(before);
};

/** Every answer a refused write: 403 in the error shape. */
const expectAllForbidden = (
  answers: readonly { statusCode: number; json: () => { error: { code: string } } }[],
) => {
  for (const answer of answers) {
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('forbidden');
  }
};

describe('a support user viewing a customer’s portal', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => {
    await bff?.close();
  });

  const auditOf = async () =>
    listSupportAudit(bff.db, { support: 'support@demo.example', customer: 'kunde@demo.example' });

  it('answers the portal’s reads for the customer and names the view in the session', async () => {
    const support = await bff.signIn('support@demo.example');
    expect((await support.get('/portal/api/bff/deals')).statusCode).toBe(403);
    const started = await support.post(VIEW, { payload: { email: 'KUNDE@demo.example', reason: REASON } });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toEqual({
      customer: { email: 'kunde@demo.example', name: 'Kim Kunde' },
      reason: REASON,
      started_at: DEMO_NOW.toISOString(),
    });

    const session = (await support.get('/portal/api/bff/auth/session')).json().data;
    expect(session).toMatchObject({
      email: 'kunde@demo.example',
      kind: 'consumer',
      support_view: {
        agent: { email: 'support@demo.example', name: 'Sam Support' },
        reason: REASON,
        started_at: DEMO_NOW.toISOString(),
      },
    });
    const kunde = await bff.signIn('kunde@demo.example');
    for (const path of ['/portal/api/bff/deals', '/portal/api/bff/deals/d-1001', '/portal/api/bff/profile']) {
      const seen = await support.get(path);
      expect(seen.statusCode, path).toBe(200);
      expect(seen.json(), path).toEqual((await kunde.get(path)).json());
    }
    // The car page's protection module reads with a POST (consumer spec §7 /api/addons).
    const addons = { payload: { productId: 'cupra-born', subscriptionId: 'd-1002' } };
    const seenAddons = await support.post('/api/addons', addons);
    expect(seenAddons.statusCode).toBe(200);
    expect(seenAddons.json()).toEqual((await kunde.post('/api/addons', addons)).json());
    // Another customer's deal stays another customer's: the view is the customer's own access.
    expect((await support.get('/portal/api/bff/deals/d-2001')).statusCode).toBe(404);
  });

  it('refuses every write in the view with 403, and changes nothing', async () => {
    const support = await bff.signIn('support@demo.example');
    await support.post(VIEW, { payload: start });
    const before = (await support.get('/portal/api/bff/profile')).json();
    const update = await support.patch('/portal/api/bff/profile', { payload: { phone: '+49301234567' } });
    const deletion = await support.post('/portal/api/bff/profile/deletion-request');
    expectAllForbidden([update, deletion]);
    expect((await support.get('/portal/api/bff/profile')).json()).toEqual(before);
  });

  it('writes the start, each read once per view, and the end to the audit log with the reason', async () => {
    const support = await bff.signIn('support@demo.example');
    const entries = await auditWrittenBy(bff, 'kunde@demo.example', async () => {
      await support.post(VIEW, { payload: start });
      await support.get('/portal/api/bff/deals/d-1001');
      await support.get('/portal/api/bff/deals/d-1001');
      await support.get('/portal/api/bff/deals');
      expect((await support.delete(VIEW)).statusCode).toBe(200);
    });
    expect(entries.map((entry) => entry.what)).toEqual([
      VIEW_STARTED,
      'view as customer: getDealDetails /portal/api/bff/deals/d-1001',
      'view as customer: getDeals /portal/api/bff/deals',
      VIEW_ENDED,
    ]);
    expect(entries.every((entry) => entry.reason === REASON)).toBe(true);

    // A new view reads anew, and writes its reads again.
    await support.post(VIEW, { payload: { ...start, reason: 'Rückruf' } });
    await support.get('/portal/api/bff/deals/d-1001');
    expect((await auditOf()).at(-1)).toMatchObject({
      what: 'view as customer: getDealDetails /portal/api/bff/deals/d-1001',
      reason: 'Rückruf',
    });
  });

  it('ends the view: the portal’s reads are refused again and the session is the agent’s', async () => {
    const support = await bff.signIn('support@demo.example');
    await support.post(VIEW, { payload: start });
    expect((await support.delete(VIEW)).statusCode).toBe(200);
    expect((await support.delete(VIEW)).statusCode).toBe(200);
    expect((await support.get('/portal/api/bff/deals')).statusCode).toBe(403);
    expect((await support.get('/portal/api/bff/auth/session')).json().data).toMatchObject({
      email: 'support@demo.example',
      kind: 'support',
    });
    expect((await support.get('/portal/api/bff/auth/session')).json().data.support_view).toBeUndefined();
  });

  it('clears the view at sign-out; the next sign-in starts without it', async () => {
    const viewsHeld = async () =>
      (await bff.db.selectFrom('sessions').select('view_id').where('view_id', 'is not', null).execute())
        .length;
    const support = await bff.signIn('support@demo.example');
    await support.post(VIEW, { payload: start });
    const held = await viewsHeld();
    expect((await support.post('/portal/api/bff/auth/logout')).statusCode).toBe(200);
    expect((await auditOf()).at(-1)?.what).toBe(VIEW_ENDED_AT_SIGN_OUT);
    expect(await viewsHeld()).toBe(held - 1);
    const again = await bff.signIn('support@demo.example');
    expect((await again.get('/portal/api/bff/auth/session')).json().data.kind).toBe('support');
    expect((await again.get('/portal/api/bff/deals')).statusCode).toBe(403);
  });

  it('answers the running view to the same start, and refuses another customer’s while it runs', async () => {
    const support = await bff.signIn('support@demo.example');
    const first = (await support.post(VIEW, { payload: start })).json();
    const again = await support.post(VIEW, { payload: { ...start, reason: 'noch einmal' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const other = await support.post(VIEW, { payload: { email: 'neu@demo.example', reason: REASON } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('conflict');
  });

  it('refuses an unknown address, a support account, an empty reason, and callers other than support', async () => {
    const support = await bff.signIn('support@demo.example');
    const unknown = await support.post(VIEW, { payload: { email: 'niemand@demo.example', reason: REASON } });
    expect(unknown.statusCode).toBe(404);
    const staff = await support.post(VIEW, { payload: { email: 'support@demo.example', reason: REASON } });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error.fields['body.email']).toContain('nicht für Support-Konten');
    const empty = await support.post(VIEW, { payload: { ...start, reason: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['body.reason']).toBe('Bitte geben Sie einen Grund an.');
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.post(VIEW, { payload: start })).statusCode).toBe(403);
    expect((await bff.anonymous.post(VIEW, { payload: start })).statusCode).toBe(401);
  });
});

describe('a support user viewing a company user’s business portal', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => {
    await bff?.close();
  });

  const FLEET = '/portal/api/bff/fleet';
  const CARS = `${FLEET}/cars?tab=all&renewability=all&sort=default&page=1&pageSize=25`;
  const viewOf = async (email: string, reason = 'Anruf der Flotte: Auto fehlt in der Liste') => {
    const support = await bff.signIn('support@demo.example');
    const started = await support.post(VIEW, { payload: { email, reason } });
    expect(started.statusCode).toBe(200);
    return support;
  };

  it('answers a fleet admin’s reads as the admin’s own session: session, cars, overview, contacts', async () => {
    const support = await viewOf('admin@nordflotte.example');
    const admin = await bff.signIn('admin@nordflotte.example');
    const session = (await support.get('/portal/api/bff/auth/session')).json().data;
    expect(session).toMatchObject({
      email: 'admin@nordflotte.example',
      kind: 'business',
      role: 'admin',
      support_view: { agent: { email: 'support@demo.example' } },
    });
    for (const path of [CARS, `${FLEET}/overview`, `${FLEET}/contacts`, `${FLEET}/settings/roles`]) {
      const seen = await support.get(path);
      expect(seen.statusCode, path).toBe(200);
      expect(seen.json(), path).toEqual((await admin.get(path)).json());
    }
    expect((await support.get(CARS)).json().data.items.length).toBeGreaterThan(0);
  });

  it('answers a driver’s reads with the driver’s scope: only the driver’s cars, no overview', async () => {
    const support = await viewOf('fahrer@nordflotte.example');
    const driver = await bff.signIn('fahrer@nordflotte.example');
    const seen = await support.get(CARS);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual((await driver.get(CARS)).json());
    const items = seen.json().data.items as { contact_id: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((car) => car.contact_id === 'ct-2002')).toBe(true);
    // Drivers are refused the overview; so is the view of a driver.
    expect((await support.get(`${FLEET}/overview`)).statusCode).toBe(403);
  });

  it('answers an analyst’s reads as the analyst’s own session: every company car, the overview, no admin settings', async () => {
    const support = await viewOf('analyst@nordflotte.example');
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect((await support.get('/portal/api/bff/auth/session')).json().data).toMatchObject({
      email: 'analyst@nordflotte.example',
      kind: 'business',
      role: 'analyst',
      support_view: { agent: { email: 'support@demo.example' } },
    });
    for (const path of [
      CARS,
      `${FLEET}/overview`,
      `${FLEET}/contacts`,
      `${FLEET}/settings/company`,
      `${FLEET}/contracts`,
      '/portal/api/bff/companies',
      // Admin settings: refused to the analyst, so refused in the analyst's view.
      `${FLEET}/settings/roles`,
      `${FLEET}/settings/car-policy`,
    ]) {
      const seen = await support.get(path);
      const own = await analyst.get(path);
      expect(seen.statusCode, path).toBe(own.statusCode);
      expect(seen.json(), path).toEqual(own.json());
    }
    // The analyst reads the whole company's fleet, not a driver's cars.
    const items = (await support.get(CARS)).json().data.items as { contact_id: string | null }[];
    expect(new Set(items.map((car) => car.contact_id)).size).toBeGreaterThan(1);
    expect((await support.get(`${FLEET}/overview`)).statusCode).toBe(200);
    expect((await support.get(`${FLEET}/settings/roles`)).statusCode).toBe(403);
  });

  it('refuses every write in an analyst’s view with 403, even those the analyst’s own session may make', async () => {
    const support = await viewOf('analyst@nordflotte.example');
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const car = (await support.get(CARS)).json().data.items[0] as { id: string };
    const password = {
      payload: { currentPassword: 'Demo!2026', newPassword: 'kurz', confirmedNewPassword: 'kurz' },
    };
    // Signed in as themselves, the analyst may change their password: the answer is about the password.
    expect((await analyst.put('/portal/api/bff/profile/password', password)).statusCode).toBe(422);
    const before = (await support.get(`${FLEET}/settings/company`)).json();
    const writes = [
      await support.put('/portal/api/bff/profile/password', password),
      await support.patch('/portal/api/bff/companies/co-nordflotte', { payload: { name: 'Umbenannt GmbH' } }),
      await support.post(`${FLEET}/contacts`, {
        payload: { name: 'Nina Neu', email: 'nina@nordflotte.example', role: 'driver' },
      }),
      await support.post(`${FLEET}/orders/${car.id}/comments`, { payload: { comment: 'Bitte zurückrufen' } }),
      await support.post('/portal/api/bff/car-inventory', { payload: { car_id: 'car-77' } }),
    ];
    expectAllForbidden(writes);
    expect((await support.get(`${FLEET}/settings/company`)).json()).toEqual(before);
  });

  it('writes an analyst’s view to the audit log once per route per view', async () => {
    const entries = await auditWrittenBy(bff, 'analyst@nordflotte.example', async () => {
      const support = await viewOf('analyst@nordflotte.example', 'Frage zur Kostenübersicht');
      await support.get(CARS);
      await support.get(`${FLEET}/overview`);
      await support.get(CARS.replace('tab=all', 'tab=return'));
      await support.get(`${FLEET}/overview`);
      expect((await support.delete(VIEW)).statusCode).toBe(200);
    });
    expect(entries.map((entry) => entry.what)).toEqual([
      VIEW_STARTED,
      'view as customer: getFleetCars /portal/api/bff/fleet/cars',
      'view as customer: getFleetOverview /portal/api/bff/fleet/overview',
      VIEW_ENDED,
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ company: 'co-nordflotte', reason: 'Frage zur Kostenübersicht' });
  });

  it('refuses every write in a company user’s view with 403, and changes nothing', async () => {
    const support = await viewOf('admin@nordflotte.example');
    const contacts = async () => (await support.get(`${FLEET}/contacts`)).json();
    const before = await contacts();
    const car = (await support.get(CARS)).json().data.items[0] as { id: string };
    const writes = [
      await support.post(`${FLEET}/contacts`, {
        payload: { name: 'Nina Neu', email: 'nina@nordflotte.example', role: 'driver' },
      }),
      await support.post(`${FLEET}/orders/${car.id}/comments`, { payload: { comment: 'Bitte zurückrufen' } }),
      await support.put(`${FLEET}/orders/${car.id}/driver`, { payload: { contactId: 'ct-2002' } }),
      await support.put(`${FLEET}/settings/car-policy`, { payload: {} }),
      await support.post('/portal/api/bff/cart/items', { payload: {} }),
    ];
    expectAllForbidden(writes);
    expect(await contacts()).toEqual(before);
  });

  it('writes the view’s start, reads and end to the audit log with the user and the company', async () => {
    const entries = await auditWrittenBy(bff, 'admin@nordflotte.example', async () => {
      const support = await viewOf('admin@nordflotte.example', 'Rückruf Flottenleitung');
      await support.get(CARS);
      await support.get(CARS);
      expect((await support.delete(VIEW)).statusCode).toBe(200);
    });
    expect(entries.map((entry) => entry.what)).toEqual([
      VIEW_STARTED,
      'view as customer: getFleetCars /portal/api/bff/fleet/cars',
      VIEW_ENDED,
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ company: 'co-nordflotte', reason: 'Rückruf Flottenleitung' });
  });
});
