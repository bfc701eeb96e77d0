import { type Cents, formatEuros } from '../shared/money.ts';
import type { PdfContent } from './ports.ts';
import type { CustomerDocument, CustomerPaymentMethod, Invoice, InvoiceStatus } from './types.ts';

/**
 * What a rendered invoice or document PDF shows. The specification names the fields (§3) but no
 * layout or labels: the German labels are our wording; money de-DE with two decimals and dates
 * DD.MM.YYYY as everywhere in the portal (consumer §9).
 */

const money = (amount: Cents): string => formatEuros(amount);

/** 2026-11-01 → 01.11.2026. */
export const germanDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
};

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  paid: 'Bezahlt',
  failed: 'Zahlung fehlgeschlagen',
  pending: 'In Bearbeitung',
  refunded: 'Erstattet',
  partially_refunded: 'Teilweise erstattet',
  open: 'Offen',
  overdue: 'Überfällig',
  cancelled: 'Storniert',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<CustomerPaymentMethod, string>> = {
  card: 'Kreditkarte',
  sepa_debit: 'SEPA-Lastschrift',
  paypal: 'PayPal',
  AUTOMATIC_DEBIT: 'SEPA-Lastschrift',
  BANK_TRANSFER: 'Überweisung',
};

export const invoiceSheet = (invoice: Invoice): PdfContent => ({
  title: `Rechnung ${invoice.invoiceNumber}`,
  rows: [
    ['Rechnungsnummer', invoice.invoiceNumber],
    ['Rechnungsdatum', germanDate(invoice.date)],
    ...(invoice.dueDate ? ([['Fällig am', germanDate(invoice.dueDate)]] as const) : []),
    ...(invoice.dealId ? ([['Abo', invoice.dealId]] as const) : []),
    ['Betrag (brutto)', money(invoice.amount)],
    ...(invoice.refundedAmount !== null ? ([['Erstattet', money(invoice.refundedAmount)]] as const) : []),
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ...(invoice.paymentMethod
      ? ([['Zahlungsart', PAYMENT_METHOD_LABELS[invoice.paymentMethod]]] as const)
      : []),
  ],
  notes: ['Der Betrag enthält 19 % Umsatzsteuer.'],
});

export const documentSheet = (document: CustomerDocument): PdfContent => ({
  title: document.title,
  rows: [
    ['Dokument', document.title],
    ['Erstellt am', germanDate(document.createdAt)],
    ...(document.dealId ? ([['Abo', document.dealId]] as const) : []),
  ],
});
