import { err, ok } from 'neverthrow';
import {
  type CompanyChange,
  companiesOf,
  companyOf,
  updateCompanyDetails,
} from '../../../../../core/account/companies.ts';
import type { User } from '../../../../../core/account/ports.ts';
import {
  changePaymentMethod,
  type PaymentMethodChange,
  type ProfileChange,
  type ProfileView,
  profileOf,
  requestAccountDeletion,
  updateProfile,
} from '../../../../../core/account/profile.ts';
import { dealScopeOf } from '../../../../../core/deals/access.ts';
import { sqlCompanies } from '../../../../sql/company-repository.ts';
import { sqlProfiles } from '../../../../sql/customer-profiles.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Handler } from '../../handler.ts';
import { accountFailure, bodyFields, inTransaction } from './account-ports.ts';

/** Consumer spec §8: the payment method change failure modal. */
export const PAYMENT_CHANGE_FAILED = 'Etwas ist schief gelaufen!';

const wireProfile = (profile: ProfileView) => ({
  firstname: profile.firstName,
  lastname: profile.lastName,
  email: profile.email,
  phone: profile.phone,
  mobilephone: profile.mobilephone,
  date_of_birth: profile.dateOfBirth,
  invoice_street: profile.invoiceStreet,
  invoice_house_number: profile.invoiceHouseNumber,
  zip: profile.zip,
  city: profile.city,
  payment_method: profile.paymentMethod,
  login_provider: profile.loginProvider,
  email_verified: profile.emailVerified,
});

const signedIn = (user: User | undefined): User => {
  // The route's access level has let only signed-in users through.
  if (!user) throw new Error('handler reached without a user');
  return user;
};

/** Profile, account deletion, payment method and companies (contracts/routes/profile.ts, account.ts). */
export const profileHandlers = (bff: BffContext): Record<string, Handler> => ({
  getProfile: async ({ user }) =>
    ok({ body: { data: wireProfile(await profileOf(sqlProfiles(bff.db), signedIn(user))) } }),
  updateProfile: async ({ user, body, now }) => {
    const result = await inTransaction(bff, (ports) =>
      updateProfile(ports)(signedIn(user), body as ProfileChange, now),
    );
    return result.isOk()
      ? ok({ body: { data: wireProfile(result.value) } })
      : err({ code: 'bad_request', fields: bodyFields(result.error.fields) });
  },
  requestAccountDeletion: async ({ user, now }) => {
    const me = signedIn(user);
    const deals = await bff.deals.listIn(dealScopeOf(me));
    const result = await inTransaction(bff, (ports) => requestAccountDeletion(ports)(me, deals, now));
    return result.isOk() ? ok({ body: { ok: true } }) : err(accountFailure(result.error.code));
  },
  // Not in a transaction: the provider is asked first, and the change written after is one statement.
  changePaymentMethod: async ({ user, body, now }) => {
    const result = await changePaymentMethod({ profiles: sqlProfiles(bff.db), payments: bff.payments })(
      signedIn(user),
      body as PaymentMethodChange,
      now,
    );
    if (result.isOk())
      return ok({
        body: {
          data: {
            payment_method: result.value.paymentMethod,
            status: result.value.status,
            redirect_url: result.value.redirectUrl,
          },
        },
      });
    return result.error.code === 'bad_request'
      ? err({ code: 'bad_request', fields: bodyFields(result.error.fields) })
      : err({ code: result.error.code, message: PAYMENT_CHANGE_FAILED });
  },
  getCompanies: async ({ user }) => ok({ body: { data: await companiesOf(bff.companies, signedIn(user)) } }),
  getCompany: async ({ user, params }) => {
    const company = await companyOf(bff.companies, signedIn(user), params.id as string);
    return company ? ok({ body: { data: company } }) : err({ code: 'not_found' });
  },
  updateCompanyDetails: async ({ user, params, body }) => {
    const result = await bff.db
      .transaction()
      .execute((trx) =>
        updateCompanyDetails(sqlCompanies(trx))(signedIn(user), params.id as string, body as CompanyChange),
      );
    if (result.isOk()) return ok({ body: { data: result.value } });
    return result.error.code === 'bad_request'
      ? err({ code: 'bad_request', fields: bodyFields(result.error.fields) })
      : err(accountFailure(result.error.code));
  },
});
