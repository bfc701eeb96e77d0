import { type Kysely, type Selectable, sql } from 'kysely';
import type { ContractRepository, FleetContract } from '../../core/contracts/contracts.ts';
import type { FleetInvoice, FleetInvoiceRepository } from '../../core/fleet-invoices/invoices.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';
import type { FleetContractsTable, FleetInvoicesTable } from './tables/business.ts';

const contractOf = (row: Selectable<FleetContractsTable>): FleetContract => ({
  id: row.id,
  companyId: row.company_id,
  dealId: row.deal_id,
  contractNumber: row.contract_number,
  status: row.status,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  signerEmail: row.signer_email,
  signerName: row.signer_name,
});

const contractIn = (db: Kysely<Database>, companyId: string, id: string) =>
  db.selectFrom('fleet_contracts').selectAll().where('company_id', '=', companyId).where('id', '=', id);

export const sqlContracts = (db: Kysely<Database>): ContractRepository => ({
  list: async (companyId) =>
    (
      await db
        .selectFrom('fleet_contracts')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map(contractOf),
  find: async (companyId, id) => {
    const row = await contractIn(db, companyId, id).executeTakeFirst();
    return row ? contractOf(row) : undefined;
  },
  lock: async (companyId, id) => {
    const row = await contractIn(db, companyId, id).forUpdate().executeTakeFirst();
    return row ? contractOf(row) : undefined;
  },
  add: async (contract) => {
    await db
      .insertInto('fleet_contracts')
      .values({
        id: contract.id,
        company_id: contract.companyId,
        deal_id: contract.dealId,
        contract_number: contract.contractNumber,
        status: contract.status,
        created_at: contract.createdAt,
        created_by: contract.createdBy,
        signer_email: contract.signerEmail,
        signer_name: contract.signerName,
        signed_at: null,
      })
      .execute();
  },
  addSigningLink: async (link) => {
    await db
      .insertInto('contract_signing_links')
      .values({
        contract_id: link.contractId,
        token_hash: link.tokenHash,
        expires_at: link.expiresAt,
        mailed_at: link.mailedAt,
      })
      .execute();
  },
  lastMailedAt: async (contractId) => {
    const row = await db
      .selectFrom('contract_signing_links')
      .select('mailed_at')
      .where('contract_id', '=', contractId)
      .where('mailed_at', 'is not', null)
      .orderBy('mailed_at', 'desc')
      .executeTakeFirst();
    return row?.mailed_at ? new Date(row.mailed_at) : undefined;
  },
});

type InvoiceRow = Omit<Selectable<FleetInvoicesTable>, 'invoice_date'> & { invoice_date: string };

const invoiceOf = (row: InvoiceRow): FleetInvoice => ({
  id: row.id,
  companyId: row.company_id,
  invoiceNumber: row.invoice_number,
  type: row.invoice_type,
  status: row.status,
  cancelsInvoiceId: row.cancels_invoice_id,
  invoiceDate: row.invoice_date,
  amount: cents(row.amount_cents),
  dealId: row.deal_id,
});

const invoices = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('fleet_invoices')
    .select([
      'id',
      'company_id',
      'invoice_number',
      'invoice_type',
      'status',
      'cancels_invoice_id',
      'amount_cents',
      'deal_id',
      sql<string>`invoice_date::text`.as('invoice_date'),
    ])
    .where('company_id', '=', companyId);

export const sqlFleetInvoices = (db: Kysely<Database>): FleetInvoiceRepository => ({
  list: async (companyId, filter) => {
    let query = invoices(db, companyId);
    if (filter.type) query = query.where('invoice_type', '=', filter.type);
    return (
      await query.orderBy('fleet_invoices.invoice_date', 'desc').orderBy('invoice_number', 'desc').execute()
    ).map(invoiceOf);
  },
  find: async (companyId, id) => {
    const row = await invoices(db, companyId).where('id', '=', id).executeTakeFirst();
    return row ? invoiceOf(row) : undefined;
  },
});
