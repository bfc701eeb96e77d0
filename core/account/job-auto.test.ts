import { describe, expect, it } from 'vitest';
import { jobAutoOf } from './job-auto.ts';

const nordflotte = { id: 'co-nordflotte', name: 'Nordflotte GmbH' };

describe('the job car of the logged-in user', () => {
  it("is the company's for a business user, with the domain they sign in with", () => {
    expect(
      jobAutoOf(
        { kind: 'business', email: 'Fahrer@Nordflotte.example', companyId: 'co-nordflotte' },
        nordflotte,
      ),
    ).toEqual({
      is_job_auto: true,
      job_auto_company: { id: 'co-nordflotte', name: 'Nordflotte GmbH', domain: 'nordflotte.example' },
    });
  });

  it('is none for a consumer, or a business user without that company', () => {
    const none = { is_job_auto: false, job_auto_company: null };
    expect(jobAutoOf({ kind: 'consumer', email: 'kunde@demo.example', companyId: null }, null)).toEqual(none);
    expect(jobAutoOf({ kind: 'business', email: 'a@b.example', companyId: null }, nordflotte)).toEqual(none);
    expect(jobAutoOf({ kind: 'business', email: 'a@b.example', companyId: 'co-other' }, nordflotte)).toEqual(
      none,
    );
  });
});
