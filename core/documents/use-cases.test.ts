import { describe, expect, it } from 'vitest';
import { inMemoryDeals } from '../deals/in-memory-deals.ts';
import type { StoredDeal } from '../deals/ports.ts';
import { cents } from '../shared/money.ts';
import type { FileStore } from '../shared/ports.ts';
import type { DocumentRepository, InvoiceRepository, PdfContent } from './ports.ts';
import { invoiceSheet } from './sheets.ts';
import type { CustomerDocument, Invoice } from './types.ts';
import { documentsUseCases } from './use-cases.ts';

const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'inv-1001',
  ownerUserId: 'u-kunde',
  dealId: 'd-1001',
  invoiceNumber: 'RE-2026-1001',
  date: '2026-11-01',
  dueDate: '2026-11-15',
  amount: cents(54_900),
  refundedAmount: null,
  status: 'paid',
  paymentMethod: 'sepa_debit',
  storageKey: null,
  ...overrides,
});

const aDocument = (overrides: Partial<CustomerDocument> = {}): CustomerDocument => ({
  id: 'doc-1001',
  ownerUserId: 'u-kunde',
  dealId: 'd-1001',
  type: 'subscription_confirmation',
  title: 'Abo-Bestätigung',
  createdAt: '2025-12-20',
  storageKey: null,
  ...overrides,
});

const owned = <T extends { ownerUserId: string; id: string; dealId: string | null }>(rows: T[]) => ({
  listOf: async (owner: string, filter: { dealId?: string } = {}) =>
    rows.filter(
      (row) => row.ownerUserId === owner && (filter.dealId === undefined || row.dealId === filter.dealId),
    ),
  findOf: async (owner: string, id: string) => rows.find((row) => row.ownerUserId === owner && row.id === id),
});

const setUp = (
  invoices: Invoice[],
  documents: CustomerDocument[] = [],
  stored: Record<string, string> = {},
) => {
  const rendered: PdfContent[] = [];
  const files: FileStore = {
    get: async (key) => (key in stored ? new TextEncoder().encode(stored[key]) : undefined),
    open: async (key) => {
      if (key === 'invoices/unreachable.pdf') throw new Error('the file store did not answer');
      const bytes = key in stored ? new TextEncoder().encode(stored[key]) : undefined;
      return (
        bytes &&
        (async function* () {
          yield bytes;
        })()
      );
    },
    put: async () => {},
    create: async () => ({ write: async () => {}, finish: async () => {}, discard: async () => {} }),
    move: async () => {},
    remove: async () => {},
    list: async () => [],
  };
  const deals = inMemoryDeals([
    {
      deal: { id: 'd-1001', state: 'ACTIVE' } as StoredDeal,
      ownership: { ownerUserId: 'u-kunde', companyId: null, contactId: null },
    },
  ]);
  const useCases = documentsUseCases({
    deals,
    invoices: owned(invoices) as InvoiceRepository,
    documents: owned(documents) as DocumentRepository,
    files,
    renderPdf: async (content) => {
      rendered.push(content);
      return new TextEncoder().encode(`%PDF ${content.title}`);
    },
  });
  return { useCases, rendered };
};

describe('invoice and document downloads', () => {
  it('renders an invoice without a stored file from its data, in German', async () => {
    const { useCases, rendered } = setUp([anInvoice()]);
    const download = (await useCases.invoicePdf('u-kunde', 'inv-1001'))._unsafeUnwrap();
    expect(download.fileName).toBe('Rechnung-RE-2026-1001.pdf');
    expect(rendered[0]?.rows).toContainEqual(['Rechnungsdatum', '01.11.2026']);
    expect(rendered[0]?.rows).toContainEqual(['Betrag (brutto)', '549\u00a0€']);
    expect(rendered[0]?.rows).toContainEqual(['Zahlungsart', 'SEPA-Lastschrift']);
  });

  it('serves a stored file as it is, and fails the download when the file has gone', async () => {
    const { useCases, rendered } = setUp(
      [
        anInvoice({ storageKey: 'invoices/a.pdf' }),
        anInvoice({ id: 'inv-1002', storageKey: 'invoices/gone.pdf' }),
      ],
      [],
      { 'invoices/a.pdf': '%PDF stored' },
    );
    const stored = (await useCases.invoicePdf('u-kunde', 'inv-1001'))._unsafeUnwrap();
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of stored.content as AsyncIterable<Uint8Array>)
      text += decoder.decode(chunk, { stream: true });
    expect(text).toBe('%PDF stored');
    expect((await useCases.invoicePdf('u-kunde', 'inv-1002'))._unsafeUnwrapErr()).toEqual({
      code: 'download_failed',
    });
    expect(rendered).toEqual([]);
  });

  it('lets a file store that does not answer fail the call, instead of calling the file gone', async () => {
    const { useCases } = setUp([anInvoice({ storageKey: 'invoices/unreachable.pdf' })]);
    await expect(useCases.invoicePdf('u-kunde', 'inv-1001')).rejects.toThrow('did not answer');
  });

  it('does not find another customer’s invoice or document', async () => {
    const { useCases } = setUp([anInvoice({ ownerUserId: 'u-neu' })], [aDocument({ ownerUserId: 'u-neu' })]);
    expect((await useCases.invoicePdf('u-kunde', 'inv-1001'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await useCases.documentPdf('u-kunde', 'doc-1001'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
    expect((await useCases.invoicesOf('u-kunde'))._unsafeUnwrap()).toEqual([]);
  });

  it('answers not found for the invoices or documents of another customer’s deal, never an empty list', async () => {
    const { useCases } = setUp([anInvoice()], [aDocument()]);
    expect((await useCases.invoicesOf('u-kunde', 'd-1001'))._unsafeUnwrap()).toHaveLength(1);
    expect((await useCases.documentsOf('u-kunde', 'd-1001'))._unsafeUnwrap()).toHaveLength(1);
    expect((await useCases.invoicesOf('u-neu', 'd-1001'))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    expect((await useCases.documentsOf('u-neu', 'd-1001'))._unsafeUnwrapErr()).toEqual({ code: 'not_found' });
    expect((await useCases.invoicesOf('u-kunde', 'd-9999'))._unsafeUnwrapErr()).toEqual({
      code: 'not_found',
    });
  });

  it('renders a document with its title and date', async () => {
    const { useCases, rendered } = setUp([], [aDocument()]);
    const download = (await useCases.documentPdf('u-kunde', 'doc-1001'))._unsafeUnwrap();
    expect(download.fileName).toBe('Abo-Best-tigung-doc-1001.pdf');
    expect(rendered[0]).toMatchObject({ title: 'Abo-Bestätigung' });
    expect(rendered[0]?.rows).toContainEqual(['Erstellt am', '20.12.2025']);
  });

  it('shows the refunded amount only on refunds', () => {
    expect(invoiceSheet(anInvoice()).rows.map(([label]) => label)).not.toContain('Erstattet');
    const refund = invoiceSheet(anInvoice({ status: 'partially_refunded', refundedAmount: cents(12_900) }));
    expect(refund.rows).toContainEqual(['Erstattet', '129\u00a0€']);
    expect(refund.rows).toContainEqual(['Status', 'Teilweise erstattet']);
  });
});
