import type { Cents } from '../shared/money.ts';

/** Invoice statuses and document types of consumer spec §3 (contracts/routes/documents.ts sends them). */
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

export const CUSTOMER_PAYMENT_METHODS = [
  'card',
  'sepa_debit',
  'paypal',
  'AUTOMATIC_DEBIT',
  'BANK_TRANSFER',
] as const;
export type CustomerPaymentMethod = (typeof CUSTOMER_PAYMENT_METHODS)[number];

export const DOCUMENT_TYPES = [
  'subscription_confirmation',
  'car_configuration',
  'holder_agreement',
  'final_invoice',
  'handover_protocol',
  'car_appraisal_report',
  'return_protocol',
  'warranty_damages',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type Invoice = {
  readonly id: string;
  readonly ownerUserId: string;
  readonly dealId: string | null;
  readonly invoiceNumber: string;
  /** Berlin calendar dates, YYYY-MM-DD. */
  readonly date: string;
  readonly dueDate: string | null;
  readonly amount: Cents;
  /** Only for refunded and partially refunded invoices. */
  readonly refundedAmount: Cents | null;
  readonly status: InvoiceStatus;
  readonly paymentMethod: CustomerPaymentMethod | null;
  /** A stored PDF in the FileStore; without one the PDF is rendered from the invoice. */
  readonly storageKey: string | null;
};

export type CustomerDocument = {
  readonly id: string;
  readonly ownerUserId: string;
  readonly dealId: string | null;
  readonly type: DocumentType;
  readonly title: string;
  readonly createdAt: string;
  readonly storageKey: string | null;
};
