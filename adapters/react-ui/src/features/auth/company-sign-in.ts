/**
 * A company's own sign-in (docs/operations.md "Sign-in through a company's own issuer"): its staff
 * open the company's sign-in link, `/login?company=<company id>`, which the company's admin hands out.
 */
export const COMPANY_PARAM = 'company';

const COMPANY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const COMPANY_PROVIDER = /^company:([A-Za-z0-9_-]{1,64})$/;

/** The company of a sign-in link's `company` parameter, if it names one. */
export const companyOfLink = (value: string | null): string | undefined =>
  value !== null && COMPANY_ID.test(value) ? value : undefined;

/** The company whose own issuer a callback's provider is, if it is one. */
export const companyOfProvider = (provider: string): string | undefined =>
  COMPANY_PROVIDER.exec(provider)?.[1];

export const companyProvider = (companyId: string) => `company:${companyId}` as const;

/** The sign-in page a company's staff came from. */
export const companyLoginPath = (companyId: string) =>
  `/login?${new URLSearchParams({ [COMPANY_PARAM]: companyId })}`;
