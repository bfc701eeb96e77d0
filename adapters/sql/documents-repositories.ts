import { type Kysely, sql } from 'kysely';
import type { DocumentRepository, InvoiceRepository } from '../../core/documents/ports.ts';
import type {
  CustomerDocument,
  CustomerPaymentMethod,
  DocumentType,
  Invoice,
  InvoiceStatus,
} from '../../core/documents/types.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';

/** A customer's invoices and documents; every query is bound to the owner. */

const invoiceColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('invoices')
    .select([
      'id',
      'owner_user_id',
      'deal_id',
      'invoice_number',
      sql<string>`invoice_date::text`.as('invoice_date'),
      sql<string | null>`due_date::text`.as('due_date'),
      'amount_cents',
      'refunded_cents',
      'status',
      'payment_method',
      'storage_key',
    ]);

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceColumns>['executeTakeFirstOrThrow']>>;

const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  dealId: row.deal_id,
  invoiceNumber: row.invoice_number,
  date: row.invoice_date,
  dueDate: row.due_date,
  amount: cents(row.amount_cents),
  refundedAmount: row.refunded_cents === null ? null : cents(row.refunded_cents),
  status: row.status as InvoiceStatus,
  paymentMethod: row.payment_method as CustomerPaymentMethod | null,
  storageKey: row.storage_key,
});

export const sqlInvoices = (
  db: Kysely<Database>,
): InvoiceRepository & {
  readonly save: (invoice: Invoice) => Promise<void>;
} => ({
  listOf: async (ownerUserId, filter = {}) => {
    let query = invoiceColumns(db).where('owner_user_id', '=', ownerUserId);
    if (filter.dealId !== undefined) query = query.where('deal_id', '=', filter.dealId);
    const rows = await query
      .orderBy('invoices.invoice_date', 'desc')
      .orderBy('invoice_number', 'desc')
      .execute();
    return rows.map(toInvoice);
  },
  findOf: async (ownerUserId, id) => {
    const row = await invoiceColumns(db)
      .where('owner_user_id', '=', ownerUserId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInvoice(row) : undefined;
  },
  save: async (invoice) => {
    await db
      .insertInto('invoices')
      .values({
        id: invoice.id,
        owner_user_id: invoice.ownerUserId,
        deal_id: invoice.dealId,
        invoice_number: invoice.invoiceNumber,
        invoice_date: invoice.date,
        due_date: invoice.dueDate,
        amount_cents: invoice.amount,
        refunded_cents: invoice.refundedAmount,
        status: invoice.status,
        payment_method: invoice.paymentMethod,
        storage_key: invoice.storageKey,
      })
      .execute();
  },
});

const documentColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('customer_documents')
    .select([
      'id',
      'owner_user_id',
      'deal_id',
      'type',
      'title',
      sql<string>`created_on::text`.as('created_on'),
      'storage_key',
    ]);

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentColumns>['executeTakeFirstOrThrow']>>;

const toDocument = (row: DocumentRow): CustomerDocument => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  dealId: row.deal_id,
  type: row.type as DocumentType,
  title: row.title,
  createdAt: row.created_on,
  storageKey: row.storage_key,
});

export const sqlCustomerDocuments = (
  db: Kysely<Database>,
): DocumentRepository & {
  readonly save: (document: CustomerDocument) => Promise<void>;
} => ({
  listOf: async (ownerUserId, filter = {}) => {
    let query = documentColumns(db).where('owner_user_id', '=', ownerUserId);
    if (filter.dealId !== undefined) query = query.where('deal_id', '=', filter.dealId);
    const rows = await query.orderBy('customer_documents.created_on', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toDocument);
  },
  findOf: async (ownerUserId, id) => {
    const row = await documentColumns(db)
      .where('owner_user_id', '=', ownerUserId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toDocument(row) : undefined;
  },
  save: async (document) => {
    await db
      .insertInto('customer_documents')
      .values({
        id: document.id,
        owner_user_id: document.ownerUserId,
        deal_id: document.dealId,
        type: document.type,
        title: document.title,
        created_on: document.createdAt,
        storage_key: document.storageKey,
      })
      .execute();
  },
});
