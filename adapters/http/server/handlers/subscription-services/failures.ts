import type { DealAccessError } from '../../../../../core/deals/deal-for-user.ts';
import type { Failure } from '../../handler.ts';

/** Field errors of the request body, by the body's field names. */
export const bodyFields = (fields: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [`body.${field}`, message]));

export const accessFailure = (error: DealAccessError): Failure => ({ code: error.code });

export const isAccessError = (error: { readonly code: string }): error is DealAccessError =>
  error.code === 'not_found' || error.code === 'forbidden';

/** The body names another deal than the path (not a customer's mistake: the portal fills both in). */
export const DEAL_MISMATCH = 'Die Angaben gehören zu einem anderen Abo.';
