import { err, ok } from 'neverthrow';
import { type CarPolicy, validateCarPolicy } from '../../../../../core/car-policy/policy.ts';
import { maskIban, paymentMethodChangeUrl } from '../../../../../core/company-settings/settings.ts';
import { sqlCarPolicies, sqlPaymentAccounts } from '../../../../sql/company-policy-repository.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { companyIdOf, NO_COMPANY } from './messages.ts';

export const companySettingsHandlers = (bff: BffContext): Record<string, Handler> => {
  const policies = sqlCarPolicies(bff.db);
  const accounts = sqlPaymentAccounts(bff.db);
  return {
    getCompanySettings: async ({ user }) => {
      const companyId = companyIdOf(user);
      const company = companyId ? await bff.companies.find(companyId) : undefined;
      if (!company) return err(NO_COMPANY);
      // The debited account only matters, and is only shown, for direct debit.
      const account =
        company.invoicingInfo.paymentMethod === 'AUTOMATIC_DEBIT'
          ? await accounts.find(company.id)
          : undefined;
      return ok({
        body: {
          data: {
            id: company.id,
            name: company.name,
            address: company.address,
            phone: company.phone,
            invoicingInfo: company.invoicingInfo,
            contactPerson: company.contactPerson,
            bankAccount: account
              ? { accountHolder: account.accountHolder, maskedIban: maskIban(account.iban) }
              : null,
            paymentMethodChangeUrl: paymentMethodChangeUrl(company.id),
          },
        },
      });
    },
    getCarPolicy: async ({ user }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      return ok({ body: { data: await policies.find(companyId) } });
    },
    updateCarPolicy: async ({ user, body }) => {
      const companyId = companyIdOf(user);
      if (!companyId) return err(NO_COMPANY);
      const valid = validateCarPolicy(body as CarPolicy);
      if (valid.isErr())
        return err({
          code: 'bad_request',
          fields: Object.fromEntries(
            valid.error.map((problem) => [`body.${problem.field}`, problem.message]),
          ),
        });
      // The answer shows the policy this request saved, not one saved meanwhile by another.
      const saved = await bff.db.transaction().execute(async (trx) => {
        const inTransaction = sqlCarPolicies(trx);
        await inTransaction.save(companyId, valid.value);
        return inTransaction.find(companyId);
      });
      return ok({ body: { data: saved } });
    },
  };
};
