import { err, ok, type Result } from 'neverthrow';
import type { Cents } from '../shared/money.ts';

/** A company's invoices (business spec §3 "Invoice"; statuses from consumer spec §3). */
export const FLEET_INVOICE_TYPES = ['monthly', 'final', 'deposit', 'oneOff', 'unknown'] as const;
export type FleetInvoiceType = (typeof FLEET_INVOICE_TYPES)[number];
export const INVOICE_STATUSES = [
  'paid',
  'failed',
  'pending',
  'refunded',
  'partially_refunded',
  'open',
  'overdue',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type FleetInvoice = {
  readonly id: string;
  readonly companyId: string;
  readonly invoiceNumber: string;
  readonly type: FleetInvoiceType;
  readonly status: InvoiceStatus;
  /** A cancellation invoice (Stornorechnung) names the invoice it cancels. */
  readonly cancelsInvoiceId: string | null;
  readonly invoiceDate: string;
  /** Negative for a cancellation invoice. */
  readonly amount: Cents;
  readonly dealId: string | null;
};

export const isCancellationInvoice = (invoice: FleetInvoice): boolean => invoice.cancelsInvoiceId !== null;

export type InvoiceFilter = { readonly type?: FleetInvoiceType };

export type FleetInvoiceRepository = {
  /** Newest first. */
  readonly list: (companyId: string, filter: InvoiceFilter) => Promise<FleetInvoice[]>;
  /** Another company's invoice is not found. */
  readonly find: (companyId: string, id: string) => Promise<FleetInvoice | undefined>;
};

/**
 * The invoices a business user sees: their company's. A company filter naming another company is
 * not found, as that company is (GET /companies/{id} answers alike).
 */
export const invoicesOf = async (
  invoices: FleetInvoiceRepository,
  viewerCompanyId: string,
  filter: InvoiceFilter & { readonly companyId?: string },
): Promise<Result<FleetInvoice[], { readonly code: 'not_found' }>> =>
  filter.companyId !== undefined && filter.companyId !== viewerCompanyId
    ? err({ code: 'not_found' })
    : ok(await invoices.list(viewerCompanyId, filter.type ? { type: filter.type } : {}));
