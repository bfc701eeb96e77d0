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
