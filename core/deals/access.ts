import type { User } from '../account/ports.ts';

/**
 * Whose deals a user sees (consumer spec §6, business spec §6): a consumer their own; a business admin or
 * analyst their company's; a driver only the cars assigned to them (their contact in the company).
 */
export type DealScope =
  | { readonly kind: 'owner'; readonly userId: string }
  | { readonly kind: 'company'; readonly companyId: string }
  | { readonly kind: 'assigned'; readonly companyId: string; readonly contactId: string }
  | { readonly kind: 'none' };

export const dealScopeOf = (user: User): DealScope => {
  if (user.kind === 'consumer') return { kind: 'owner', userId: user.id };
  if (!user.companyId) return { kind: 'none' };
  if (user.role === 'admin' || user.role === 'analyst') return { kind: 'company', companyId: user.companyId };
  if (user.role === 'driver' && user.contactId) {
    return { kind: 'assigned', companyId: user.companyId, contactId: user.contactId };
  }
  return { kind: 'none' };
};
