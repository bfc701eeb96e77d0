/**
 * The Nordflotte users the business pages' tests sign in as and the driver contact they list,
 * shaped like the contract examples and the demo seed (admin ct-2001, driver ct-2002, analyst ct-2003).
 */

export const nordAdmin = {
  email: 'admin@nordflotte.example',
  name: 'Nora Nord',
  kind: 'business',
  role: 'admin',
  company_id: 'co-nordflotte',
} as const;
export const nordDriver = {
  ...nordAdmin,
  email: 'fahrer@nordflotte.example',
  name: 'Fritz Fahrer',
  role: 'driver',
};
export const nordAnalyst = {
  ...nordAdmin,
  email: 'analyst@nordflotte.example',
  name: 'Anna Analyse',
  role: 'analyst',
};

export const fritz = {
  id: 'ct-2002',
  name: 'Fritz Fahrer',
  firstName: 'Fritz',
  lastName: 'Fahrer',
  email: 'fahrer@nordflotte.example',
  phoneNumber: '+4915112345678',
  status: 'ACTIVE',
  role: 'driver',
};

/**
 * A Nordflotte user's session as a support user's read-only view of it shows (docs/ui/consumer.md "View as
 * customer"): the session is the user's, with `support_view` naming the agent.
 */
export const viewedBySupport = <T extends object>(user: T) => ({
  ...user,
  support_view: {
    agent: { email: 'support@demo.example', name: 'Sam Support' },
    reason: 'Anruf der Flotte',
    started_at: '2026-11-23T09:00:00.000Z',
  },
});
