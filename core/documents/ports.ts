import type { CustomerDocument, Invoice } from './types.ts';

/** Only the owner's rows are ever found: another customer's invoice or document does not exist for them. */
export type InvoiceRepository = {
  /** Newest first (date, then number). */
  readonly listOf: (ownerUserId: string, filter?: { readonly dealId?: string }) => Promise<Invoice[]>;
  readonly findOf: (ownerUserId: string, id: string) => Promise<Invoice | undefined>;
};

export type DocumentRepository = {
  /** Newest first. */
  readonly listOf: (
    ownerUserId: string,
    filter?: { readonly dealId?: string },
  ) => Promise<CustomerDocument[]>;
  readonly findOf: (ownerUserId: string, id: string) => Promise<CustomerDocument | undefined>;
};

/** The printable content of a PDF: a title, label-value rows and paragraphs. */
export type PdfContent = {
  readonly title: string;
  readonly rows: readonly (readonly [string, string])[];
  readonly notes?: readonly string[];
};

export type PdfRenderer = (content: PdfContent) => Promise<Uint8Array>;
