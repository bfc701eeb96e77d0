import { err, ok, type Result } from 'neverthrow';
import type { DealRepository } from '../deals/ports.ts';
import type { FileContent, FileStore } from '../shared/ports.ts';
import type { DocumentRepository, InvoiceRepository, PdfContent, PdfRenderer } from './ports.ts';
import { documentSheet, invoiceSheet } from './sheets.ts';
import type { CustomerDocument, Invoice } from './types.ts';

export type DownloadError = { readonly code: 'not_found' } | { readonly code: 'download_failed' };
/** A PDF to send: rendered whole, or a stored file read as it is sent. */
export type Download = { readonly fileName: string; readonly content: Uint8Array | FileContent };

type Deps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly invoices: InvoiceRepository;
  readonly documents: DocumentRepository;
  readonly files: FileStore;
  readonly renderPdf: PdfRenderer;
};

/**
 * The PDF of an invoice or document: its stored file when it has one (a stored file that has gone
 * missing is a failed download, never a made-up replacement), otherwise rendered from the row. A
 * file store that does not answer throws: that is its outage (503), not a missing file.
 */
const pdfOf = async (
  deps: Deps,
  storageKey: string | null,
  sheet: () => PdfContent,
): Promise<Result<Uint8Array | FileContent, DownloadError>> => {
  if (storageKey === null) return ok(await deps.renderPdf(sheet()));
  const content = await deps.files.open(storageKey);
  return content ? ok(content) : err({ code: 'download_failed' });
};

const safeName = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '-');

/** A customer's invoices and documents: only their own, another customer's answers not found. */
export const documentsUseCases = (deps: Deps) => {
  /** A list of one deal is asked for by the deal's id: another customer's deal is not found. */
  const ownDeal = async (userId: string, dealId: string | undefined) =>
    dealId === undefined || (await deps.deals.findIn({ kind: 'owner', userId }, dealId)) !== undefined;
  return {
    invoicesOf: async (
      userId: string,
      dealId?: string,
    ): Promise<Result<Invoice[], { readonly code: 'not_found' }>> =>
      (await ownDeal(userId, dealId))
        ? ok(await deps.invoices.listOf(userId, dealId === undefined ? {} : { dealId }))
        : err({ code: 'not_found' }),

    documentsOf: async (
      userId: string,
      dealId?: string,
    ): Promise<Result<CustomerDocument[], { readonly code: 'not_found' }>> =>
      (await ownDeal(userId, dealId))
        ? ok(await deps.documents.listOf(userId, dealId === undefined ? {} : { dealId }))
        : err({ code: 'not_found' }),

    invoicePdf: async (userId: string, id: string): Promise<Result<Download, DownloadError>> => {
      const invoice = await deps.invoices.findOf(userId, id);
      if (!invoice) return err({ code: 'not_found' });
      const pdf = await pdfOf(deps, invoice.storageKey, () => invoiceSheet(invoice));
      return pdf.map((content) => ({ fileName: `Rechnung-${safeName(invoice.invoiceNumber)}.pdf`, content }));
    },

    documentPdf: async (userId: string, id: string): Promise<Result<Download, DownloadError>> => {
      const document = await deps.documents.findOf(userId, id);
      if (!document) return err({ code: 'not_found' });
      const pdf = await pdfOf(deps, document.storageKey, () => documentSheet(document));
      return pdf.map((content) => ({ fileName: `${safeName(document.title)}-${document.id}.pdf`, content }));
    },
  };
};
