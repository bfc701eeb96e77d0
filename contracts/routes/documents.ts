import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { CONSUMER, CONSUMER_ACTIVE_DEAL, get, list } from '../route-builders.ts';

/** Invoices and documents of a consumer (consumer spec §3): designed by us. */

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

const keyof = <L extends readonly string[]>(values: L) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<L[number], null>);

const Invoice = t.intersection([
  t.type({
    id: t.string,
    invoice_number: t.string,
    date: DateText,
    amount: t.Int,
    status: keyof(INVOICE_STATUSES),
  }),
  t.partial({
    deal_id: nullable(t.string),
    payment_method: nullable(t.string),
    due_date: nullable(DateText),
  }),
]);

const Document = t.intersection([
  t.type({ id: t.string, type: keyof(DOCUMENT_TYPES), title: t.string, created_at: DateText }),
  t.partial({ deal_id: nullable(t.string) }),
]);

const pdf = { kind: 'binary', contentTypes: ['application/pdf'] } as const;

export const documentRoutes = {
  getInvoices: get({
    name: 'getInvoices',
    path: '/portal/api/bff/invoices',
    query: t.partial({ dealId: t.string }),
    response: list(Invoice),
    access: 'consumer',
    summary: "The customer's invoices (amount in cents) with their status.",
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
    summary: 'The invoice as PDF.',
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
    access: 'consumer',
    summary: "The customer's documents (contract confirmation, protocols, reports …).",
    area: 'documents',
    example: {
      state: CONSUMER,
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
    path: '/portal/api/bff/documents/{id}/download',
    response: pdf,
    errors: ['not_found', 'download_failed'],
    access: 'consumer',
    summary: 'One document as PDF.',
    area: 'documents',
    example: { state: CONSUMER, params: { id: 'doc-1001' }, response: 'application/pdf' },
    errorExamples: [{ state: CONSUMER, params: { id: 'doc-9999' }, status: 404, code: 'not_found' }],
  }),
};
