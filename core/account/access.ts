import type { User } from './ports.ts';

/**
 * Who may call what (issue #4): the access level each call of the wire API declares, and the
 * answer for a user. Enforced by the BFF on every call; the portals only hide what is refused.
 */
export const ACCESS_LEVELS = [
  'public',
  'signed-in',
  'consumer',
  'business',
  'business-writer',
  'business-admin',
  'editor',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type AccessVerdict = 'allowed' | 'unauthorized' | 'forbidden';

export const accessFor = (access: Access, user: User | undefined): AccessVerdict => {
  if (access === 'public') return 'allowed';
  if (!user) return 'unauthorized';
  const business = user.kind === 'business';
  const allowed: Record<Exclude<Access, 'public'>, boolean> = {
    'signed-in': true,
    consumer: user.kind === 'consumer',
    business,
    // Analysts read but do not write (business spec §6).
    'business-writer': business && (user.role === 'admin' || user.role === 'driver'),
    'business-admin': business && user.role === 'admin',
    editor: user.isEditor,
  };
  return allowed[access] ? 'allowed' : 'forbidden';
};
