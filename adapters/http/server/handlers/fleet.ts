import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of fleet cars, orders and their actions, contacts, roles, announcements. */
export const fleetHandlers = (_bff: BffContext): Record<string, Handler> => ({});
