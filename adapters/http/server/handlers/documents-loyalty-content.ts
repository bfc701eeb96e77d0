import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of invoices, documents, loyalty and content. */
export const documentLoyaltyContentHandlers = (_bff: BffContext): Record<string, Handler> => ({});
