import { err, ok, type Result } from 'neverthrow';
import { DELETION_BLOCKING_STATES } from '../deals/eligibility.ts';
import type { StoredDeal } from '../deals/ports.ts';
import type { Mailer } from '../shared/ports.ts';
import { validateBirthDate } from '../shared/validation/birth-date.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  formErrors,
  isBlank,
  requiredText,
  textOfLength,
} from '../shared/validation/field-error.ts';
import { validateIban } from '../shared/validation/iban.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../shared/validation/messages.ts';
import { validatePhone } from '../shared/validation/phone.ts';
import { CONTACT_PLZ_MESSAGES, validatePostalCode } from '../shared/validation/postal-code.ts';
import { deletionRequestedMail } from './mails.ts';
import {
  type AccountUpdates,
  type CustomerProfile,
  EMPTY_PROFILE,
  type PaymentProvider,
  type ProfileRepository,
  type SelectablePaymentMethod,
  type User,
  type UserRepository,
} from './ports.ts';

/** The profile as the portal shows it: the user's names and address with the stored contact data. */
export type ProfileView = CustomerProfile & {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly loginProvider: User['loginProvider'];
  readonly emailVerified: boolean;
};

export const profileOf = async (profiles: ProfileRepository, user: User): Promise<ProfileView> => ({
  ...((await profiles.find(user.id)) ?? EMPTY_PROFILE),
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  loginProvider: user.loginProvider,
  emailVerified: user.emailVerifiedAt !== null,
});

/** The fields of the contact edit, named as on the wire (consumer spec §3 "Profile"). */
export type ProfileChange = {
  readonly firstname?: string;
  readonly lastname?: string;
  readonly date_of_birth?: string;
  readonly phone?: string;
  readonly mobilephone?: string | null;
  readonly invoice_street?: string;
  readonly invoice_house_number?: string;
  readonly zip?: string;
  readonly city?: string;
};
export type ProfileField = keyof ProfileChange;

/** Not given by the specification, which only says these fields are locked once filled. */
export const FIELD_LOCKED =
  'Dieses Feld kann nicht mehr geändert werden. Bitte wende dich an den Kundenservice.';

const locked = (): Result<never, FieldError> => err(fieldError('locked', FIELD_LOCKED));
const address = (value: string) =>
  textOfLength(value, 100, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });

/**
 * Changes contact and invoice data (consumer spec §5 "Contact edit"): first name, last name and
 * birthday only while empty (sending the value they already have is no change); phone required
 * and valid, normalised to +49…; the mobile number optional (null clears it); zip of 5 digits.
 * Either every field is valid and all are saved, or nothing is.
 */
export const updateProfile =
  (ports: {
    readonly profiles: ProfileRepository;
    readonly updates: AccountUpdates;
    readonly users: Pick<UserRepository, 'findById'>;
  }) =>
  async (
    caller: User,
    change: ProfileChange,
    now: Date,
  ): Promise<Result<ProfileView, { code: 'bad_request'; fields: FormErrors<ProfileField> }>> => {
    // Read again under the lock: names and birth date that lock once filled are judged by what a
    // change sent at the same moment may just have written.
    await ports.profiles.lock(caller.id);
    const user = (await ports.users.findById(caller.id)) ?? caller;
    const current = (await ports.profiles.find(user.id)) ?? EMPTY_PROFILE;
    // Locked once filled: while empty it takes a valid value; when filled, only the value it has.
    const lockedOnceFilled = (
      value: string | undefined,
      stored: string | null,
      validate: (v: string) => Result<string, FieldError>,
    ) => {
      if (value === undefined) return undefined;
      const checked = validate(value);
      if (isBlank(stored)) return checked;
      return checked.isOk() && checked.value === stored ? checked : locked();
    };
    const results = {
      firstname: lockedOnceFilled(change.firstname, user.firstName, (v) => requiredText(v)),
      lastname: lockedOnceFilled(change.lastname, user.lastName, (v) => requiredText(v)),
      date_of_birth: lockedOnceFilled(change.date_of_birth, current.dateOfBirth, (v) =>
        validateBirthDate(v, now),
      ),
      phone: change.phone === undefined ? undefined : validatePhone(change.phone),
      mobilephone:
        change.mobilephone === undefined || change.mobilephone === null || isBlank(change.mobilephone)
          ? undefined
          : validatePhone(change.mobilephone),
      invoice_street: change.invoice_street === undefined ? undefined : address(change.invoice_street),
      invoice_house_number:
        change.invoice_house_number === undefined ? undefined : address(change.invoice_house_number),
      zip: change.zip === undefined ? undefined : validatePostalCode(change.zip, CONTACT_PLZ_MESSAGES),
      city: change.city === undefined ? undefined : address(change.city),
    } satisfies Record<ProfileField, Result<string, FieldError> | undefined>;
    const fields = formErrors<ProfileField>(results);
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    const value = (field: ProfileField) => results[field]?.unwrapOr(undefined);
    const next: CustomerProfile = {
      ...current,
      dateOfBirth: value('date_of_birth') ?? current.dateOfBirth,
      phone: value('phone') ?? current.phone,
      mobilephone:
        change.mobilephone === undefined
          ? current.mobilephone
          : change.mobilephone === null || isBlank(change.mobilephone)
            ? null
            : (value('mobilephone') ?? null),
      invoiceStreet: value('invoice_street') ?? current.invoiceStreet,
      invoiceHouseNumber: value('invoice_house_number') ?? current.invoiceHouseNumber,
      zip: value('zip') ?? current.zip,
      city: value('city') ?? current.city,
    };
    await ports.profiles.saveContact(user.id, next);
    const firstName = isBlank(user.firstName) ? value('firstname') : undefined;
    const lastName = isBlank(user.lastName) ? value('lastname') : undefined;
    if (firstName || lastName)
      await ports.updates.setNames(user.id, {
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      });
    return ok(
      await profileOf(ports.profiles, {
        ...user,
        firstName: firstName ?? user.firstName,
        lastName: lastName ?? user.lastName,
      }),
    );
  };

export type DeletionError =
  | { readonly code: 'account_deletion_blocked' }
  | { readonly code: 'deletion_already_requested' };

/**
 * Asks for the account's deletion (consumer spec §6: blocked while a deal is CREATED, ACTIVE,
 * STOPPED or INACTIVE, §4). A second request answers that one is already under way.
 */
export const requestAccountDeletion =
  (ports: { readonly profiles: ProfileRepository; readonly mailer: Mailer }) =>
  async (user: User, deals: readonly StoredDeal[], now: Date): Promise<Result<true, DeletionError>> => {
    if (await ports.profiles.deletionRequestedAt(user.id)) return err({ code: 'deletion_already_requested' });
    if (deals.some((deal) => DELETION_BLOCKING_STATES.has(deal.state)))
      return err({ code: 'account_deletion_blocked' });
    if (!(await ports.profiles.requestDeletion(user.id, now)))
      return err({ code: 'deletion_already_requested' });
    await ports.mailer.send(deletionRequestedMail(user.email, user.firstName));
    return ok(true);
  };

export type PaymentMethodChange = {
  readonly payment_method: SelectablePaymentMethod;
  readonly iban?: string;
  readonly account_holder?: string;
};
export type PaymentMethodResult = {
  readonly paymentMethod: SelectablePaymentMethod;
  readonly status: 'active' | 'pending_confirmation';
  readonly redirectUrl: string | null;
};
export type PaymentMethodError =
  | { readonly code: 'bad_request'; readonly fields: FormErrors<'iban' | 'account_holder'> }
  | { readonly code: 'payment_method_change_failed' };

/**
 * Changes the payment method (consumer spec §3): SEPA direct debit takes effect at once with a
 * valid IBAN and the account holder; card and PayPal — and SEPA debit sent without the portal's
 * mandate fields, whose mandate the provider's page then takes — are confirmed by the customer at
 * the payment provider, so they stay pending (the current method stays in force) until the
 * provider confirms. The provider is asked before anything is written and outside any transaction
 * (it waits on the outside world); the pending change is one statement after it.
 */
export const changePaymentMethod =
  (ports: { readonly profiles: ProfileRepository; readonly payments: PaymentProvider }) =>
  async (
    user: User,
    change: PaymentMethodChange,
    now: Date,
  ): Promise<Result<PaymentMethodResult, PaymentMethodError>> => {
    const hostedMandate = change.iban === undefined && change.account_holder === undefined;
    if (change.payment_method === 'sepa_debit' && !hostedMandate) {
      const iban = validateIban(change.iban ?? '');
      const holder = textOfLength(change.account_holder, 100, {
        required: REQUIRED,
        tooLong: TEXT_TOO_LONG_100,
      });
      const fields: FormErrors<'iban' | 'account_holder'> = {};
      if (iban.isErr()) fields.iban = iban.error;
      if (holder.isErr()) fields.account_holder = holder.error;
      if (iban.isErr() || holder.isErr()) return err({ code: 'bad_request', fields });
      await ports.profiles.setSepaDebit(user.id, { iban: iban.value, accountHolder: holder.value });
      return ok({ paymentMethod: 'sepa_debit', status: 'active', redirectUrl: null });
    }
    const started = await ports.payments.startConfirmation(user.id, change.payment_method);
    if ('unavailable' in started) return err({ code: 'payment_method_change_failed' });
    await ports.profiles.setPendingPaymentMethod(user.id, {
      method: change.payment_method,
      reference: started.reference,
      at: now,
    });
    return ok({
      paymentMethod: change.payment_method,
      status: 'pending_confirmation',
      redirectUrl: started.redirectUrl,
    });
  };
