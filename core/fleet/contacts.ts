import { err, ok, type Result } from 'neverthrow';
import { validateEmail } from '../shared/validation/email.ts';
import { type FieldError, fieldError, formErrors, textOfLength } from '../shared/validation/field-error.ts';
import { validateBusinessPhone } from '../shared/validation/phone.ts';
import type { B2bRole } from './roles.ts';

/** B2B contacts (business spec §2 "Contacts overview", §3 "Contact", §4, §6). */

/** Active: invited and signed in; invited: not yet signed in; inactive: no access (§4). */
export const CONTACT_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The roles a contact can be given; `unknown` is only ever read from older data. */
export const ASSIGNABLE_ROLES = ['admin', 'driver', 'analyst'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export type Contact = {
  readonly id: string;
  readonly companyId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string | null;
  readonly role: B2bRole;
  readonly status: ContactStatus;
};

export const fullNameOf = (contact: Pick<Contact, 'firstName' | 'lastName'>): string =>
  `${contact.firstName} ${contact.lastName}`.trim();

export type NewContact = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: AssignableRole;
  readonly phoneNumber?: string | null;
};

// Not given by the specification: the Sie-form of the business portal.
export const FIRST_NAME_REQUIRED = 'Bitte geben Sie einen Vornamen ein.';
export const LAST_NAME_REQUIRED = 'Bitte geben Sie einen Nachnamen ein.';
export const NAME_TOO_LONG = 'Bitte geben Sie höchstens 100 Zeichen ein.';
export const CONTACT_EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
export const CONTACT_EMAIL_TAKEN = 'Für diese E-Mail-Adresse gibt es bereits einen Kontakt.';

const NAME_MAX_LENGTH = 100;

/**
 * 'Kontakt erstellen': first and last name of 1-100 characters, a valid e-mail address and, when
 * given, a German phone number (normalised to E.164). The result is the contact's cleaned data.
 */
export const validateNewContact = (
  input: NewContact,
): Result<NewContact, Partial<Record<keyof NewContact, FieldError>>> => {
  const phone = (input.phoneNumber ?? '').trim();
  const results = {
    firstName: textOfLength(input.firstName, NAME_MAX_LENGTH, {
      required: FIRST_NAME_REQUIRED,
      tooLong: NAME_TOO_LONG,
    }),
    lastName: textOfLength(input.lastName, NAME_MAX_LENGTH, {
      required: LAST_NAME_REQUIRED,
      tooLong: NAME_TOO_LONG,
    }),
    email: validateEmail(input.email).mapErr(() => fieldError('email_invalid', CONTACT_EMAIL_INVALID)),
    ...(phone === '' ? {} : { phoneNumber: validateBusinessPhone(phone) }),
  };
  const errors = formErrors<keyof NewContact>(results);
  if (Object.keys(errors).length > 0) return err(errors);
  return ok({
    firstName: results.firstName._unsafeUnwrap(),
    lastName: results.lastName._unsafeUnwrap(),
    email: results.email._unsafeUnwrap(),
    role: input.role,
    phoneNumber: results.phoneNumber?._unsafeUnwrap() ?? null,
  });
};

/**
 * What a driver's contact must hold before a car can be assigned to it: the provider hands the car
 * over to a named person it can call and write to (business spec §5 "An incomplete contact triggers
 * a message asking to complete the data"). Empty when complete.
 */
export const missingDriverData = (contact: Contact): ('name' | 'email' | 'phoneNumber')[] => {
  const missing: ('name' | 'email' | 'phoneNumber')[] = [];
  if (contact.firstName.trim() === '' || contact.lastName.trim() === '') missing.push('name');
  if (contact.email.trim() === '') missing.push('email');
  if (!contact.phoneNumber || contact.phoneNumber.trim() === '') missing.push('phoneNumber');
  return missing;
};

/** Not given by the specification (it says only that the message asks to complete the data). */
export const CONTACT_INCOMPLETE =
  'Die Kontaktdaten dieser Person sind unvollständig. Bitte vervollständigen Sie die Angaben (Name, E-Mail-Adresse und Telefonnummer), bevor Sie ihr ein Fahrzeug zuweisen.';

/** An inactive contact has no access (§4) and cannot take a car. */
export const canTakeCar = (contact: Pick<Contact, 'status'>): boolean => contact.status !== 'INACTIVE';

/**
 * Who may assign a car's driver: the fleet's admins, who act for the company's people (§6). A
 * driver manages the car assigned to them but does not hand it to someone else.
 */
export const mayAssignDriver = (role: B2bRole): boolean => role === 'admin';

export const LAST_ADMIN =
  'Ihr Unternehmen braucht mindestens eine*n Administrator*in. Bitte ernennen Sie zuerst eine weitere Person zur*zum Administrator*in.';

/**
 * Roles management (§6): a company is never left without an admin, so the last active admin
 * (invited admins cannot sign in yet) keeps the role.
 */
export const canChangeRole = (
  contact: Contact,
  newRole: AssignableRole,
  companyContacts: readonly Contact[],
): Result<void, 'last_admin'> => {
  if (contact.role !== 'admin' || newRole === 'admin') return ok(undefined);
  const otherAdmins = companyContacts.filter(
    (other) => other.id !== contact.id && other.role === 'admin' && other.status === 'ACTIVE',
  );
  return otherAdmins.length > 0 ? ok(undefined) : err('last_admin');
};

/** Contacts by last name, then first name, as the contacts overview lists them. */
export const byLastName = (a: Contact, b: Contact): number =>
  a.lastName.localeCompare(b.lastName, 'de-DE') || a.firstName.localeCompare(b.firstName, 'de-DE');
