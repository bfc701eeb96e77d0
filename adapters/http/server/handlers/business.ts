import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of company settings, car policy, contracts, fleet invoices, cart, order requests, catalogue. */
export const businessHandlers = (_bff: BffContext): Record<string, Handler> => ({});
