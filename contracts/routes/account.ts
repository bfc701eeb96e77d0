import * as t from 'io-ts';
import { Ok, oneOf } from '../codecs.ts';
import {
  BUSINESS_ADMIN,
  BUSINESS_ANALYST,
  CONSUMER,
  CONSUMER_ACTIVE_DEAL,
  data,
  patch,
  post,
  put,
  SIGNED_OUT,
} from '../route-builders.ts';
import { Locale } from './content.ts';
import { Company, Profile } from './profile.ts';

/**
 * Account calls the specification leaves open (consumer spec §7 "Not shown"; business spec §7 for
 * the verification e-mail): designed by us. Messages per consumer §5 and §8.
 */

/** The methods a customer may choose (consumer §3); AUTOMATIC_DEBIT and BANK_TRANSFER are set by staff. */
export const SELECTABLE_PAYMENT_METHODS = ['card', 'sepa_debit', 'paypal'] as const;
const SelectablePaymentMethod = oneOf(SELECTABLE_PAYMENT_METHODS, 'SelectablePaymentMethod');

const registration = {
  email: 'neu2@demo.example',
  password: 'Sicher!2026',
  firstname: 'Nina',
  lastname: 'Neu',
  locale: 'de-DE',
};

const nordflotteAddress = {
  street: 'Am Sandtorkai',
  houseNumber: '52',
  postalCode: '20457',
  city: 'Hamburg',
};

export const accountRoutes = {
  register: post({
    name: 'register',
    path: '/portal/api/bff/auth/register',
    body: t.type({
      email: t.string,
      password: t.string,
      firstname: t.string,
      lastname: t.string,
      locale: Locale,
    }),
    // No session yet: sign-in refuses an unconfirmed address (email_not_verified).
    response: data(t.type({ email: t.string, email_verified: t.boolean })),
    // user_already_exist (consumer spec §8) is never answered: a taken address is answered like a
    // new one and its owner gets a mail, so the call does not tell who has an account.
    errors: ['weak_password', 'bad_request', 'rate_limited'],
    access: 'public',
    summary:
      'Creates a consumer account and sends the verification e-mail in the locale; the user signs in once it is confirmed. An address that has an account is answered alike, and its owner gets a mail instead.',
    area: 'auth',
    example: {
      state: SIGNED_OUT,
      body: registration,
      status: 201,
      response: { data: { email: 'neu2@demo.example', email_verified: false } },
    },
    errorExamples: [
      {
        state: SIGNED_OUT,
        body: { ...registration, password: 'kurz' },
        status: 422,
        code: 'weak_password',
      },
    ],
  }),
  requestPasswordReset: post({
    name: 'requestPasswordReset',
    path: '/portal/api/bff/auth/forgot-password',
    body: t.type({ email: t.string, locale: Locale }),
    response: Ok,
    errors: ['rate_limited', 'bad_request'],
    access: 'public',
    summary:
      'Sends a single-use reset link if the account exists; answers Ok either way, so nobody can probe for accounts.',
    area: 'auth',
    example: {
      state: 'customer kunde@demo.example exists',
      body: { email: 'kunde@demo.example', locale: 'de-DE' },
      response: { ok: true },
    },
  }),
  resetPassword: post({
    name: 'resetPassword',
    path: '/portal/api/bff/auth/reset-password',
    body: t.type({ token: t.string, newPassword: t.string }),
    response: Ok,
    errors: ['token_invalid', 'weak_password', 'rate_limited'],
    access: 'public',
    summary: 'Sets a new password with a reset token (single use, expiring); ends all sessions of the user.',
    area: 'auth',
    example: {
      state: 'customer kunde@demo.example has the password reset token reset-demo-token',
      body: { token: 'reset-demo-token', newPassword: 'Neu!Passwort2026' },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example exists',
        body: { token: 'expired-or-unknown', newPassword: 'Neu!Passwort2026' },
        status: 400,
        code: 'token_invalid',
      },
    ],
  }),
  resendVerificationEmail: post({
    name: 'resendVerificationEmail',
    path: '/portal/api/bff/auth/verification-email',
    // Business spec §7: "Email verification resend takes email and locale".
    body: t.type({ email: t.string, locale: Locale }),
    response: Ok,
    errors: ['rate_limited', 'bad_request'],
    access: 'public',
    summary:
      'Sends the e-mail verification link again; answers Ok whether or not the address has an unconfirmed account.',
    area: 'auth',
    example: {
      state: 'customer neu@demo.example has not confirmed the e-mail address',
      body: { email: 'neu@demo.example', locale: 'de-DE' },
      response: { ok: true },
    },
  }),
  verifyEmail: post({
    name: 'verifyEmail',
    path: '/portal/api/bff/auth/verify-email',
    body: t.type({ token: t.string }),
    response: Ok,
    errors: ['token_invalid', 'rate_limited'],
    access: 'public',
    summary: 'Confirms the e-mail address with the single-use token from the verification e-mail.',
    area: 'auth',
    example: {
      state: 'customer neu@demo.example has the verification token verify-demo-token',
      body: { token: 'verify-demo-token' },
      response: { ok: true },
    },
    errorExamples: [{ state: SIGNED_OUT, body: { token: 'unknown' }, status: 400, code: 'token_invalid' }],
  }),
  updateProfile: patch({
    name: 'updateProfile',
    path: '/portal/api/bff/profile',
    // firstname, lastname and date_of_birth only while still empty (consumer §5): a filled one is
    // refused with bad_request and a field error. date_of_birth as DD.MM.YYYY or YYYY-MM-DD.
    body: t.partial({
      firstname: t.string,
      lastname: t.string,
      date_of_birth: t.string,
      phone: t.string,
      mobilephone: t.union([t.string, t.null]),
      invoice_street: t.string,
      invoice_house_number: t.string,
      zip: t.string,
      city: t.string,
    }),
    response: data(Profile),
    errors: ['bad_request'],
    access: 'consumer',
    summary:
      'Changes contact and invoice data; first name, last name and birthday only while empty; phone normalised (+49), zip of 5.',
    area: 'account',
    example: {
      state: CONSUMER,
      body: { phone: '015123456780', zip: '80803', city: 'München' },
      response: {
        data: {
          firstname: 'Kim',
          lastname: 'Kunde',
          email: 'kunde@demo.example',
          phone: '+4915123456780',
          zip: '80803',
          city: 'München',
        },
      },
    },
    errorExamples: [
      { state: CONSUMER, body: { zip: '1234' }, status: 400, code: 'bad_request' },
      { state: CONSUMER, body: { firstname: 'Kimberly' }, status: 400, code: 'bad_request' },
    ],
  }),
  updateCompanyDetails: patch({
    name: 'updateCompanyDetails',
    path: '/portal/api/bff/companies/{id}',
    // The name is locked (consumer §5); the wire shape is the business Company (business §3).
    body: t.partial({
      phone: t.string,
      address: t.type({ street: t.string, houseNumber: t.string, postalCode: t.string, city: t.string }),
    }),
    response: data(Company),
    errors: ['bad_request', 'not_found', 'forbidden'],
    // A consumer's own company, a business admin's company; drivers and analysts are refused (403).
    access: 'signed-in',
    summary:
      "Changes a company's phone and address (the name is locked; zip of 5 digits); another company answers 404.",
    area: 'account',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'co-nordflotte' },
      body: { phone: '+4940123457', address: nordflotteAddress },
      response: {
        data: {
          id: 'co-nordflotte',
          name: 'Nordflotte GmbH',
          phone: '+4940123457',
          address: nordflotteAddress,
        },
      },
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        params: { id: 'co-nordflotte' },
        body: { address: { ...nordflotteAddress, postalCode: '2045' } },
        status: 400,
        code: 'bad_request',
      },
      { state: BUSINESS_ANALYST, params: { id: 'co-nordflotte' }, status: 403, code: 'forbidden' },
      { state: BUSINESS_ADMIN, params: { id: 'co-suedlogistik' }, status: 404, code: 'not_found' },
    ],
  }),
  changePassword: put({
    name: 'changePassword',
    path: '/portal/api/bff/profile/password',
    body: t.type({ currentPassword: t.string, newPassword: t.string, confirmedNewPassword: t.string }),
    response: Ok,
    // A mismatch of the two new passwords is bad_request with a field error on confirmedNewPassword.
    errors: [
      'wrong_password',
      'same_as_current_password',
      'weak_password',
      'password_not_editable',
      'bad_request',
      // Another change sent at the same time took effect first.
      'conflict',
    ],
    access: 'signed-in',
    summary:
      'Changes the password (≥ 8 characters, a letter, a number; not the current one); ends the other sessions.',
    area: 'account',
    example: {
      state: CONSUMER,
      body: {
        currentPassword: 'Demo!2026',
        newPassword: 'Neu!Passwort2026',
        confirmedNewPassword: 'Neu!Passwort2026',
      },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: CONSUMER,
        body: { currentPassword: 'Demo!2026', newPassword: 'Demo!2026', confirmedNewPassword: 'Demo!2026' },
        status: 422,
        code: 'same_as_current_password',
      },
      {
        state: CONSUMER,
        body: { currentPassword: 'Demo!2026', newPassword: 'kurz', confirmedNewPassword: 'kurz' },
        status: 422,
        code: 'weak_password',
      },
      {
        state: 'customer kunde@demo.example is signed in with Google',
        status: 403,
        code: 'password_not_editable',
      },
    ],
  }),
  requestAccountDeletion: post({
    name: 'requestAccountDeletion',
    path: '/portal/api/bff/profile/deletion-request',
    response: Ok,
    errors: ['account_deletion_blocked', 'deletion_already_requested'],
    access: 'consumer',
    summary:
      'Asks for the account to be deleted (within 48 hours); blocked while a deal is CREATED, ACTIVE, STOPPED or INACTIVE.',
    area: 'account',
    example: { state: 'customer neu@demo.example is signed in', status: 202, response: { ok: true } },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, status: 409, code: 'account_deletion_blocked' },
      {
        state: 'customer neu@demo.example has already requested the deletion of the account',
        status: 409,
        code: 'deletion_already_requested',
      },
    ],
  }),
  changePaymentMethod: put({
    name: 'changePaymentMethod',
    path: '/portal/api/bff/profile/payment-method',
    // SEPA debit carries the mandate data; card and PayPal are confirmed at the payment provider,
    // so their answer is pending with the provider's redirect_url.
    body: t.intersection([
      t.type({ payment_method: SelectablePaymentMethod }),
      t.partial({ iban: t.string, account_holder: t.string }),
    ]),
    response: data(
      t.intersection([
        t.type({
          payment_method: SelectablePaymentMethod,
          status: t.keyof({ active: null, pending_confirmation: null }),
        }),
        t.partial({ redirect_url: t.union([t.string, t.null]) }),
      ]),
    ),
    errors: ['payment_method_change_failed', 'bad_request'],
    access: 'consumer',
    summary:
      'Changes the payment method: SEPA direct debit (IBAN, holder) at once, card or PayPal after the provider’s confirmation.',
    area: 'account',
    example: {
      state: CONSUMER,
      body: { payment_method: 'sepa_debit', iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
      response: { data: { payment_method: 'sepa_debit', status: 'active', redirect_url: null } },
    },
    errorExamples: [
      {
        state: CONSUMER,
        body: { payment_method: 'sepa_debit', iban: 'DE00123', account_holder: 'Kim Kunde' },
        status: 400,
        code: 'bad_request',
      },
      {
        state: 'customer kunde@demo.example is signed in and the payment provider is unavailable',
        body: { payment_method: 'paypal' },
        status: 502,
        code: 'payment_method_change_failed',
      },
    ],
  }),
};
