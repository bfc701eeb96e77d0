import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PROVIDER_STATES } from '../../adapters/sql/seed/business-states.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/catalogue/search.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

const B2B = { 'x-portal-actor': 'b2b-portal' };
const API = '/portal/api/bff';

const json = (response: { body: string }) => JSON.parse(response.body);
const outboxTo = async (bff: DemoBff, to: string) =>
  (await bff.db.selectFrom('outbox').selectAll().where('recipient', '=', to).execute()).map(
    (row) => row.kind,
  );

describe('company settings and car policy', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it("shows the company's details, the debited account masked and the 'Zahlungsart anpassen' link", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const response = await admin.get(`${API}/fleet/settings/company`);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({
      id: 'co-nordflotte',
      invoicingInfo: { paymentMethod: 'AUTOMATIC_DEBIT' },
      contactPerson: { firstName: 'Nora', lastName: 'Nord' },
      bankAccount: { accountHolder: 'Nordflotte GmbH', maskedIban: 'DE•• •••• •••• •••• •••• 3000' },
      paymentMethodChangeUrl: '/account/co-nordflotte/email',
    });
  });

  it('shows no debited account to a company paying by bank transfer', async () => {
    const sued = await bff.signIn('admin@suedlogistik.example');
    const data = json(await sued.get(`${API}/fleet/settings/company`)).data;
    expect(data.name).toBe('Süd Logistik AG');
    expect(data.bankAccount).toBeNull();
  });

  it('refuses consumers the company settings', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    expect((await kunde.get(`${API}/fleet/settings/company`)).statusCode).toBe(403);
  });

  it('answers the default car policy and replaces it for admins only', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    expect(json(await admin.get(`${API}/fleet/settings/car-policy`)).data).toEqual({
      budgetLimit: null,
      vehicleTypes: 'all',
      fuels: 'all',
      allowedBrands: 'all',
      assignedTo: 'all_drivers',
    });
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const driver = await bff.signIn('fahrer@nordflotte.example');
    expect((await analyst.get(`${API}/fleet/settings/car-policy`)).statusCode).toBe(403);
    expect(
      (await driver.put(`${API}/fleet/settings/car-policy`, { payload: {}, headers: B2B })).statusCode,
    ).toBe(403);
  });

  it('refuses a policy with a make outside the 24 and keeps the old one', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const refused = await admin.put(`${API}/fleet/settings/car-policy`, {
      headers: B2B,
      payload: {
        budgetLimit: 80000,
        vehicleTypes: 'all',
        fuels: 'all',
        allowedBrands: ['Trabant'],
        assignedTo: 'all_drivers',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error.fields).toHaveProperty(['body.allowedBrands.0']);
    const empty = await admin.put(`${API}/fleet/settings/car-policy`, {
      headers: B2B,
      payload: {
        budgetLimit: 0,
        vehicleTypes: [],
        fuels: 'all',
        allowedBrands: 'all',
        assignedTo: 'all_drivers',
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(json(empty).error.fields)).toEqual(['body.budgetLimit', 'body.vehicleTypes']);
    expect(json(await admin.get(`${API}/fleet/settings/car-policy`)).data.allowedBrands).toBe('all');
  });

  it("limits the drivers' catalogue to the policy, not the admin's", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const policy = {
      budgetLimit: 80000,
      vehicleTypes: 'all',
      fuels: ['Elektro', 'Plug-In-Hybrid'],
      allowedBrands: ['BMW', 'Volkswagen'],
      assignedTo: 'all_drivers',
    };
    const saved = await admin.put(`${API}/fleet/settings/car-policy`, { headers: B2B, payload: policy });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toEqual(policy);

    const driver = await bff.signIn('fahrer@nordflotte.example');
    const driverList = json(await driver.get(`${API}/catalogue/vehicles?pageSize=100`)).data;
    expect(driverList.map((vehicle: { id: string }) => vehicle.id).sort()).toEqual(['bmw-i4', 'vw-id3']);
    expect((await driver.get(`${API}/catalogue/models/vw-golf`)).statusCode).toBe(404);
    const adminTotal = json(await admin.get(`${API}/catalogue/vehicles?pageSize=100`)).total;
    expect(adminTotal).toBeGreaterThan(40);
  });
});

describe('fleet contracts and invoices', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it('lists the company contracts newest first; an unsigned one past 3 days shows as expired', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const contracts = json(await admin.get(`${API}/fleet/contracts`)).data as {
      id: string;
      status: string;
      created_date: string;
      signing_deadline: string | null;
    }[];
    expect(contracts.map((contract) => contract.created_date)).toEqual(
      contracts
        .map((contract) => contract.created_date)
        .sort()
        .reverse(),
    );
    expect(new Set(contracts.map((contract) => contract.status))).toEqual(
      new Set(['PENDING', 'UNSIGNED', 'CHECKED_OUT', 'SIGNED', 'PROCESSING', 'EXPIRED', 'UNKNOWN']),
    );
    expect(contracts.find((contract) => contract.id === 'ctr-2001')).toMatchObject({
      status: 'UNSIGNED',
      created_date: '2026-11-21',
      signing_deadline: '2026-11-24T09:00:00.000Z',
    });
    expect(contracts.find((contract) => contract.id === 'ctr-2007')).toMatchObject({
      status: 'EXPIRED',
      signing_deadline: null,
    });
    expect(contracts.some((contract) => contract.id.startsWith('ctr-3'))).toBe(false);
    const expired = json(await admin.get(`${API}/fleet/contracts?status=EXPIRED`)).data;
    expect(expired.map((contract: { id: string }) => contract.id).sort()).toEqual(['ctr-2006', 'ctr-2007']);
  });

  it("downloads a contract as PDF, another company's is not found", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const pdf = await admin.get(`${API}/fleet/contracts/ctr-2001/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect((await sued.get(`${API}/fleet/contracts/ctr-2001/pdf`)).statusCode).toBe(404);
  });

  it('shows a driver only the contracts of the cars assigned to them; another car’s is not found', async () => {
    const driver = await bff.signIn('fahrer@nordflotte.example');
    const list = json(await driver.get(`${API}/fleet/contracts`)).data;
    expect(list.map((contract: { id: string; deal_id: string }) => [contract.id, contract.deal_id])).toEqual([
      // The order his approved request created (req-2003) is his.
      ['ctr-2006', 'f-2047'],
      ['ctr-2002', 'f-2001'],
      ['ctr-2009', 'f-2011'],
    ]);
    expect((await driver.get(`${API}/fleet/contracts/ctr-2002/pdf`)).statusCode).toBe(200);
    const other = await driver.get(`${API}/fleet/contracts/ctr-2001/pdf`);
    expect(other.statusCode).toBe(404);
    expect(json(other).error.code).toBe('not_found');
  });

  it('gives admins a signing link for a contract awaiting signature, 3 days from its creation', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const link = await admin.post(`${API}/fleet/contracts/ctr-2001/signing-link`, { headers: B2B });
    expect(link.statusCode).toBe(201);
    expect(json(link).data.url).toMatch(/^https:\/\/sign\.example\/envelopes\/V-2026-2001\?token=.+/);
    expect(json(link).data.expiresAt).toBe('2026-11-24T09:00:00.000Z');
    const signed = await admin.post(`${API}/fleet/contracts/ctr-2002/signing-link`, { headers: B2B });
    expect(signed.statusCode).toBe(409);
    expect(json(signed).error.code).toBe('not_eligible');
    const lapsed = await admin.post(`${API}/fleet/contracts/ctr-2007/signing-link`, { headers: B2B });
    expect(lapsed.statusCode).toBe(409);
  });

  it('refuses analysts and drivers the signing link and offers them no signing on the order', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const before = await outboxTo(bff, 'admin@nordflotte.example');
    for (const email of ['analyst@nordflotte.example', 'fahrer@nordflotte.example']) {
      const reader = await bff.signIn(email);
      const link = await reader.post(`${API}/fleet/contracts/ctr-2001/signing-link`, { headers: B2B });
      expect(link.statusCode).toBe(403);
      expect(json(link).error.code).toBe('forbidden');
      const mail = await reader.post(`${API}/fleet/contracts/ctr-2001/signing-email`, { headers: B2B });
      expect(mail.statusCode).toBe(403);
      const order = await reader.get(`${API}/fleet/orders/f-2002`, { headers: B2B });
      // A driver sees only the cars assigned to them; an analyst reads every order.
      expect(order.statusCode).toBe(email.startsWith('analyst') ? 200 : order.statusCode);
      if (order.statusCode === 200) expect(json(order).data.actions).not.toContain('sign_contract');
    }
    // The admin, who may sign, is offered it on the same order.
    expect(json(await admin.get(`${API}/fleet/orders/f-2002`, { headers: B2B })).data.actions).toContain(
      'sign_contract',
    );
    expect(await outboxTo(bff, 'admin@nordflotte.example')).toEqual(before);
  });

  it('mails the signing invitation again through the outbox; others may not', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const before = await outboxTo(bff, 'admin@nordflotte.example');
    const sent = await admin.post(`${API}/fleet/contracts/ctr-2004/signing-email`, { headers: B2B });
    expect(sent.statusCode).toBe(202);
    expect(json(sent)).toEqual({ ok: true });
    expect(await outboxTo(bff, 'admin@nordflotte.example')).toEqual([...before, 'contract_signing']);

    const refused = await admin.post(`${API}/fleet/contracts/ctr-2002/signing-email`, { headers: B2B });
    expect(refused.statusCode).toBe(409);
    const driver = await bff.signIn('fahrer@nordflotte.example');
    expect(
      (await driver.post(`${API}/fleet/contracts/ctr-2001/signing-email`, { headers: B2B })).statusCode,
    ).toBe(403);
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect(
      (await sued.post(`${API}/fleet/contracts/ctr-2001/signing-email`, { headers: B2B })).statusCode,
    ).toBe(404);
    expect(await outboxTo(bff, 'admin@nordflotte.example')).toHaveLength(before.length + 1);
  });

  it('lists the invoices of every type, newest first, cancellation invoices flagged', async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    const invoices = json(await analyst.get(`${API}/fleet/invoices`)).data as {
      id: string;
      invoice_type: string;
      is_cancellation: boolean;
      invoice_date: string;
      company_name: string;
    }[];
    expect(invoices[0]).toMatchObject({
      id: 'binv-2001',
      invoice_date: '2026-11-01',
      company_name: 'Nordflotte GmbH',
    });
    expect(new Set(invoices.map((invoice) => invoice.invoice_type))).toEqual(
      new Set(['monthly', 'final', 'deposit', 'oneOff', 'unknown']),
    );
    expect(invoices.filter((invoice) => invoice.is_cancellation).map((invoice) => invoice.id)).toEqual([
      'binv-2010',
    ]);
    const finals = json(await analyst.get(`${API}/fleet/invoices?invoiceType=final`)).data;
    expect(finals.map((invoice: { id: string }) => invoice.id)).toEqual(['binv-2003', 'binv-2008']);
    const otherCompany = await analyst.get(`${API}/fleet/invoices?companyId=co-suedlogistik`);
    expect(otherCompany.statusCode).toBe(404);
    expect(otherCompany.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it("downloads an invoice as PDF; an unknown or another company's invoice is not found", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const pdf = await admin.get(`${API}/fleet/invoices/binv-2010/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await admin.get(`${API}/fleet/invoices/binv-9999/pdf`)).statusCode).toBe(404);
    expect((await admin.get(`${API}/fleet/invoices/binv-3001/pdf`)).statusCode).toBe(404);
  });
});

describe('cart and checkout', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  const newItem = { modelId: 'vw-id3', term: 12, kmPackage: 1500, quantity: 1, protection: 'base' };

  it('shows the cart with prices, deductibles, the delivery fee and the unavailable cars', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const cart = json(await admin.get(`${API}/cart`)).data;
    expect(cart.items).toEqual([
      expect.objectContaining({
        id: 'ci-2001',
        model: expect.objectContaining({ id: 'bmw-i4', brand: 'BMW', name: 'i4 eDrive40' }),
        monthlyPrice: 64900,
        deliveryFrom: '2026-12-14',
        protection: { package: 'base', deductible: 100000 },
        available: false,
      }),
    ]);
    expect(cart.summary).toEqual({
      monthlyTotal: 129800,
      downpaymentTotal: 0,
      deliveryFeeTotal: 41848,
      carCount: 2,
    });
    expect(json(await admin.get(`${API}/cart/unavailable-items`)).data).toEqual([
      { itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 1 },
    ]);
  });

  it('refuses to check out while cars are unavailable, naming them, and changes nothing', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const refused = await admin.post(`${API}/cart/checkout`, { headers: B2B, payload: { mode: 'order' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toMatchObject({
      code: 'cart_items_unavailable',
      fields: { 'items.ci-2001': 'BMW i4 eDrive40: 1 von 2 verfügbar' },
    });
    expect(json(await admin.get(`${API}/cart`)).data.items).toHaveLength(1);
    const deals = await bff.db.selectFrom('deals').select('id').where('id', '>', 'f-2210').execute();
    expect(deals).toEqual([]);
  });

  it("refuses sold-out models, terms not offered and km packages that do not exist with the specification's texts", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const soldOut = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, modelId: 'fiat-500e' },
    });
    expect(soldOut.statusCode).toBe(409);
    expect(json(soldOut).error.message).toBe(
      'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
    );
    const term = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, modelId: 'bmw-i4', term: 9 },
    });
    expect(term.statusCode).toBe(409);
    expect(json(term).error.message).toBe('Leider ist diese Laufzeit nicht verfügbar');
    const km = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, kmPackage: 1234 },
    });
    expect(km.statusCode).toBe(400);
    expect(json(km).error.fields).toHaveProperty(['body.kmPackage']);
    const quantity = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, quantity: 0 },
    });
    expect(quantity.statusCode).toBe(400);
    expect(json(await admin.get(`${API}/cart`)).data.items).toHaveLength(1);
  });

  it('lets no driver order once the company withdrew shop access, and no analyst write', async () => {
    const driver = await bff.signIn('fahrer@nordflotte.example');
    const refused = await driver.post(`${API}/cart/items`, { headers: B2B, payload: newItem });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.code).toBe('shop_access_withdrawn');
    expect(
      (await driver.post(`${API}/cart/checkout`, { headers: B2B, payload: { mode: 'order' } })).statusCode,
    ).toBe(403);
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect((await analyst.post(`${API}/cart/items`, { headers: B2B, payload: newItem })).statusCode).toBe(
      403,
    );
    expect(json(await driver.get(`${API}/cart`)).data.items).toEqual([]);
  });

  it("changes protection and options of the user's own cart items only", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const changed = await admin.patch(`${API}/cart/items/ci-2001`, {
      headers: B2B,
      payload: { protection: 'premium', tireAndWindshield: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).data.items[0]).toMatchObject({
      monthlyPrice: 68800,
      protection: { package: 'premium', deductible: 50000 },
      tireAndWindshield: true,
    });
    expect(json(changed).data.summary.monthlyTotal).toBe(137600);
    const term = await admin.patch(`${API}/cart/items/ci-2001`, { headers: B2B, payload: { term: 9 } });
    expect(term.statusCode).toBe(409);
    const foreign = await admin.patch(`${API}/cart/items/ci-3001`, {
      headers: B2B,
      payload: { quantity: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await admin.delete(`${API}/cart/items/ci-3001`, { headers: B2B })).statusCode).toBe(404);
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect(json(await sued.get(`${API}/cart`)).data.items[0]).toMatchObject({ id: 'ci-3001', quantity: 3 });
  });

  it("'Ja, entfernen & fortfahren' keeps what is available (2 asked for, 1 left), then orders: reserved deals and contracts, the cart emptied", async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const reduced = await admin.delete(`${API}/cart/unavailable-items`, { headers: B2B });
    expect(json(reduced).data.items).toEqual([
      expect.objectContaining({ id: 'ci-2001', quantity: 1, available: true }),
    ]);
    expect(json(reduced).data.summary).toMatchObject({ carCount: 1 });
    expect(json(await admin.get(`${API}/cart/unavailable-items`)).data).toEqual([]);
    // The BMW's last car goes to another order meanwhile: only the ID.3 is ordered.
    await bff.db.updateTable('catalogue_models').set({ stock: 0 }).where('id', '=', 'bmw-i4').execute();
    const emptied = await admin.delete(`${API}/cart/unavailable-items`, { headers: B2B });
    expect(json(emptied).data.items).toEqual([]);
    await bff.db.updateTable('catalogue_models').set({ stock: 1 }).where('id', '=', 'bmw-i4').execute();
    const added = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    expect(json(added).data.summary).toMatchObject({ monthlyTotal: 82558, carCount: 2 });

    const ordered = await admin.post(`${API}/cart/checkout`, { headers: B2B, payload: { mode: 'order' } });
    expect(ordered.statusCode).toBe(201);
    const { orders, orderRequest } = json(ordered).data;
    expect(orderRequest).toBeNull();
    expect(orders).toEqual([
      { id: 'f-2211', reservationExpiresAt: '2026-11-26T09:00:00.000Z' },
      { id: 'f-2212', reservationExpiresAt: '2026-11-26T09:00:00.000Z' },
    ]);
    const deal = json(await admin.get(`${API}/deals/f-2211`)).data;
    expect(deal).toMatchObject({
      state: 'NOT_SIGNED',
      amount: 41279,
      car: { oem: 'Volkswagen', model: 'ID.3 Pro' },
    });
    const contracts = json(await admin.get(`${API}/fleet/contracts?status=UNSIGNED`)).data;
    expect(
      contracts.filter((contract: { deal_id: string }) => contract.deal_id.startsWith('f-221')),
    ).toHaveLength(2);
    expect(json(await admin.get(`${API}/cart`)).data.items).toEqual([]);
    expect(await outboxTo(bff, 'admin@nordflotte.example')).toContain('contract_signing');
    const stock = await bff.db
      .selectFrom('catalogue_models')
      .select('stock')
      .where('id', '=', 'vw-id3')
      .executeTakeFirst();
    expect(stock?.stock).toBe(7);
  });

  it('completes a vehicle swap only for a subscription the user sees', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    await admin.post(`${API}/cart/items`, { headers: B2B, payload: newItem });
    const noSubscription = await admin.post(`${API}/cart/checkout`, {
      headers: B2B,
      payload: { mode: 'vehicle_swap' },
    });
    expect(noSubscription.statusCode).toBe(400);
    expect(json(noSubscription).error.fields).toEqual({
      'body.swapSubscriptionId': 'Bitte wählen Sie ein Abo aus',
    });
    const foreign = await admin.post(`${API}/cart/checkout`, {
      headers: B2B,
      payload: { mode: 'vehicle_swap', swapSubscriptionId: 'f-2201' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).error.fields).toEqual({ 'body.swapSubscriptionId': 'Bitte wählen Sie ein Abo aus' });
    const foreignLine = await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, quantity: 1, swapSubscriptionId: 'f-2201' },
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(json(foreignLine).error.fields).toEqual({
      'body.swapSubscriptionId': 'Bitte wählen Sie ein Abo aus',
    });
    await admin.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { ...newItem, quantity: 1, swapSubscriptionId: 'f-2001' },
    });
    const swapped = await admin.post(`${API}/cart/checkout`, {
      headers: B2B,
      payload: { mode: 'vehicle_swap', swapSubscriptionId: 'f-2001' },
    });
    expect(swapped.statusCode).toBe(201);
    const order = json(swapped).data.orders.at(-1);
    expect(json(await admin.get(`${API}/deals/${order.id}`)).data.subscribed_as).toBe('SWAP_SAME_DAY');
  });
});

describe('employee order requests', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it('shows admins and analysts every request of the company, drivers their own', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const all = json(await admin.get(`${API}/fleet/order-requests`)).data;
    expect(all.map((request: { status: string }) => request.status)).toEqual([
      'reserved',
      'submitted',
      'approved',
      'rejected',
    ]);
    expect(json(await admin.get(`${API}/fleet/order-requests?status=reserved`)).data[0]).toMatchObject({
      id: 'req-2001',
      employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
      model: 'Volkswagen ID.3 Pro',
      monthlyPrice: 41279,
      reservedUntil: '2026-11-24T08:00:00.000Z',
    });
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(json(await analyst.get(`${API}/fleet/order-requests`)).data).toHaveLength(4);
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect(json(await sued.get(`${API}/fleet/order-requests`)).data).toEqual([]);
  });

  it("rejects a request ('Anfrage ablehnen') and tells the employee by mail; a decided one cannot be again", async () => {
    const analyst = await bff.signIn('analyst@nordflotte.example');
    expect(
      (await analyst.post(`${API}/fleet/order-requests/req-2002/rejection`, { headers: B2B, payload: {} }))
        .statusCode,
    ).toBe(403);
    const admin = await bff.signIn('admin@nordflotte.example');
    const rejected = await admin.post(`${API}/fleet/order-requests/req-2002/rejection`, {
      headers: B2B,
      payload: { reason: 'Das Budget für Dienstwagen ist für dieses Jahr ausgeschöpft.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).data).toMatchObject({
      status: 'rejected',
      reservedUntil: null,
      rejectionReason: 'Das Budget für Dienstwagen ist für dieses Jahr ausgeschöpft.',
    });
    expect(await outboxTo(bff, 'fahrer@nordflotte.example')).toEqual(['order_request_decided']);
    const again = await admin.post(`${API}/fleet/order-requests/req-2002/approval`, { headers: B2B });
    expect(again.statusCode).toBe(409);
    expect(
      (await admin.post(`${API}/fleet/order-requests/req-2003/rejection`, { headers: B2B, payload: {} }))
        .statusCode,
    ).toBe(409);
  });

  it("approves a request: a reserved order assigned to the employee; another company's admin does not find it", async () => {
    const sued = await bff.signIn('admin@suedlogistik.example');
    expect(
      (await sued.post(`${API}/fleet/order-requests/req-2001/approval`, { headers: B2B })).statusCode,
    ).toBe(404);
    const driver = await bff.signIn('fahrer@nordflotte.example');
    expect(
      (await driver.post(`${API}/fleet/order-requests/req-2001/approval`, { headers: B2B })).statusCode,
    ).toBe(403);

    const admin = await bff.signIn('admin@nordflotte.example');
    const approved = await admin.post(`${API}/fleet/order-requests/req-2001/approval`, { headers: B2B });
    expect(approved.statusCode).toBe(200);
    const request = json(approved).data;
    expect(request).toMatchObject({ status: 'approved', reservedUntil: null, orderId: 'f-2211' });
    expect(json(await driver.get(`${API}/deals/f-2211`)).data).toMatchObject({ state: 'NOT_SIGNED' });
  });

  it("turns a driver's checkout into a request reserved for 3 days while the company lets drivers order", async () => {
    await sql`update fleet_company_settings set drivers_shop_access = true where company_id = 'co-nordflotte'`.execute(
      bff.db,
    );
    const driver = await bff.signIn('fahrer@nordflotte.example');
    const added = await driver.post(`${API}/cart/items`, {
      headers: B2B,
      payload: { modelId: 'skoda-enyaq', term: 24, kmPackage: 1500, protection: 'comfort' },
    });
    expect(added.statusCode).toBe(201);
    const checkedOut = await driver.post(`${API}/cart/checkout`, {
      headers: B2B,
      payload: { mode: 'order' },
    });
    expect(checkedOut.statusCode).toBe(201);
    expect(json(checkedOut).data).toMatchObject({
      orders: [],
      orderRequest: {
        employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
        model: 'Skoda Enyaq 85',
        monthlyPrice: 53400,
        status: 'reserved',
        reservedUntil: '2026-11-26T09:00:00.000Z',
      },
    });
    const own = json(await driver.get(`${API}/fleet/order-requests?status=reserved`)).data;
    expect(own.map((request: { model: string }) => request.model)).toEqual(['Skoda Enyaq 85']);
  });
});

describe('catalogue', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it('shows the 24 makes with their models and the filters to anyone', async () => {
    const { brands, filters } = json(await bff.anonymous.get(`${API}/catalogue`)).data;
    expect(brands).toHaveLength(24);
    expect(brands.find((brand: { id: string }) => brand.id === 'fiat').models).toContainEqual(
      expect.objectContaining({ id: 'fiat-500e', available: false }),
    );
    expect(filters).toMatchObject({
      fuels: ['Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid'],
      terms: [6, 9, 12, 18, 24],
      seats: [2, 4, 5, 7, 8, 9],
      doors: [2, 3, 4, 5],
      power: { min: 53, max: 390 },
      ev_range: { min: 303, max: 628 },
    });
  });

  it('pages 24 vehicles without a page size, up to 100 when asked, and refuses more', async () => {
    const first = json(await bff.anonymous.get(`${API}/catalogue/vehicles`));
    expect(first).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(first.data).toHaveLength(Math.min(DEFAULT_PAGE_SIZE, first.total));
    const largest = json(await bff.anonymous.get(`${API}/catalogue/vehicles?pageSize=${MAX_PAGE_SIZE}`));
    expect(largest.data).toHaveLength(Math.min(MAX_PAGE_SIZE, largest.total));
    const refused = await bff.anonymous.get(`${API}/catalogue/vehicles?pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json(refused).error.fields)).toContain('query.pageSize');
  });

  it('searches with the filters of the URL, sorted and paged', async () => {
    const page = json(
      await bff.anonymous.get(
        `${API}/catalogue/vehicles?fuels=Elektro&seats=5&sort=price_asc&page=2&pageSize=5`,
      ),
    );
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.data).toHaveLength(5);
    const prices = page.data.map((vehicle: { cheapest_price: number }) => vehicle.cheapest_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      page.data.every(
        (vehicle: { fuel: string; seats: number }) => vehicle.fuel === 'Elektro' && vehicle.seats === 5,
      ),
    ).toBe(true);
    const search = json(await bff.anonymous.get(`${API}/catalogue/vehicles?search=megane`)).data;
    expect(search.map((vehicle: { id: string }) => vehicle.id)).toEqual(['renault-megane-e-tech']);
  });

  it('refuses contradicting bounds and swap selection for a subscription the user does not see', async () => {
    const refused = await bff.anonymous.get(`${API}/catalogue/vehicles?price_min=90000&price_max=10000`);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error.fields).toHaveProperty(['query.price_min']);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get(`${API}/catalogue/vehicles?swap_subscription_id=f-2201`)).statusCode).toBe(404);
    const swap = json(
      await admin.get(`${API}/catalogue/vehicles?swap_subscription_id=f-2001&pageSize=100`),
    ).data;
    expect(swap.every((vehicle: { available: boolean }) => vehicle.available)).toBe(true);
  });

  it('shows a model with every term, the unavailable ones without price, and its emissions label', async () => {
    const details = json(await bff.anonymous.get(`${API}/catalogue/models/bmw-i4`)).data;
    expect(details.prices).toEqual([
      { term: 6, available: false, monthly_price: null, downpayment_price: null },
      { term: 9, available: false, monthly_price: null, downpayment_price: null },
      { term: 12, available: true, monthly_price: 64900, downpayment_price: 58900 },
      { term: 18, available: true, monthly_price: 63400, downpayment_price: 57400 },
      { term: 24, available: true, monthly_price: 61900, downpayment_price: 55900 },
    ]);
    expect(details.emissions).toEqual({ label: 'A', co2_g_per_km: 0, consumption: '16,1 kWh/100 km' });
    expect((await bff.anonymous.get(`${API}/catalogue/models/no-such-model`)).statusCode).toBe(404);
  });
});

describe('provider states of the contract examples', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  });
  afterAll(async () => bff.close());

  it("make the checkout example true for the plain 'admin is signed in' state, and the rejected request conflict", async () => {
    for (const setUp of Object.values(BUSINESS_PROVIDER_STATES)) await setUp(bff.db);
    const admin = await bff.signIn('admin@nordflotte.example');
    const ordered = await admin.post(`${API}/cart/checkout`, { headers: B2B, payload: { mode: 'order' } });
    expect(ordered.statusCode).toBe(201);
    expect(json(ordered).data.orders).toHaveLength(2);
    const again = await admin.post(`${API}/fleet/order-requests/req-2001/approval`, { headers: B2B });
    expect(again.statusCode).toBe(409);
  });
});
