import type { User } from './ports.ts';

/**
 * The logged-in user's `is_job_auto` and `job_auto_company` (business spec §3 "Logged-in user"):
 * a "Job-Auto" is a car a person drives through their employer. The specification names only the
 * fields; our reading: a business user of a company drives a job car of that company, whose
 * `domain` is the e-mail domain the company's people sign in with (the user's own). A consumer, and
 * a business user not (yet) in a company, has none.
 */
export type JobAutoCompany = { readonly id: string; readonly name: string; readonly domain: string };

export type JobAuto = {
  readonly is_job_auto: boolean;
  readonly job_auto_company: JobAutoCompany | null;
};

const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const jobAutoOf = (
  user: Pick<User, 'kind' | 'email' | 'companyId'>,
  company: { readonly id: string; readonly name: string } | null | undefined,
): JobAuto =>
  user.kind === 'business' && user.companyId !== null && company && company.id === user.companyId
    ? {
        is_job_auto: true,
        job_auto_company: { id: company.id, name: company.name, domain: domainOf(user.email) },
      }
    : { is_job_auto: false, job_auto_company: null };
