import * as t from 'io-ts';
import { Cents, DateText, nullable, oneOf } from '../codecs.ts';
import { CONSUMER, CONSUMER_ACTIVE_DEAL, get, list } from '../route-builders.ts';
import { PAYMENT_METHODS } from './profile.ts';

/** Invoices and documents of a consumer (consumer spec §3, "#documents", /myaccount/invoices): designed by us. */

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

const Invoice = t.intersection([
  t.type({
    id: t.string,
    invoice_number: t.string,
    date: DateText,
    amount: Cents,
    status: oneOf(INVOICE_STATUSES, 'InvoiceStatus'),
  }),
  t.partial({
    deal_id: nullable(t.string),
    payment_method: nullable(oneOf(PAYMENT_METHODS, 'PaymentMethod')),
    due_date: nullable(DateText),
    /** For partially_refunded and refunded invoices. */
    refunded_amount: nullable(Cents),
  }),
]);

const Document = t.intersection([
  t.type({
    id: t.string,
    type: oneOf(DOCUMENT_TYPES, 'DocumentType'),
    title: t.string,
    created_at: DateText,
  }),
  t.partial({ deal_id: nullable(t.string) }),
]);

const pdf = { kind: 'binary', contentTypes: ['application/pdf'] } as const;

export const documentRoutes = {
  getInvoices: get({
    name: 'getInvoices',
    path: '/portal/api/bff/invoices',
    query: t.partial({ dealId: t.string }),
    response: list(Invoice),
    // A dealId of another customer's deal (or none) is not found.
    errors: ['not_found'],
    access: 'consumer',
    summary:
      "The customer's invoices, newest first (amount in cents, status, payment method); optionally of one deal.",
    area: 'documents',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      query: { dealId: 'd-1001' },
      response: {
        data: [
          {
            id: 'inv-1001',
            invoice_number: 'RE-2026-1001',
            date: '2026-11-01',
            amount: 54900,
            status: 'paid',
            deal_id: 'd-1001',
            payment_method: 'sepa_debit',
            due_date: '2026-11-15',
            refunded_amount: null,
          },
        ],
      },
    },
  }),
  downloadInvoice: get({
    name: 'downloadInvoice',
    path: '/portal/api/bff/invoices/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'consumer',
    summary: 'One invoice as PDF; another customer’s invoice answers 404.',
    area: 'documents',
    example: { state: CONSUMER_ACTIVE_DEAL, params: { id: 'inv-1001' }, response: 'application/pdf' },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { id: 'inv-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  getDocuments: get({
    name: 'getDocuments',
    path: '/portal/api/bff/documents',
    query: t.partial({ dealId: t.string }),
    response: list(Document),
    // A dealId of another customer's deal (or none) is not found.
    errors: ['not_found'],
    access: 'consumer',
    summary:
      "The customer's documents (confirmation, configuration, protocols, reports, final invoice …); optionally of one deal.",
    area: 'documents',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      query: { dealId: 'd-1001' },
      response: {
        data: [
          {
            id: 'doc-1001',
            type: 'subscription_confirmation',
            title: 'Abo-Bestätigung',
            created_at: '2025-12-20',
            deal_id: 'd-1001',
          },
        ],
      },
    },
  }),
  downloadDocument: get({
    name: 'downloadDocument',
    path: '/portal/api/bff/documents/{id}/pdf',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'consumer',
    summary: 'One document as PDF; another customer’s document answers 404.',
    area: 'documents',
    example: { state: CONSUMER, params: { id: 'doc-1001' }, response: 'application/pdf' },
    errorExamples: [{ state: CONSUMER, params: { id: 'doc-9999' }, status: 404, code: 'not_found' }],
  }),
};
