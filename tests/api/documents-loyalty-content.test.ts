import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOutbox } from '../../adapters/sql/outbox.ts';
import {
  DOCUMENT_TYPES as WIRE_DOCUMENT_TYPES,
  INVOICE_STATUSES as WIRE_INVOICE_STATUSES,
} from '../../contracts/routes/documents.ts';
import { LOYALTY_LEDGER_REASONS } from '../../contracts/routes/loyalty.ts';
import { DOCUMENT_TYPES, INVOICE_STATUSES } from '../../core/documents/types.ts';
import { LEDGER_REASONS } from '../../core/loyalty/ports.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
beforeAll(async () => {
  bff = await demoBff();
});
afterAll(() => bff.close());

const anotherCustomersInvoiceAndDocument = async () => {
  await bff.db
    .insertInto('invoices')
    .values({
      id: 'inv-neu-1',
      owner_user_id: 'u-neu',
      deal_id: null,
      invoice_number: 'RE-2026-9001',
      invoice_date: '2026-11-01',
      due_date: null,
      amount_cents: 1000,
      refunded_cents: null,
      status: 'paid',
      payment_method: 'card',
      storage_key: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await bff.db
    .insertInto('customer_documents')
    .values({
      id: 'doc-neu-1',
      owner_user_id: 'u-neu',
      deal_id: null,
      type: 'holder_agreement',
      title: 'Haltervereinbarung',
      created_on: '2026-11-01',
      storage_key: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
};

describe('the lists of core and of the wire', () => {
  it('agree on invoice statuses, document types and ledger reasons', () => {
    expect(INVOICE_STATUSES).toEqual(WIRE_INVOICE_STATUSES);
    expect(DOCUMENT_TYPES).toEqual(WIRE_DOCUMENT_TYPES);
    expect(LEDGER_REASONS).toEqual(LOYALTY_LEDGER_REASONS);
  });
});

describe('invoices', () => {
  it('lists the customer’s invoices of every status, newest first, with all fields', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/invoices');
    expect(response.statusCode).toBe(200);
    const invoices = response.json().data as { id: string; date: string; status: string }[];
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(
      new Set([
        'paid',
        'failed',
        'pending',
        'refunded',
        'partially_refunded',
        'open',
        'overdue',
        'cancelled',
      ]),
    );
    const dates = invoices.map((invoice) => invoice.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(invoices.find((invoice) => invoice.id === 'inv-1010')).toMatchObject({
      status: 'partially_refunded',
      amount: 42_900,
      refunded_amount: 12_900,
    });
  });

  it('lists only one deal’s invoices when asked, each with every field of the example', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const invoices = (await kunde.get('/portal/api/bff/invoices?dealId=d-1001')).json().data as Record<
      string,
      unknown
    >[];
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.deal_id).toBe('d-1001');
      expect(Object.keys(invoice).sort()).toEqual(
        [
          'amount',
          'date',
          'deal_id',
          'due_date',
          'id',
          'invoice_number',
          'payment_method',
          'refunded_amount',
          'status',
        ].sort(),
      );
    }
    expect(invoices.map((invoice) => invoice.id)).toContain('inv-1001');
  });

  it('downloads the customer’s own invoice as a PDF', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/invoices/inv-1001/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('Rechnung-RE-');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for another customer’s invoice and for one that does not exist', async () => {
    await anotherCustomersInvoiceAndDocument();
    const kunde = await bff.signIn('kunde@demo.example');
    const foreign = await kunde.get('/portal/api/bff/invoices/inv-neu-1/pdf');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await kunde.get('/portal/api/bff/invoices/inv-9999/pdf')).statusCode).toBe(404);
    const list = (await kunde.get('/portal/api/bff/invoices')).json().data as { id: string }[];
    expect(list.map((invoice) => invoice.id)).not.toContain('inv-neu-1');
  });

  it('answers 401 without a session and 403 to business users', async () => {
    expect((await bff.anonymous.get('/portal/api/bff/invoices')).statusCode).toBe(401);
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.get('/portal/api/bff/invoices')).statusCode).toBe(403);
  });

  it('answers download_failed when the stored PDF of an invoice is missing', async () => {
    await bff.db
      .updateTable('invoices')
      .set({ storage_key: 'invoices/missing.pdf' })
      .where('id', '=', 'inv-1002')
      .execute();
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/invoices/inv-1002/pdf');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('download_failed');
    await bff.files.put('invoices/missing.pdf', new TextEncoder().encode('%PDF-1.7 stored'));
    const stored = await kunde.get('/portal/api/bff/invoices/inv-1002/pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toBe('%PDF-1.7 stored');
  });
});

describe('documents', () => {
  it('lists the customer’s documents of every type', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const documents = (await kunde.get('/portal/api/bff/documents')).json().data as { type: string }[];
    expect(new Set(documents.map((document) => document.type)).size).toBe(8);
    const ofDeal = (await kunde.get('/portal/api/bff/documents?dealId=d-1001')).json().data as {
      id: string;
      deal_id: string;
    }[];
    expect(ofDeal.every((document) => document.deal_id === 'd-1001')).toBe(true);
    expect(ofDeal.map((document) => document.id)).toContain('doc-1001');
  });

  it('downloads the customer’s own document and answers 404 for another customer’s', async () => {
    await anotherCustomersInvoiceAndDocument();
    const kunde = await bff.signIn('kunde@demo.example');
    const own = await kunde.get('/portal/api/bff/documents/doc-1001/pdf');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect((await kunde.get('/portal/api/bff/documents/doc-neu-1/pdf')).statusCode).toBe(404);
    expect((await kunde.get('/portal/api/bff/documents/doc-9999/pdf')).statusCode).toBe(404);
  });
});

describe('loyalty', () => {
  it('shows Kim’s 5,200 points at Gold, with what is missing to Platinum', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/loyalty');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      points: 5_200,
      level: 'gold',
      next_level: 'platinum',
      points_to_next_level: 4_800,
      voucher_redeemable: true,
      free_kilometres: 250,
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('shows the other levels for their members, and Silver with 0 points for a new customer', async () => {
    const platin = await bff.signIn('platin@demo.example');
    expect((await platin.get('/portal/api/bff/loyalty')).json().data).toMatchObject({
      level: 'platinum',
      free_kilometres: 500,
    });
    const black = await bff.signIn('black@demo.example');
    expect((await black.get('/portal/api/bff/loyalty')).json().data).toMatchObject({
      level: 'black',
      next_level: null,
      points_to_next_level: null,
    });
    const neu = await bff.signIn('neu@demo.example');
    expect((await neu.get('/portal/api/bff/loyalty')).json().data).toMatchObject({
      points: 0,
      level: 'silver',
      voucher_redeemable: false,
    });
  });

  it('serves the four levels and the benefits with their German texts to anyone', async () => {
    const response = await bff.anonymous.get('/portal/api/bff/loyalty/levels?locale=de-DE');
    expect(response.statusCode).toBe(200);
    const { levels, benefits } = response.json().data;
    expect(levels.map((level: { id: string }) => level.id)).toEqual(['silver', 'gold', 'platinum', 'black']);
    expect(levels[1]).toMatchObject({ number: 2, minimum_points: 2_500, subtitle: 'ab 2.500 Punkten' });
    expect(benefits).toHaveLength(11);
    expect(
      benefits.find((benefit: { id: string }) => benefit.id === 'free_delivery_every_subscription'),
    ).toMatchObject({
      minimum_level: 4,
      display_subtitle: 'für jedes neue Abo – du sparst 249 €',
    });
    const english = (await bff.anonymous.get('/portal/api/bff/loyalty/levels?locale=en-US')).json().data;
    expect(english.levels[1]).toMatchObject({ title: 'Gold', subtitle: 'from 2,500 points' });
    // No en-DE texts: the German ones are served.
    const enDe = (await bff.anonymous.get('/portal/api/bff/loyalty/levels?locale=en-DE')).json().data;
    expect(enDe.levels[1].subtitle).toBe('ab 2.500 Punkten');
  });

  it('lists the ledger newest first, summing to the balance', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const entries = (await kunde.get('/portal/api/bff/loyalty/points')).json().data as {
      date: string;
      points: number;
      reason: string;
      deal_id: string;
    }[];
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(5_200);
    expect(new Set(entries.map((entry) => entry.reason))).toEqual(
      new Set(['monthly_fee_paid', 'electric_subscription_booked', 'friend_referred']),
    );
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('voucher redemption', () => {
  it('redeems 4,000 points once, mails the voucher, and refuses the next without changing anything', async () => {
    const own = await demoBff();
    try {
      const kunde = await own.signIn('kunde@demo.example');
      const first = await kunde.post('/portal/api/bff/loyalty/vouchers');
      expect(first.statusCode).toBe(201);
      expect(first.json().data).toMatchObject({ points: 4_000, valid_until: '2027-11-22' });
      expect(first.json().data.code).toMatch(/^TREUE-4K-[0-9A-F]{8}$/);
      const mails = await sqlOutbox(own.db).list({ to: 'kunde@demo.example' });
      expect(mails[0]?.text).toContain(first.json().data.code);

      const second = await kunde.post('/portal/api/bff/loyalty/vouchers');
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe('voucher_not_redeemable');
      const status = (await kunde.get('/portal/api/bff/loyalty')).json().data;
      expect(status).toMatchObject({ points: 1_200, voucher_redeemable: false, level: 'silver' });
      const ledger = (await kunde.get('/portal/api/bff/loyalty/points')).json().data;
      expect(ledger[0]).toMatchObject({ points: -4_000, reason: 'voucher_redeemed' });
      expect(await sqlOutbox(own.db).list({ to: 'kunde@demo.example' })).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('lets only one of two redemptions at once through when the points suffice for one', async () => {
    const own = await demoBff();
    try {
      const kunde = await own.signIn('kunde@demo.example');
      const answers = await Promise.all([
        kunde.post('/portal/api/bff/loyalty/vouchers'),
        kunde.post('/portal/api/bff/loyalty/vouchers'),
        kunde.post('/portal/api/bff/loyalty/vouchers'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      const account = await own.db
        .selectFrom('loyalty_accounts')
        .select('points')
        .where('user_id', '=', 'u-kunde')
        .executeTakeFirst();
      expect(account?.points).toBe(1_200);
    } finally {
      await own.close();
    }
  });

  it('refuses a customer below 4,000 points and a business user', async () => {
    const neu = await bff.signIn('neu@demo.example');
    const refused = await neu.post('/portal/api/bff/loyalty/vouchers');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('4.000 Punkte');
    const admin = await bff.signIn('admin@nordflotte.example');
    expect((await admin.post('/portal/api/bff/loyalty/vouchers')).statusCode).toBe(403);
  });
});

describe('referral link', () => {
  it('answers the customer’s own invite link, the same every time', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/referral_link/kunde@demo.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ link: 'http://localhost:3000/einladen/kim-k-4821' });
  });

  it("makes a link for a customer who has none yet on the customer's request, and only then", async () => {
    const neu = await bff.signIn('neu@demo.example');
    // Reading makes nothing: the link is made by the customer's own POST.
    expect((await neu.get('/portal/api/bff/referral_link/neu@demo.example')).json().link).toBe('');
    const first = (await neu.post('/portal/api/bff/referral_link/NEU@demo.example')).json().link;
    expect(first).toMatch(/^http:\/\/localhost:3000\/einladen\/nina-n-\d{4}$/);
    expect((await neu.post('/portal/api/bff/referral_link/neu@demo.example')).json().link).toBe(first);
    expect((await neu.get('/portal/api/bff/referral_link/neu@demo.example')).json().link).toBe(first);
  });

  it('answers 403 for someone else’s e-mail address', async () => {
    const kunde = await bff.signIn('kunde@demo.example');
    const response = await kunde.get('/portal/api/bff/referral_link/someone-else@demo.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});

describe('content', () => {
  it('serves the car details page with its modules, without editing links for visitors', async () => {
    const response = await bff.anonymous.get('/portal/api/bff/content/pages/car-details?locale=de-DE');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ slug: 'car-details', locale: 'de-DE', title: 'Fahrzeugdetails' });
    const types = page.modules.map((module: { type: string }) => module.type);
    for (const type of [
      'vehicle-details',
      'order-status',
      'services',
      'damage-reports',
      'documents',
      'category-subscription-info',
      'return-info',
      'return-status',
      'invoices',
      'buy-car',
      'deductibles',
      'insurance-type',
    ])
      expect(types).toContain(type);
    for (const module of page.modules) {
      expect(typeof module.props.showFooterActions).toBe('boolean');
      expect(module.editUrl).toBeUndefined();
    }
  });

  it('gives editors an editing link on every module', async () => {
    const editor = await bff.signIn('redaktion@demo.example');
    const page = (await editor.get('/portal/api/bff/content/pages/car-details')).json().data;
    expect(page.modules[0].editUrl).toBe('http://localhost:3000/redaktion/seiten/car-details/de-DE#m-1');
    const kunde = await bff.signIn('kunde@demo.example');
    const forCustomer = (await kunde.get('/portal/api/bff/content/pages/car-details')).json().data;
    expect(forCustomer.modules[0].editUrl).toBeUndefined();
  });

  it('serves a page in German where the locale has none, and 404 for an unknown page', async () => {
    const english = await bff.anonymous.get('/portal/api/bff/content/pages/car-details?locale=en-US');
    expect(english.json().data.locale).toBe('de-DE');
    const missing = await bff.anonymous.get('/portal/api/bff/content/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('serves the cancellation form with its steps, validation and endpoint', async () => {
    const response = await bff.anonymous.get('/portal/api/bff/content/forms/cancelation?locale=de-DE');
    expect(response.statusCode).toBe(200);
    const form = response.json().data;
    expect(form.steps.map((step: { id: string }) => step.id)).toEqual([
      'select_subscription',
      'fee',
      'losses',
      'reason',
      'alternatives',
      'documents',
      'date',
      'more_info',
    ]);
    const reason = form.steps[3];
    expect(reason.title).toBe('Warum möchtest du kündigen?');
    expect(reason.fields[0]).toMatchObject({
      name: 'cancelation_reason_code',
      kind: 'select',
      validation: { required: true },
    });
    const documents = form.steps[5];
    expect(documents.fields[0].validation).toMatchObject({
      maxSize: { value: 10_485_760, message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
      allowedExtensions: { value: ['jpg', 'jpeg', 'png', 'pdf', 'heic'] },
    });
    expect(form.steps[7].endpoint).toMatchObject({
      path: '/portal/api/bff/deals/{subscription_id}/cancellation',
      method: 'POST',
    });
    for (const step of form.steps) {
      expect(step.title).toEqual(expect.any(String));
      for (const field of step.fields) expect(typeof field.validation.required).toBe('boolean');
    }
  });

  it('answers 404 for an unknown form', async () => {
    const response = await bff.anonymous.get('/portal/api/bff/content/forms/no-such-form');
    expect(response.statusCode).toBe(404);
  });
});
