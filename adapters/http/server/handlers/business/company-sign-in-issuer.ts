import { err, ok } from 'neverthrow';
import {
  type CompanySignInIssuer,
  validateSignInIssuer,
  viewOf,
} from '../../../../../core/company-settings/sign-in-issuer.ts';
import { sqlCompanySignInIssuers } from '../../../../sql/company-sign-in-issuer-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { companyIdOf, NO_COMPANY } from './messages.ts';

/** A company's own OpenID issuer, set by its admin (the route table lets only admins call these). */
export const companySignInIssuerHandlers = (bff: BffContext): Record<string, Handler> => {
  const issuers = sqlCompanySignInIssuers(bff.db);
  return {
    getCompanySignInIssuer: async ({ user }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const issuer = await issuers.find(companyId);
      return ok({ body: { data: issuer ? viewOf(issuer) : null } });
    },
    updateCompanySignInIssuer: async ({ user, body, now }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const valid = validateSignInIssuer(body as CompanySignInIssuer, {
        allowLoopbackHttp: bff.settings.localIssuers === true,
      });
      if (valid.isErr())
        return err({
          code: 'bad_request',
          fields: Object.fromEntries(
            valid.error.map((problem) => [`body.${problem.field}`, problem.message]),
          ),
        });
      // One statement sets or replaces it, so of saves at once the last one stands whole.
      return ok({ body: { data: viewOf(await issuers.save(companyId, valid.value, now)) } });
    },
  };
};
