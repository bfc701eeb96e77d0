/**
 * Invoices, documents and invite links over SQL: bound to their owner, filtered by deal, newest
 * first; on PGlite always and on PostgreSQL when PORTAL_TEST_DATABASE_URL is set.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCustomerDocuments, sqlInvoices } from '../../adapters/sql/documents-repositories.ts';
import { sqlReferralLinks } from '../../adapters/sql/referral-links.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import type { CustomerDocument, Invoice } from '../../core/documents/types.ts';
import { cents } from '../../core/shared/money.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';

const anInvoice = (id: string, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  ownerUserId: 'u-kunde',
  dealId: null,
  invoiceNumber: `RE-${id}`,
  date: '2026-11-01',
  dueDate: null,
  amount: cents(54_900),
  refundedAmount: null,
  status: 'paid',
  paymentMethod: null,
  storageKey: null,
  ...overrides,
});

const aDocument = (id: string, overrides: Partial<CustomerDocument> = {}): CustomerDocument => ({
  id,
  ownerUserId: 'u-kunde',
  dealId: null,
  type: 'handover_protocol',
  title: 'Übergabeprotokoll',
  createdAt: '2026-11-01',
  storageKey: null,
  ...overrides,
});

const suite = (name: string, fresh: () => Promise<Kysely<Database>>) =>
  describe(`invoice, document and invite link repositories: ${name}`, () => {
    let db: Kysely<Database>;
    beforeAll(async () => {
      db = await fresh();
      for (const id of ['u-kunde', 'u-neu'])
        await db
          .insertInto('users')
          .values({
            id,
            email: `${id}@demo.example`,
            password_hash: null,
            kind: 'consumer',
            company_id: null,
            role: null,
            contact_id: null,
            email_verified_at: null,
          })
          .execute();
      await db
        .insertInto('deals')
        .values(
          ['d-1', 'd-2'].map((id) => ({
            id,
            owner_user_id: 'u-kunde',
            company_id: null,
            contact_id: null,
            state: 'ACTIVE',
            data: '{}',
          })),
        )
        .execute();
    });
    afterAll(() => db.destroy());

    it('keep invoices with every field, list the owner’s newest first and filter by deal', async () => {
      const invoices = sqlInvoices(db);
      const refund = anInvoice('i-2', {
        dealId: 'd-1',
        date: '2026-10-01',
        dueDate: '2026-10-15',
        status: 'partially_refunded',
        refundedAmount: cents(10_000),
        paymentMethod: 'paypal',
        storageKey: 'invoices/i-2.pdf',
      });
      await invoices.save(anInvoice('i-1', { dealId: 'd-2', date: '2026-11-01' }));
      await invoices.save(refund);
      await invoices.save(anInvoice('i-3', { ownerUserId: 'u-neu' }));
      expect((await invoices.listOf('u-kunde')).map((invoice) => invoice.id)).toEqual(['i-1', 'i-2']);
      expect(await invoices.listOf('u-kunde', { dealId: 'd-1' })).toEqual([refund]);
      expect(await invoices.findOf('u-kunde', 'i-2')).toEqual(refund);
      expect(await invoices.findOf('u-kunde', 'i-3')).toBeUndefined();
    });

    it('refuse a refunded amount on an invoice that is no refund, and a partial refund of the whole', async () => {
      const invoices = sqlInvoices(db);
      await expect(invoices.save(anInvoice('i-9', { refundedAmount: cents(100) }))).rejects.toThrow();
      await expect(
        invoices.save(anInvoice('i-10', { status: 'partially_refunded', refundedAmount: cents(54_900) })),
      ).rejects.toThrow();
    });

    it('keep documents, list the owner’s newest first and filter by deal', async () => {
      const documents = sqlCustomerDocuments(db);
      await documents.save(aDocument('doc-1', { dealId: 'd-1', createdAt: '2026-01-01' }));
      await documents.save(
        aDocument('doc-2', { dealId: 'd-2', createdAt: '2026-06-01', type: 'return_protocol' }),
      );
      await documents.save(aDocument('doc-3', { ownerUserId: 'u-neu' }));
      expect((await documents.listOf('u-kunde')).map((document) => document.id)).toEqual(['doc-2', 'doc-1']);
      expect((await documents.listOf('u-kunde', { dealId: 'd-1' })).map((document) => document.id)).toEqual([
        'doc-1',
      ]);
      expect(await documents.findOf('u-kunde', 'doc-3')).toBeUndefined();
      expect((await documents.findOf('u-kunde', 'doc-2'))?.type).toBe('return_protocol');
    });

    it('keep one invite link per customer and no slug twice', async () => {
      const links = sqlReferralLinks(db);
      expect(await links.claim('u-kunde', 'kim-k-4821')).toBe('kim-k-4821');
      expect(await links.claim('u-kunde', 'kim-k-1111')).toBe('kim-k-4821');
      expect(await links.claim('u-neu', 'kim-k-4821')).toBeUndefined();
      expect(await links.slugOf('u-neu')).toBeUndefined();
    });
  });

suite('PGlite', freshPGlite);
if (POSTGRES_URL) suite('PostgreSQL', freshPostgres);
