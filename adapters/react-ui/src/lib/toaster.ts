/**
 * The toaster on every page (app/layout/Layout.tsx): a toast dispatched to it outlives the dialog,
 * form or page whose action failed or succeeded.
 */
export const PORTAL_TOASTER = 'wizards';
