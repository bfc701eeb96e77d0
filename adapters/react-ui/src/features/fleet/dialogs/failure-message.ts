import type { MessageId } from '../../../i18n/catalogues.ts';
import { apiErrorOf } from '../../../lib/query.ts';

/**
 * The text of a refused order write: by the BFF's error code (contracts/routes/orders.ts), the
 * dialog's own texts first; anything unknown is the generic error (business spec §8).
 */
export const failureMessageOf = (
  error: unknown,
  byCode: Partial<Record<string, MessageId>>,
): MessageId | undefined => {
  if (!error) return undefined;
  const apiError = apiErrorOf(error);
  const code = apiError?.kind === 'http' ? apiError.code : undefined;
  return (code && byCode[code]) || 'fleet.order.error.generic';
};

/** Whether the BFF refused the write on this field (`body.contactId`), with a field error. */
export const fieldRefusedBy = (error: unknown, field: string): boolean => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' && apiError.fields?.[field] !== undefined;
};
