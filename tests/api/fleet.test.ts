import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersFor } from '../../core/deals/banners.ts';
import { CARS_MAX_PAGE_SIZE, CARS_PAGE_SIZE } from '../../core/fleet/cars-list.ts';
import { PAGE_SIZE_TOO_LARGE } from '../../core/fleet/fleet-use-cases.ts';
import { handoverCalendarOf } from '../../core/fleet/orders.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/** The business portal's fleet over the seeded BFF: cars, orders and their dialogs, contacts, roles. */

const API = '/portal/api/bff/fleet';

type Car = { id: string; state: string; contact_id: string | null; car: { oem: string }; amount: number };

let bff: DemoBff;
let admin: Caller;
let driver: Caller;
let analyst: Caller;
let sued: Caller;
let kunde: Caller;

beforeAll(async () => {
  bff = await demoBff();
  [admin, driver, analyst, sued, kunde] = await Promise.all([
    bff.signIn('admin@nordflotte.example'),
    bff.signIn('fahrer@nordflotte.example'),
    bff.signIn('analyst@nordflotte.example'),
    bff.signIn('admin@suedlogistik.example'),
    bff.signIn('kunde@demo.example'),
  ]);
});
afterAll(() => bff.close());

const order = async (caller: Caller, id: string) => (await caller.get(`${API}/orders/${id}`)).json().data;

describe('the cars page', () => {
  it('finds the BMWs of Nordflotte with their count, newest first, a page at a time', async () => {
    const response = await admin.get(`${API}/cars?tab=all&search=bmw&sort=newest&page=1&pageSize=5`);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.matchCount).toBe(20);
    expect(list.items).toHaveLength(5);
    expect(list.items.every((car: Car) => car.car.oem === 'BMW')).toBe(true);
    const created = list.items.map((car: { created_at: string }) => Date.parse(car.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(list.tabCounts.all).toBe(20);
    expect(list.tabsNeedingAction).toContain('orders');
  });

  it('sorts by monthly rate and shows only the chosen company', async () => {
    const list = (await admin.get(`${API}/cars?tab=all&sort=lowest_rate&companyId=co-nordflotte`)).json()
      .data;
    const rates = list.items.map((car: Car) => car.amount);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(list.items.every((car: { company: { id: string } }) => car.company.id === 'co-nordflotte')).toBe(
      true,
    );
    const none = (await admin.get(`${API}/cars?companyId=co-suedlogistik`)).json().data;
    expect(none.matchCount).toBe(0);
  });

  it('shows a driver only the cars assigned to them', async () => {
    const list = (await driver.get(`${API}/cars?tab=all`)).json().data;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((car: Car) => car.contact_id === 'ct-2002')).toBe(true);
  });

  it('refuses an unknown tab or page 0 with the field, and consumers', async () => {
    const response = await admin.get(`${API}/cars?tab=parked`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('query.tab');
    const page = await admin.get(`${API}/cars?page=0&pageSize=25`);
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().error.fields)).toContain('query.page');
    expect((await kunde.get(`${API}/cars`)).statusCode).toBe(403);
  });

  it('answers 25 cars without a page size, up to 100 when asked, and refuses more with the field', async () => {
    const first = (await admin.get(`${API}/cars?tab=all`)).json().data;
    expect(first.matchCount).toBe(172);
    expect(first.items).toHaveLength(CARS_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageSize: CARS_PAGE_SIZE });
    const largest = (await admin.get(`${API}/cars?tab=all&pageSize=${CARS_MAX_PAGE_SIZE}&page=2`)).json()
      .data;
    expect(largest.items).toHaveLength(172 - CARS_MAX_PAGE_SIZE);
    expect(largest).toMatchObject({ page: 2, pageSize: CARS_MAX_PAGE_SIZE });
    const refused = await admin.get(`${API}/cars?tab=all&pageSize=${CARS_MAX_PAGE_SIZE + 1}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['query.pageSize']).toBe(PAGE_SIZE_TOO_LARGE);
    // The export is the way to every car: it has no maximum and streams the whole view.
    const csv = (await admin.get(`${API}/cars/export?tab=all`)).body.replace(/^\uFEFF/, '').trim();
    expect(csv.split('\n')).toHaveLength(172 + 1);
  });

  it('exports the current view as a German CSV', async () => {
    const list = (await admin.get(`${API}/cars?tab=return`)).json().data;
    const response = await admin.get(`${API}/cars/export?tab=return&sort=default`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Kennzeichen;Marke;Modell');
    expect(lines).toHaveLength(list.matchCount + 1);
    const header = lines[0]?.split(';') ?? [];
    const cell = (name: string) => lines[1]?.split(';')[header.indexOf(name)];
    // The monthly rates as every amount of the portal: "549 €", "1.234,50 €".
    const money = /^\d{1,3}(\.\d{3})*(,\d{2})?\u00a0€$/;
    expect(cell('Monatliche Rate brutto (EUR)')).toMatch(money);
    expect(cell('Monatliche Rate netto (EUR)')).toMatch(money);
    expect(cell('Rückgabedatum')).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(cell('Kostenstelle')).toBeDefined();
    expect(header).toEqual(
      expect.arrayContaining([
        'Fahrer*in',
        'Laufzeitbeginn',
        'Laufzeitende',
        'Selbstbeteiligung Vollkasko (EUR)',
      ]),
    );
    // The status column holds the labels the page shows, never the codes (RETURNING).
    const status = lines[0]?.split(';').indexOf('Status') ?? -1;
    const states = new Set(lines.slice(1).map((line) => line.split(';')[status]));
    expect([...states].sort()).toEqual(['Rückgabe', 'Rückgabe läuft']);
  });

  it("exports every car of the view in the list's order, or only the page asked for", async () => {
    const idsOf = (csv: string) =>
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(';')[0]);
    const view = 'tab=all&search=bmw&sort=highest_rate';
    const list = (await admin.get(`${API}/cars?${view}&pageSize=${CARS_MAX_PAGE_SIZE}`)).json().data;
    expect(list.items.length).toBeGreaterThan(7);
    expect(list.items).toHaveLength(list.matchCount);
    expect(idsOf((await admin.get(`${API}/cars/export?${view}`)).body)).toEqual(
      list.items.map((car: Car) => car.id),
    );
    const page = (await admin.get(`${API}/cars?${view}&page=2&pageSize=7`)).json().data;
    expect(idsOf((await admin.get(`${API}/cars/export?${view}&page=2&pageSize=7`)).body)).toEqual(
      page.items.map((car: Car) => car.id),
    );
    // A driver exports their own cars only; a bad page is refused before anything is written.
    const own = (await driver.get(`${API}/cars?tab=all`)).json().data;
    expect(idsOf((await driver.get(`${API}/cars/export?tab=all`)).body)).toEqual(
      own.items.map((car: Car) => car.id),
    );
    const refused = await admin.get(`${API}/cars/export?page=0&pageSize=5`);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toContain('query.page');
  });

  it('gives admins and analysts the fleet overview, drivers not', async () => {
    const response = await analyst.get(`${API}/overview`);
    expect(response.statusCode).toBe(200);
    const overview = response.json().data;
    expect(overview.tabCounts.orders).toBeGreaterThan(0);
    expect(overview.monthlyCost.perCompany).toEqual([
      expect.objectContaining({ companyId: 'co-nordflotte', amount: overview.monthlyCost.total }),
    ]);
    expect((await driver.get(`${API}/overview`)).statusCode).toBe(403);
  });

  it("counts the company's contracts whose signature is missing as awaiting signature", async () => {
    // Nordflotte: ctr-2001 UNSIGNED and ctr-2004 CHECKED_OUT; ctr-2003 is PENDING, ctr-2007 lapsed.
    expect((await admin.get(`${API}/overview`)).json().data.contractsAwaitingSignature).toBe(2);
    expect((await sued.get(`${API}/overview`)).json().data.contractsAwaitingSignature).toBe(1);
  });
});

describe('an order', () => {
  it('shows the reserved order with its panels, actions and reservation expiry', async () => {
    const detail = await order(admin, 'f-2002');
    expect(detail.deal.state).toBe('NOT_SIGNED');
    expect(detail.company).toEqual({ id: 'co-nordflotte', name: 'Nordflotte GmbH' });
    expect(detail.handover).toMatchObject({
      contactPerson: 'Nora Nord',
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      invoiceAddress: 'Nordflotte GmbH, Am Sandtorkai 50, 20457 Hamburg',
      // Nothing coordinated or chosen yet: the company's address, in parts for the handover form.
      addressFields: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    });
    expect(detail.actions).toEqual(expect.arrayContaining(['sign_contract', 'assign_driver', 'comment']));
    expect(detail.reservationExpiresAt).toBe('2026-11-24T09:00:00.000Z');
  });

  it('is not found for another company, a driver it is not assigned to; consumers are refused', async () => {
    expect((await sued.get(`${API}/orders/f-2002`)).statusCode).toBe(404);
    expect((await driver.get(`${API}/orders/f-2002`)).statusCode).toBe(404);
    expect((await kunde.get(`${API}/orders/f-2002`)).statusCode).toBe(403);
  });

  it('offers an analyst no actions and refuses their writes', async () => {
    expect((await order(analyst, 'f-2002')).actions).toEqual([]);
    const response = await analyst.put(`${API}/orders/f-2002/driver`, { payload: { contactId: 'ct-2002' } });
    expect(response.statusCode).toBe(403);
  });

  it('lists the running cars ending within 7 days of the delivery as swap candidates', async () => {
    const candidates = (await admin.get(`${API}/orders/f-2002/swap-candidates`)).json().data as Car[];
    expect(candidates.map((car) => car.id)).toContain('f-2001');
    expect(candidates.every((car) => car.state === 'ACTIVE' || car.state === 'RETURN')).toBe(true);
  });

  it('gives the delivery options with the custom delivery fee of 209.24 EUR', async () => {
    const options = (await admin.get(`${API}/orders/f-2002/delivery-options`)).json().data;
    expect(options).toEqual([
      { option: 'custom_delivery', fee: 20924, selected: true },
      { option: 'swap_delivery', fee: 0, selected: false },
    ]);
  });

  it('opens return planning 45 days before the return date', async () => {
    const options = (await admin.get(`${API}/orders/f-2001/end-of-subscription-options`)).json().data;
    expect(options.returnDate).toBe('2026-12-17');
    expect(options.returnPlanningOpensOn).toBe('2026-11-02');
    expect(options.options).toContainEqual({ option: 'return', available: true });
    expect((await sued.get(`${API}/orders/f-2001/end-of-subscription-options`)).statusCode).toBe(404);
  });

  it('shows in the demo data a bridging car whose follow-up vehicle the driver can look up', async () => {
    const bridging = await order(driver, 'f-2031');
    expect(bridging.deal).toMatchObject({ bridging_type: 'BEGINNING', followup_subscription_id: 'f-2021' });
    const next = await order(driver, 'f-2021');
    expect(next.deal).toMatchObject({ state: 'SCHEDULED', car: expect.objectContaining({ oem: 'BMW' }) });
    expect(next.handover.date ?? next.handover.preliminaryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  // The order page runs core's rules over the order and its handover metadata (OrderBanners.tsx).
  const bannersOf = async (id: string) => {
    const { deal } = await order(admin, id);
    const metadata = (await admin.get(`/portal/api/bff/deals/${id}/handover-metadata`)).json().data;
    const ctx = {
      deal,
      handover: { planned_delivery_date: deal.planned_delivery_date },
      handoverMetadata: metadata,
    };
    return bannersFor(ctx, DEMO_NOW).map((banner) => banner.id);
  };

  it('shows in the demo data an order waiting for its handover and one whose date may move', async () => {
    expect((await order(admin, 'f-2019')).deal).toMatchObject({
      state: 'HANDOVER',
      planned_delivery_date: null,
    });
    expect(await bannersOf('f-2019')).toContain('handover_coordination');
    const uncertain = await order(admin, 'f-2006');
    expect(uncertain.deal.state).toBe('SCHEDULED');
    expect(uncertain.actions).toContain('coordinate_handover');
    const banners = await bannersOf('f-2006');
    expect(banners).toContain('low_confidence');
    expect(banners).not.toContain('handover_coordination');
  });

  it('shows in the demo data a lapsed reservation, a booked pickup return, an invited contact', async () => {
    const lapsed = await order(admin, 'f-2047');
    expect(lapsed.deal.state).toBe('NOT_SIGNED');
    expect(Date.parse(lapsed.reservationExpiresAt)).toBeLessThan(DEMO_NOW.getTime());
    expect(lapsed.actions).toEqual([]);
    expect((await order(admin, 'f-2015')).return).toMatchObject({
      returnType: 'PICKUP',
      timePeriod: expect.any(String),
    });
    const contacts = (await admin.get(`${API}/contacts`)).json().data;
    expect(contacts).toContainEqual(
      expect.objectContaining({ email: 'ida.eingeladen@nordflotte.example', status: 'INVITED' }),
    );
  });
});

describe('deductibles of the fleet cars', () => {
  it('are in the demo data, so a car page shows them instead of "–"', async () => {
    const deal = async (id: string) => (await admin.get(`/portal/api/bff/deals/${id}`)).json().data;
    expect(await deal('f-2001')).toMatchObject({
      damage_deductible_vollkasko: 100_000,
      damage_deductible_teilkasko: 50_000,
    });
    // Premium protection's full-coverage deductible: the special case of business spec §9.
    expect((await deal('f-2005')).damage_deductible_vollkasko).toBe(50_000);
  });
});

describe('announcements', () => {
  it('shows none of the 2025 notices today, but the current one to admins', async () => {
    const forDriver = (await driver.get(`${API}/announcements`)).json().data;
    expect(forDriver).toEqual([]);
    const forAdmin = (await admin.get(`${API}/announcements`)).json().data;
    expect(forAdmin.map((a: { config: { id: string } }) => a.config.id)).toEqual(['year-end-returns']);
    expect((await sued.get(`${API}/announcements`)).json().data).toEqual([]);
  });

  it('carries each announcement’s texts per locale and what its call to action does', async () => {
    const [notice] = (await admin.get(`${API}/announcements`)).json().data;
    expect(notice.title).toBe('Rückgaben zum Jahresende planen');
    expect(notice.translations['en-DE']).toEqual({
      title: 'Plan year-end returns',
      description: expect.stringContaining('Pickup appointments'),
      ctaLabel: 'To the ending vehicles',
    });
    expect(notice.cta).toEqual({ label: 'Zu den endenden Fahrzeugen', url: '/cars/return', action: 'link' });
  });
});

/** The writes, over a BFF of their own so that the reads above see the seed as it is. */
describe('the order dialogs', () => {
  let writes: DemoBff;
  let nora: Caller;
  let fritz: Caller;
  let sven: Caller;
  beforeAll(async () => {
    writes = await demoBff();
    [nora, fritz, sven] = await Promise.all([
      writes.signIn('admin@nordflotte.example'),
      writes.signIn('fahrer@nordflotte.example'),
      writes.signIn('admin@suedlogistik.example'),
    ]);
  });
  afterAll(() => writes.close());

  const handover = {
    handover_firstname: 'Fritz',
    handover_lastname: 'Fahrer',
    handover_street: 'Am Sandtorkai',
    handover_housenumber: '50',
    handover_zip: '20457',
    handover_city: 'Hamburg',
    handover_phone_number: '0151 12345678',
    preferred_handover_date: '2026-12-15',
    slot: '11:00',
  };

  it('asks to complete a contact without phone number and changes nothing', async () => {
    const response = await nora.put(`${API}/orders/f-2002/driver`, { payload: { contactId: 'ct-2009' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('conflict');
    expect((await order(nora, 'f-2002')).driver).toBeNull();
  });

  it('asks to choose a driver from the list for an empty choice or another company’s contact', async () => {
    for (const contactId of ['', 'ct-3001']) {
      const response = await nora.put(`${API}/orders/f-2002/driver`, { payload: { contactId } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['body.contactId']).toBe(
        'Bitte wählen Sie eine*n Fahrer*in aus der Liste aus oder markieren Sie dieses Fahrzeug als geteiltes Fahrzeug.',
      );
    }
  });

  it('refuses a contact without access (INACTIVE) with the choose-from-the-list message', async () => {
    const response = await nora.put(`${API}/orders/f-2002/driver`, { payload: { contactId: 'ct-2005' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['body.contactId']).toMatch(/^Bitte wählen Sie eine\*n Fahrer\*in/);
  });

  it('assigns a driver, who then sees the car, or marks a car as shared', async () => {
    const assigned = await nora.put(`${API}/orders/f-2002/driver`, { payload: { contactId: 'ct-2002' } });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.driver).toEqual({
      contactId: 'ct-2002',
      name: 'Fritz Fahrer',
      email: 'fahrer@nordflotte.example',
    });
    const own = await fritz.get(`${API}/orders/f-2002`);
    expect(own.statusCode).toBe(200);
    // The driver manages the car assigned to them but does not hand it on (business spec §6).
    expect(own.json().data.actions).not.toContain('assign_driver');
    const handedOn = await fritz.put(`${API}/orders/f-2002/driver`, { payload: { shared: true } });
    expect(handedOn.statusCode).toBe(403);
    expect(handedOn.json().error.code).toBe('forbidden');
    const shared = (await nora.put(`${API}/orders/f-2004/driver`, { payload: { shared: true } })).json().data;
    expect(shared).toMatchObject({ driver: null, shared: true });
    expect((await sven.put(`${API}/orders/f-2004/driver`, { payload: { shared: true } })).statusCode).toBe(
      404,
    );
  });

  it('answers the handover messages of the specification per field and keeps the handover', async () => {
    const response = await nora.put(`${API}/orders/f-2002/handover`, {
      payload: { ...handover, handover_zip: '2045', handover_firstname: ' ', handover_phone_number: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'body.handover_zip': 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.',
      'body.handover_firstname': 'Vorname fehlt',
      'body.handover_phone_number': expect.stringMatching(
        /^Bitte geben Sie eine gültige deutsche Telefonnummer ein/,
      ),
    });
    expect((await order(nora, 'f-2002')).handover.date).toBeNull();
  });

  it('asks for a contact when the chosen one has no access and keeps the handover', async () => {
    const response = await nora.put(`${API}/orders/f-2002/handover`, {
      payload: { ...handover, contactId: 'ct-2005' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'body.contactId': 'Bitte wählen Sie einen Kontakt aus' });
    expect((await order(nora, 'f-2002')).handover.date).toBeNull();
  });

  it('coordinates the handover with date and time period', async () => {
    const response = await nora.put(`${API}/orders/f-2002/handover`, { payload: handover });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.handover).toMatchObject({
      contactPerson: 'Fritz Fahrer',
      date: '2026-12-15',
      timePeriod: '11:00 – 12:00',
      subscriptionEndDate: '2027-12-14',
      addressFields: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
    });
  });

  it('closes handover editing days before the planned date and refuses today', async () => {
    const closed = await nora.put(`${API}/orders/f-2003/handover`, { payload: handover });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('not_eligible');
    // The demo's today is 2026-11-23: tomorrow is the earliest day (business spec §9).
    const today = await nora.put(`${API}/orders/f-2002/handover`, {
      payload: { ...handover, preferred_handover_date: '2026-11-23' },
    });
    expect(today.statusCode).toBe(409);
    expect(today.json().error.code).toBe('no_availabilities');
  });

  it('takes only a working day of the delivery window around the preliminary date', async () => {
    // f-2002's preliminary delivery date is 2026-12-15: the window runs to 2026-12-22.
    for (const date of ['2026-12-19', '2026-12-23', '2027-06-01']) {
      const refused = await nora.put(`${API}/orders/f-2002/handover`, {
        payload: { ...handover, preferred_handover_date: date },
      });
      expect(refused.statusCode, date).toBe(409);
      expect(refused.json().error.code).toBe('no_availabilities');
    }
    const lastDay = await nora.put(`${API}/orders/f-2002/handover`, {
      payload: { ...handover, preferred_handover_date: '2026-12-22' },
    });
    expect(lastDay.statusCode).toBe(200);
    expect(lastDay.json().data.handover.date).toBe('2026-12-22');
    // Back to the preliminary date, which the swap below is measured from.
    expect((await nora.put(`${API}/orders/f-2002/handover`, { payload: handover })).statusCode).toBe(200);
  });

  it('swaps an order with a running subscription and then delivers it for free', async () => {
    const none = await nora.put(`${API}/orders/f-2002/swap`, { payload: { subscriptionId: '' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields['body.subscriptionId']).toBe('Bitte wählen Sie ein Abo aus');
    const beforeSwap = await nora.put(`${API}/orders/f-2002/delivery-option`, {
      payload: { option: 'swap_delivery' },
    });
    expect(beforeSwap.statusCode).toBe(409);
    expect(
      (await nora.put(`${API}/orders/f-2002/swap`, { payload: { subscriptionId: 'f-2005' } })).statusCode,
    ).toBe(409);
    expect(
      (await nora.put(`${API}/orders/f-2002/swap`, { payload: { subscriptionId: 'f-2201' } })).statusCode,
    ).toBe(404);
    const swapped = await nora.put(`${API}/orders/f-2002/swap`, { payload: { subscriptionId: 'f-2001' } });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data.swap).toMatchObject({
      subscriptionEndDate: '2026-12-17',
      returnType: 'PICKUP',
    });
    const delivery = await nora.put(`${API}/orders/f-2002/delivery-option`, {
      payload: { option: 'swap_delivery' },
    });
    expect(delivery.json().data).toEqual({ option: 'swap_delivery', fee: 0 });
  });

  it('checks a custom delivery address', async () => {
    const response = await nora.put(`${API}/orders/f-2008/delivery-option`, {
      payload: {
        option: 'custom_delivery',
        address: { street: '', houseNumber: '1', postalCode: '123', city: 'Kiel' },
      },
    });
    expect(response.statusCode).toBe(409);
    const pending = await nora.put(`${API}/orders/f-2006/delivery-option`, {
      payload: {
        option: 'custom_delivery',
        address: { street: '', houseNumber: '1', postalCode: '123', city: 'Kiel' },
      },
    });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error.fields).toEqual({
      'body.address.street': 'Bitte vervollständigen Sie die Angaben',
      'body.address.postalCode': 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.',
    });
  });

  it('takes a comment of 1 to 1,000 characters', async () => {
    expect((await nora.post(`${API}/orders/f-2002/comments`, { payload: { comment: ' ' } })).statusCode).toBe(
      400,
    );
    expect(
      (await nora.post(`${API}/orders/f-2002/comments`, { payload: { comment: 'x'.repeat(1001) } }))
        .statusCode,
    ).toBe(400);
    const response = await nora.post(`${API}/orders/f-2002/comments`, {
      payload: { comment: 'Bitte vor 12 Uhr.' },
    });
    expect(response.statusCode).toBe(201);
    const rows = await writes.db
      .selectFrom('fleet_order_comments')
      .select('comment')
      .where('deal_id', '=', 'f-2002')
      .execute();
    expect(rows).toEqual([{ comment: 'Bitte vor 12 Uhr.' }]);
  });

  it('books a transition car once per order not yet delivered', async () => {
    const body = { protection: 'premium', tireAndWindshield: true };
    expect((await nora.post(`${API}/orders/f-2001/transition-vehicle`, { payload: body })).statusCode).toBe(
      409,
    );
    const response = await nora.post(`${API}/orders/f-2002/transition-vehicle`, { payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      deliveryBy: '2026-11-30',
      kilometresPerMonth: 1000,
      protection: 'premium',
      fullCoverageDeductible: 50000,
      partialCoverageDeductible: 50000,
      tireAndWindshieldDeductible: 0,
    });
    expect((await nora.post(`${API}/orders/f-2002/transition-vehicle`, { payload: body })).statusCode).toBe(
      409,
    );
  });

  it('refuses a driver ordering once Nordflotte withdrew the drivers’ shop access', async () => {
    const body = { protection: 'base', tireAndWindshield: false };
    const response = await fritz.post(`${API}/orders/f-2021/transition-vehicle`, { payload: body });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('shop_access_withdrawn');
    expect((await order(fritz, 'f-2021')).actions).not.toContain('request_transition_vehicle');
  });

  it('answers the company chooser’s six errors', async () => {
    const choose = (caller: Caller, payload: object) =>
      caller.post(`${API}/company-assignments`, { payload });
    const codeOf = async (caller: Caller, payload: object) => {
      const response = await choose(caller, payload);
      return [response.statusCode, response.json().error?.code, response.json().error?.message];
    };
    expect(await codeOf(nora, { orderId: 'f-2002' })).toEqual([
      422,
      'no_company_selected',
      'Bitte wählen Sie ein Unternehmen aus.',
    ]);
    expect((await codeOf(nora, { companyId: 'co-nordflotte' })).slice(0, 2)).toEqual([400, 'no_order_id']);
    expect(await codeOf(fritz, { orderId: 'f-2002', companyId: 'co-nordflotte' })).toEqual([
      403,
      'forbidden',
      'Sie sind nicht berechtigt, das Unternehmen zu ändern.',
    ]);
    expect(await codeOf(nora, { orderId: 'f-9999', companyId: 'co-nordflotte' })).toEqual([
      404,
      'order_not_found',
      'Bestellung nicht gefunden.',
    ]);
    expect((await codeOf(nora, { orderId: 'f-2002', companyId: 'co-suedlogistik' })).slice(0, 2)).toEqual([
      422,
      'invalid_company',
    ]);
    const chosen = await choose(nora, { orderId: 'f-2002', companyId: 'co-nordflotte' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.company.id).toBe('co-nordflotte');
  });

  // Last of the order's writes: a handover tomorrow closes its editing (3 days before, §6).
  it('takes tomorrow, the first day of the calendar the portal shows, and then closes editing', async () => {
    const detail = await order(nora, 'f-2002');
    const calendar = handoverCalendarOf(
      { preliminaryDate: detail.handover.preliminaryDate, coordinatedDate: detail.handover.date },
      DEMO_NOW,
    );
    expect(calendar.days[0]).toBe('2026-11-24');
    const tomorrow = await nora.put(`${API}/orders/f-2002/handover`, {
      payload: { ...handover, preferred_handover_date: calendar.days[0] },
    });
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json().data.handover.date).toBe('2026-11-24');
    const again = await nora.put(`${API}/orders/f-2002/handover`, { payload: handover });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_eligible');
  });

  it('asks the account manager for a purchase offer of a running car only', async () => {
    expect((await nora.post(`${API}/orders/f-2005/purchase-offer`, { payload: {} })).statusCode).toBe(409);
    const response = await nora.post(`${API}/orders/f-2001/purchase-offer`, {
      payload: { comment: 'Bitte Angebot.' },
    });
    expect(response.statusCode).toBe(202);
    expect((await sven.post(`${API}/orders/f-2001/purchase-offer`, { payload: {} })).statusCode).toBe(404);
  });
});

describe('contacts and roles', () => {
  let writes: DemoBff;
  let nora: Caller;
  let fritz: Caller;
  beforeAll(async () => {
    writes = await demoBff();
    [nora, fritz] = await Promise.all([
      writes.signIn('admin@nordflotte.example'),
      writes.signIn('fahrer@nordflotte.example'),
    ]);
  });
  afterAll(() => writes.close());

  const paula = {
    firstName: 'Paula',
    lastName: 'Pool',
    email: 'pool@nordflotte.example',
    role: 'driver',
    phoneNumber: '0151 99999999',
  };

  it('lists the company’s contacts by last name with status and role', async () => {
    const contacts = (await nora.get(`${API}/contacts`)).json().data as {
      lastName: string;
      status: string;
    }[];
    const names = contacts.map((contact) => contact.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-DE')));
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(
      new Set(['ACTIVE', 'INVITED', 'INACTIVE']),
    );
    expect(contacts.some((contact) => contact.lastName === 'Süd')).toBe(false);
    const drivers = (await nora.get(`${API}/contacts?role=driver&status=INVITED`)).json().data;
    expect(drivers.map((contact: { id: string }) => contact.id)).toEqual(['ct-2004']);
  });

  it('creates an invited contact and mails the invitation (admins only)', async () => {
    expect((await fritz.post(`${API}/contacts`, { payload: paula })).statusCode).toBe(403);
    const invalid = await nora.post(`${API}/contacts`, {
      payload: { ...paula, email: 'pool(at)nordflotte' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(['body.email']);
    const taken = await nora.post(`${API}/contacts`, {
      payload: { ...paula, email: 'FAHRER@nordflotte.example' },
    });
    expect(taken.statusCode).toBe(409);
    const created = await nora.post(`${API}/contacts`, { payload: paula });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Paula Pool',
      status: 'INVITED',
      role: 'driver',
      phoneNumber: '+4915199999999',
    });
    const mails = await writes.db.selectFrom('outbox').select('recipient').execute();
    expect(mails.map((mail) => mail.recipient)).toContain('pool@nordflotte.example');
  });

  it('keeps the last admin and changes other roles, for the user too', async () => {
    expect((await fritz.get(`${API}/settings/roles`)).statusCode).toBe(403);
    const last = await nora.put(`${API}/settings/roles/ct-2001`, { payload: { role: 'driver' } });
    expect(last.statusCode).toBe(409);
    expect(
      (await nora.put(`${API}/settings/roles/ct-3001`, { payload: { role: 'driver' } })).statusCode,
    ).toBe(404);
    const promoted = await nora.put(`${API}/settings/roles/ct-2003`, { payload: { role: 'admin' } });
    expect(promoted.json().data).toMatchObject({ contactId: 'ct-2003', role: 'admin' });
    const anna = await writes.signIn('analyst@nordflotte.example');
    expect((await anna.get(`${API}/settings/roles`)).statusCode).toBe(200);
    expect(
      (await nora.put(`${API}/settings/roles/ct-2001`, { payload: { role: 'driver' } })).statusCode,
    ).toBe(200);
  });
});

describe('announcements on 1 November 2025', () => {
  let then: DemoBff;
  beforeAll(async () => {
    then = await demoBff({ now: new Date('2025-11-01T10:00:00Z') });
  });
  afterAll(() => then.close());

  it('shows the delivery-fee notice to admins and drivers, not to analysts', async () => {
    const idsOf = async (email: string) =>
      (
        (await (await then.signIn(email)).get(`${API}/announcements`)).json().data as {
          config: { id: string };
        }[]
      ).map((announcement) => announcement.config.id);
    expect(await idsOf('fahrer@nordflotte.example')).toEqual(['delivery-fee-2025-11']);
    const [fee] = (await (await then.signIn('fahrer@nordflotte.example')).get(`${API}/announcements`)).json()
      .data;
    expect(fee.translations['en-DE'].title).toBe('New delivery fee from 15.11.2025');
    expect(await idsOf('analyst@nordflotte.example')).not.toContain('delivery-fee-2025-11');
  });
});

describe('the session of a fleet user', () => {
  it('names the company whose job car the user drives; a consumer drives none', async () => {
    const session = (await driver.get('/portal/api/bff/auth/session')).json().data;
    expect(session).toMatchObject({
      is_job_auto: true,
      job_auto_company: { id: 'co-nordflotte', name: 'Nordflotte GmbH', domain: 'nordflotte.example' },
    });
    const consumer = (await kunde.get('/portal/api/bff/auth/session')).json().data;
    expect(consumer).toMatchObject({ is_job_auto: false, job_auto_company: null });
  });
});
