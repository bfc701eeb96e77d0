import * as t from 'io-ts';
import { Ok } from '../codecs.ts';
import { CONSUMER, CONSUMER_ACTIVE_DEAL, data, patch, post, put, SIGNED_OUT } from '../route-builders.ts';
import { SessionUser } from './auth.ts';
import { Company, Profile } from './profile.ts';

/** Account calls the specification leaves open (consumer spec §7 "Not shown"): designed by us. */

const Locale = t.keyof({ 'de-DE': null, 'en-DE': null, 'en-US': null });
const newUser = { email: 'neu2@demo.example', name: 'Nina Neu', kind: 'consumer' };

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
    response: data(SessionUser),
    errors: ['user_already_exist', 'weak_password', 'bad_request', 'rate_limited'],
    access: 'public',
    summary: 'Creates a consumer account and sends the verification e-mail; signs the user in.',
    area: 'auth',
    example: {
      state: SIGNED_OUT,
      body: {
        email: 'neu2@demo.example',
        password: 'Sicher!2026',
        firstname: 'Nina',
        lastname: 'Neu',
        locale: 'de-DE',
      },
      status: 201,
      response: { data: newUser },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example exists',
        body: {
          email: 'kunde@demo.example',
          password: 'Sicher!2026',
          firstname: 'Kim',
          lastname: 'Kunde',
          locale: 'de-DE',
        },
        status: 409,
        code: 'user_already_exist',
      },
    ],
  }),
  requestPasswordReset: post({
    name: 'requestPasswordReset',
    path: '/portal/api/bff/auth/forgot-password',
    body: t.type({ email: t.string, locale: Locale }),
    response: Ok,
    errors: ['rate_limited'],
    access: 'public',
    summary: 'Sends a single-use reset link if the account exists; answers the same either way.',
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
    errors: ['token_invalid', 'weak_password'],
    access: 'public',
    summary: 'Sets a new password with a reset token (single use, expiring); ends all sessions.',
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
    body: t.type({ email: t.string, locale: Locale }),
    response: Ok,
    errors: ['rate_limited'],
    access: 'public',
    summary: 'Sends the e-mail verification link again (takes email and locale).',
    area: 'auth',
    example: {
      state: 'customer kunde@demo.example exists',
      body: { email: 'kunde@demo.example', locale: 'de-DE' },
      response: { ok: true },
    },
  }),
  verifyEmail: post({
    name: 'verifyEmail',
    path: '/portal/api/bff/auth/verify-email',
    body: t.type({ token: t.string }),
    response: Ok,
    errors: ['token_invalid'],
    access: 'public',
    summary: 'Confirms the e-mail address with the token from the verification e-mail.',
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
    body: t.partial({
      firstname: t.string,
      lastname: t.string,
      date_of_birth: t.string,
      phone: t.string,
      mobilephone: t.string,
      invoice_street: t.string,
      invoice_house_number: t.string,
      zip: t.string,
      city: t.string,
    }),
    response: data(Profile),
    errors: ['bad_request'],
    access: 'consumer',
    summary:
      'Changes contact data; first name, last name and birthday only while still empty; phone and zip validated.',
    area: 'account',
    example: {
      state: CONSUMER,
      body: { phone: '+4915123456780', zip: '80803', city: 'München' },
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
    errorExamples: [{ state: CONSUMER, body: { zip: '1234' }, status: 400, code: 'bad_request' }],
  }),
  updateCompanyDetails: patch({
    name: 'updateCompanyDetails',
    path: '/portal/api/bff/companies/{id}',
    body: t.partial({
      phone: t.string,
      address: t.partial({ street: t.string, houseNumber: t.string, postalCode: t.string, city: t.string }),
    }),
    response: data(Company),
    errors: ['bad_request', 'not_found'],
    access: 'signed-in',
    summary: "Changes the company's phone and address (the name is locked); zip of 5 digits.",
    area: 'account',
    example: {
      state: 'customer kunde@demo.example with company co-kunde is signed in',
      params: { id: 'co-kunde' },
      body: { address: { street: 'Leopoldstraße', houseNumber: '14', postalCode: '80802', city: 'München' } },
      response: {
        data: {
          id: 'co-kunde',
          name: 'Kunde Consulting',
          address: { street: 'Leopoldstraße', houseNumber: '14', postalCode: '80802', city: 'München' },
        },
      },
    },
  }),
  changePassword: put({
    name: 'changePassword',
    path: '/portal/api/bff/profile/password',
    body: t.type({ currentPassword: t.string, newPassword: t.string, confirmedNewPassword: t.string }),
    response: Ok,
    errors: [
      'wrong_password',
      'same_as_current_password',
      'weak_password',
      'password_not_editable',
      'bad_request',
    ],
    access: 'signed-in',
    summary:
      'Changes the password (≥ 8 characters, a letter, a number; not the current one); ends other sessions.',
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
    errorExamples: [{ state: CONSUMER_ACTIVE_DEAL, status: 409, code: 'account_deletion_blocked' }],
  }),
  changePaymentMethod: put({
    name: 'changePaymentMethod',
    path: '/portal/api/bff/profile/payment-method',
    body: t.intersection([
      t.type({ payment_method: t.keyof({ card: null, sepa_debit: null, paypal: null }) }),
      t.partial({ iban: t.string, account_holder: t.string }),
    ]),
    response: data(Profile),
    errors: ['payment_method_change_failed', 'bad_request'],
    access: 'consumer',
    summary: 'Changes the payment method (card, SEPA direct debit with IBAN, PayPal).',
    area: 'account',
    example: {
      state: CONSUMER,
      body: { payment_method: 'sepa_debit', iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
      response: {
        data: {
          firstname: 'Kim',
          lastname: 'Kunde',
          email: 'kunde@demo.example',
          payment_method: 'sepa_debit',
        },
      },
    },
  }),
};
