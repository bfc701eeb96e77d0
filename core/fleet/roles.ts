/** B2B roles and their German labels (business spec §6). */
export const B2B_ROLES = ['admin', 'driver', 'analyst', 'unknown'] as const;
export type B2bRole = (typeof B2B_ROLES)[number];

/** The specification names no label for `unknown`: the UI shows none. */
export const B2B_ROLE_LABELS: Readonly<Record<B2bRole, string | null>> = {
  admin: 'Administrator*in',
  driver: 'Fahrer*in',
  analyst: 'Analyst*in',
  unknown: null,
};

export const isB2bRole = (text: string): text is B2bRole => (B2B_ROLES as readonly string[]).includes(text);

/** A role from the backend; anything the portal does not know becomes `unknown`. */
export const toB2bRole = (text: string | null | undefined): B2bRole =>
  text != null && isB2bRole(text) ? text : 'unknown';

export const roleLabel = (role: B2bRole): string | null => B2B_ROLE_LABELS[role];
