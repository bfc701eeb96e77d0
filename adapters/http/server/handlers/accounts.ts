import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of registration, e-mail verification, password reset and change, profile, companies, drivers, newsletter. */
export const accountHandlers = (_bff: BffContext): Record<string, Handler> => ({});
