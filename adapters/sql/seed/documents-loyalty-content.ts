import type { Kysely } from 'kysely';
import { parseFormDefinition } from '../../../core/content/form-engine.ts';
import { readableModules } from '../../../core/content/use-cases.ts';
import type {
  CustomerDocument,
  DocumentType,
  Invoice,
  InvoiceStatus,
} from '../../../core/documents/types.ts';
import type { LedgerReason } from '../../../core/loyalty/ports.ts';
import {
  ELECTRIC_SUBSCRIPTION_POINTS,
  pointsForPayment,
  voucherValidUntil,
} from '../../../core/loyalty/rules.ts';
import { REFERRAL_POINTS } from '../../../core/referral/rules.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import { cents } from '../../../core/shared/money.ts';
import { sqlContentStore } from '../content-store.ts';
import { sqlCustomerDocuments, sqlInvoices } from '../documents-repositories.ts';
import type { Database } from '../schema.ts';
import { CONTENT_FORMS } from './content/forms.ts';
import {
  BENEFIT_TEXTS,
  BENEFIT_TEXTS_EN_US,
  LEVEL_TEXTS,
  LEVEL_TEXTS_EN_US,
} from './content/loyalty-texts.ts';
import { CONTENT_PAGES } from './content/pages.ts';

/**
 * Invoices of every status and documents of every type for Kim Kunde, loyalty members at every
 * level (Kim with 5,200 points, Gold, enough for one voucher), referrals, and the content system's
 * pages, forms and loyalty texts.
 */

/** Members at the higher levels, so every level can be seen signed in (password as every demo user). */
export const LOYALTY_DEMO_USERS = [
  { id: 'u-platin', email: 'platin@demo.example', firstName: 'Paula', lastName: 'Platin', points: 12_400 },
  { id: 'u-black', email: 'black@demo.example', firstName: 'Bruno', lastName: 'Black', points: 52_000 },
] as const;

type Day = (offset: number) => string;

const kundeInvoices = (day: Day): Invoice[] => {
  const invoice = (
    n: number,
    dealId: string | null,
    dateOffset: number,
    amount: number,
    status: InvoiceStatus,
    paymentMethod: Invoice['paymentMethod'],
    refunded: number | null = null,
  ): Invoice => {
    const date = day(dateOffset);
    return {
      id: `inv-${n}`,
      ownerUserId: 'u-kunde',
      dealId,
      invoiceNumber: `RE-${date.slice(0, 4)}-${n}`,
      date,
      dueDate: day(dateOffset + 14),
      amount: cents(amount),
      refundedAmount: refunded === null ? null : cents(refunded),
      status,
      paymentMethod,
      storageKey: null,
    };
  };
  return [
    // d-1001: the monthly rates, in every state a rate can be in.
    invoice(1001, 'd-1001', -22, 54_900, 'paid', 'sepa_debit'),
    invoice(1002, 'd-1001', -52, 54_900, 'paid', 'sepa_debit'),
    invoice(1003, 'd-1001', -82, 54_900, 'failed', 'sepa_debit'),
    invoice(1004, 'd-1001', -1, 54_900, 'open', 'sepa_debit'),
    invoice(1005, 'd-1001', -112, 54_900, 'overdue', 'BANK_TRANSFER'),
    invoice(1006, 'd-1001', -142, 54_900, 'cancelled', 'sepa_debit'),
    invoice(1007, 'd-1001', -3, 9_900, 'pending', 'card'),
    // d-1006 and the ended d-1004: refunds.
    invoice(1008, 'd-1006', -22, 61_900, 'paid', 'card'),
    invoice(1009, 'd-1006', -200, 61_900, 'refunded', 'paypal', 61_900),
    invoice(1010, 'd-1004', -180, 42_900, 'partially_refunded', 'sepa_debit', 12_900),
  ];
};

const kundeDocuments = (day: Day): CustomerDocument[] => {
  const document = (n: number, dealId: string, type: DocumentType, title: string, offset: number) => ({
    id: `doc-${n}`,
    ownerUserId: 'u-kunde',
    dealId,
    type,
    title,
    createdAt: day(offset),
    storageKey: null,
  });
  return [
    document(1001, 'd-1001', 'subscription_confirmation', 'Abo-Bestätigung', -330),
    document(1002, 'd-1001', 'car_configuration', 'Fahrzeugkonfiguration', -330),
    document(1003, 'd-1001', 'holder_agreement', 'Haltervereinbarung', -329),
    document(1004, 'd-1001', 'handover_protocol', 'Übergabeprotokoll', -316),
    document(1005, 'd-1004', 'car_appraisal_report', 'Fahrzeuggutachten', -205),
    document(1006, 'd-1004', 'return_protocol', 'Rückgabeprotokoll', -200),
    document(1007, 'd-1004', 'final_invoice', 'Schlussrechnung', -175),
    document(1008, 'd-1004', 'warranty_damages', 'Gewährleistungsschäden', -175),
    document(1009, 'd-1002', 'subscription_confirmation', 'Abo-Bestätigung', -20),
    // The repair orders of d-1001's incidents (seed/subscription-services.ts links each as its PDF):
    // damage documents of the car, so of the type the specification keeps for damages (§3).
    document(1010, 'd-1001', 'warranty_damages', 'Reparaturauftrag', -4),
    document(1011, 'd-1001', 'warranty_damages', 'Reparaturauftrag', -110),
    document(1012, 'd-1001', 'warranty_damages', 'Reparaturauftrag', -195),
    document(1013, 'd-1001', 'warranty_damages', 'Reparaturauftrag', -30),
    document(1014, 'd-1001', 'warranty_damages', 'Reparaturauftrag', -48),
  ];
};

type LedgerRow = {
  id: string;
  user_id: string;
  booked_on: string;
  points: number;
  reason: LedgerReason;
  deal_id: string | null;
  voucher_code: string | null;
};

/**
 * Kim's 5,200 points: the electric bonus, one referred friend, and the monthly rates of d-1001
 * (the first one pro rata), each worth its whole euros (core pointsForPayment).
 */
const kundeLedger = (day: Day): LedgerRow[] => {
  const entry = (id: string, offset: number, points: number, reason: LedgerReason): LedgerRow => ({
    id,
    user_id: 'u-kunde',
    booked_on: day(offset),
    points,
    reason,
    deal_id: 'd-1001',
    voucher_code: null,
  });
  const payments = [40_635, 54_900, 54_900, 54_900, 54_900, 54_900, 54_900];
  return [
    entry('lp-1000', -330, ELECTRIC_SUBSCRIPTION_POINTS, 'electric_subscription_booked'),
    ...payments.map((amount, index) =>
      entry(`lp-${1001 + index}`, -188 + 30 * index, pointsForPayment(cents(amount)), 'monthly_fee_paid'),
    ),
    entry('lp-1010', -100, REFERRAL_POINTS, 'friend_referred'),
  ];
};

export const seedDocumentsLoyaltyContent = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day: Day = (offset) => toIsoDate(berlinDayOfInstant(now) + offset);

  const invoices = sqlInvoices(db);
  for (const invoice of kundeInvoices(day)) await invoices.save(invoice);
  const documents = sqlCustomerDocuments(db);
  for (const document of kundeDocuments(day)) await documents.save(document);

  // Loyalty members: Kim (Gold) and two more at Platinum and Black.
  const kunde = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 'u-kunde')
    .executeTakeFirst();
  for (const member of LOYALTY_DEMO_USERS)
    await db
      .insertInto('users')
      .values({
        id: member.id,
        email: member.email,
        password_hash: kunde?.password_hash ?? null,
        kind: 'consumer',
        first_name: member.firstName,
        last_name: member.lastName,
        company_id: null,
        role: null,
        contact_id: null,
        email_verified_at: '2025-01-01T00:00:00Z',
      })
      .execute();

  const ledger = kundeLedger(day);
  const kundePoints = ledger.reduce((sum, row) => sum + row.points, 0);
  await db
    .insertInto('loyalty_accounts')
    .values([
      { user_id: 'u-kunde', member_since: day(-330), points: kundePoints },
      ...LOYALTY_DEMO_USERS.map((member) => ({
        user_id: member.id,
        member_since: day(-900),
        points: member.points,
      })),
    ])
    .execute();
  const platinVoucher = { code: 'TREUE-4K-PLAT0001', issuedOn: day(-60) };
  const expiredVoucher = { code: 'TREUE-4K-PLAT0000', issuedOn: day(-420) };
  await db
    .insertInto('loyalty_ledger')
    .values([
      ...ledger,
      ...LOYALTY_DEMO_USERS.map((member) => ({
        id: `lp-${member.id}-fees`,
        user_id: member.id,
        booked_on: day(-30),
        points: member.points + (member.id === 'u-platin' ? 8_000 : 0),
        reason: 'monthly_fee_paid' as const,
        deal_id: null,
        voucher_code: null,
      })),
      ...[platinVoucher, expiredVoucher].map((voucher) => ({
        id: `lp-${voucher.code}`,
        user_id: 'u-platin',
        booked_on: voucher.issuedOn,
        points: -4_000,
        reason: 'voucher_redeemed' as const,
        deal_id: null,
        voucher_code: voucher.code,
      })),
    ])
    .execute();
  await db
    .insertInto('loyalty_vouchers')
    .values(
      [platinVoucher, expiredVoucher].map((voucher) => ({
        code: voucher.code,
        user_id: 'u-platin',
        points: 4_000,
        issued_on: voucher.issuedOn,
        valid_until: voucherValidUntil(voucher.issuedOn),
        used_on: null,
        used_for_deal_id: null,
      })),
    )
    .execute();

  // Referral: Kim's invite link, one friend who subscribed (the 1,000 points above), one invited.
  await db.insertInto('referral_links').values({ user_id: 'u-kunde', slug: 'kim-k-4821' }).execute();
  await db
    .insertInto('referrals')
    .values([
      {
        id: 'ref-1001',
        referrer_user_id: 'u-kunde',
        friend_email: 'freundin@demo.example',
        friend_first_name: 'Frieda',
        status: 'subscribed',
        invited_on: day(-130),
        subscribed_on: day(-100),
      },
      {
        id: 'ref-1002',
        referrer_user_id: 'u-kunde',
        friend_email: 'freund@demo.example',
        friend_first_name: 'Felix',
        status: 'invited',
        invited_on: day(-10),
        subscribed_on: null,
      },
    ])
    .execute();

  await seedContent(db);
};

/** The content system's definitions; a definition core cannot read stops the seed (a bug in it). */
export const seedContent = async (db: Kysely<Database>): Promise<void> => {
  const store = sqlContentStore(db);
  for (const page of CONTENT_PAGES) {
    const { problems } = readableModules(page);
    if (problems.length > 0) throw new Error(`content page ${page.slug}: ${JSON.stringify(problems)}`);
    await store.savePage(page);
  }
  for (const form of CONTENT_FORMS) {
    const parsed = parseFormDefinition(form);
    if (parsed.isErr()) throw new Error(`form ${form.id}: ${JSON.stringify(parsed.error)}`);
    await store.saveForm(form);
  }
  const texts = [
    { locale: 'de-DE', levels: LEVEL_TEXTS, benefits: BENEFIT_TEXTS },
    { locale: 'en-US', levels: LEVEL_TEXTS_EN_US, benefits: BENEFIT_TEXTS_EN_US },
  ];
  await db
    .insertInto('loyalty_level_texts')
    .values(
      texts.flatMap(({ locale, levels }) =>
        levels.map((level) => ({
          level_id: level.levelId,
          locale,
          title: level.title,
          subtitle: level.subtitle,
          icon: level.icon,
          more_label: level.moreLabel,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('loyalty_benefit_texts')
    .values(
      texts.flatMap(({ locale, benefits }) =>
        benefits.map((benefit, position) => ({
          benefit_id: benefit.benefitId,
          locale,
          position,
          icons: JSON.stringify(benefit.icons),
          display_title: benefit.displayTitle,
          display_subtitle: benefit.displaySubtitle,
          promo_title: benefit.promoTitle,
          modal_title: benefit.modalTitle,
          modal_description: benefit.modalDescription,
          modal_cta: benefit.modalCta,
        })),
      ),
    )
    .execute();
};

/** The monthly rates left out of Kim's ledger in the plain signed-in provider state. */
const RATES_NOT_YET_BOOKED = 3;

/**
 * Provider states of the loyalty examples that the demo data cannot hold at once: Kim has 5,200
 * points in the demo (the state "… with 5,200 loyalty points", a voucher to redeem), while simply
 * signed in the contract shows her at Gold without a voucher yet (3,120 points there; the 409 of
 * redeemLoyaltyVoucher). For that state her three latest monthly rates are not booked yet: 3,553
 * points, the ledger still summing to the balance. Answers false for a state that is not loyalty's.
 */
export const applyLoyaltyProviderState = async (db: Kysely<Database>, state: string): Promise<boolean> => {
  if (state !== 'customer kunde@demo.example is signed in') return false;
  const latestRates = await db
    .selectFrom('loyalty_ledger')
    .select('id')
    .where('user_id', '=', 'u-kunde')
    .where('reason', '=', 'monthly_fee_paid')
    .orderBy('booked_on', 'desc')
    .limit(RATES_NOT_YET_BOOKED)
    .execute();
  if (latestRates.length > 0)
    await db
      .deleteFrom('loyalty_ledger')
      .where(
        'id',
        'in',
        latestRates.map((rate) => rate.id),
      )
      .execute();
  const { points } = await db
    .selectFrom('loyalty_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
    .where('user_id', '=', 'u-kunde')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('loyalty_accounts')
    .set({ points: Number(points) })
    .where('user_id', '=', 'u-kunde')
    .execute();
  return true;
};
