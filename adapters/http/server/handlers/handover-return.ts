import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of handover, return, order and return status, self-pickup, cancellation. */
export const handoverReturnHandlers = (_bff: BffContext): Record<string, Handler> => ({});
