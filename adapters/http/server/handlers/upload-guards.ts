import type { User } from '../../../../core/account/ports.ts';
import { dealToChange } from '../../../../core/deals/deal-for-user.ts';
import type { BffContext } from '../bff-context.ts';
import type { Failure, UploadGuard } from '../handler.ts';

/**
 * Who may send each upload, checked before its files are read (app.ts): a caller refused here
 * gets the same answer the use case would give, without the server reading or storing a byte of
 * their files. Adding a driver needs no guard: it goes to the caller's own account, which the
 * route's access level (consumer) already settles.
 */
export const uploadGuards = (bff: BffContext): Record<string, UploadGuard> => {
  const callersDeal = async (user: User | undefined, id: string): Promise<Failure | undefined> => {
    if (!user) return { code: 'unauthorized' };
    const deal = await dealToChange(bff.deals, user, id);
    return deal.isErr() ? { code: deal.error.code } : undefined;
  };
  return {
    cancelSubscription: { check: ({ user, params }) => callersDeal(user, params.id ?? '') },
    // The deal is a text field: the portal sends it before the photo (fields first, then files).
    uploadDamageImage: {
      fields: ['subscription_id'],
      check: ({ user, fields }) => callersDeal(user, fields.subscription_id ?? ''),
    },
  };
};
