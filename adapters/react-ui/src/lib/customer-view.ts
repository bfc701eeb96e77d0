import { createContext, useContext } from 'react';
import { matchPath } from 'react-router';
import type { SessionUser } from './session.ts';

/**
 * A support user's view of a customer's portal (the specification's impersonation, consumer spec
 * §6): the session user is the customer — a private customer, or a company user whose business
 * portal shows as their role sees it — with `support_view` naming the agent. The view is
 * read-only: the BFF refuses every write (403), and the portal offers none — the one decision
 * below, which the links (AppLink), the tabs (NavTabs), the pages behind a session
 * (RequireSession), the named modals (ModalHost) and the few buttons that write in place
 * (WriteAction) all ask; the business portal's writes offered by role ask lib/access.ts `mayWrite`.
 */
export type CustomerView = NonNullable<SessionUser['support_view']>;

/** The view the session holds, provided by the layout from the session; none outside it. */
export const CustomerViewContext = createContext<CustomerView | undefined>(undefined);

/** The support user's view this page is shown in, or undefined for everyone else. */
export const useCustomerView = (): CustomerView | undefined => useContext(CustomerViewContext);

/** The pages that exist to change something: forms, wizards, the cart, content editing. */
const WRITING_PAGES = [
  '/myaccount/contactdetails',
  '/myaccount/companydetails',
  '/myaccount/changepassword',
  '/myaccount/drivers/add',
  '/myaccount/edit-account',
  '/myaccount/edit-company',
  '/mycars/:dealId/report-damage',
  '/mycars/:dealId/schedule-service',
  '/mycars/:dealId/next-car',
  '/car/:dealId/report-damage',
  '/car/:dealId/schedule-service',
  '/car/:dealId/support/inspection/confirmation',
  '/services',
  '/cart',
  // The business portal's payment method change (business spec §2: a prepared request mail).
  '/account/:companyId/email',
  // A new subscription (the swap banner's way): the shop's start, which leads to an order.
  '/subscribe',
  '/redaktion/seiten/:slug/:locale',
] as const;

/**
 * Does a link lead to a change: a writing page or a named modal (`?modalName=`, every modal of the
 * portal is a step towards a write)? Absolute links to other sites are not the portal's writes.
 */
export const leadsToWrite = (to: string): boolean => {
  const url = new URL(to, 'https://portal.invalid');
  if (url.origin !== 'https://portal.invalid') return false;
  if (url.searchParams.has('modalName')) return true;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return WRITING_PAGES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
};
