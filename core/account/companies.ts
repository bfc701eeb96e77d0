import { err, ok, type Result } from 'neverthrow';
import type { Company, CompanyRepository } from '../company/ports.ts';
import { type FormErrors, formErrors, textOfLength } from '../shared/validation/field-error.ts';
import {
  CITY_MISSING,
  HOUSENUMBER_MISSING,
  STREET_MISSING,
  TEXT_TOO_LONG_100_BUSINESS,
} from '../shared/validation/messages.ts';
import { validateBusinessPhone } from '../shared/validation/phone.ts';
import { BUSINESS_PLZ_MESSAGES, validatePostalCode } from '../shared/validation/postal-code.ts';
import type { User } from './ports.ts';

/**
 * A business user sees only their own company; any other id is simply not found (never 403, so an
 * id tells nothing). Consumers keep no company in this portal.
 */
const isOwnCompany = (user: User, id: string) => user.kind === 'business' && user.companyId === id;

export const companyOf = async (companies: CompanyRepository, user: User, id: string) =>
  isOwnCompany(user, id) ? companies.find(id) : undefined;

export const companiesOf = async (companies: CompanyRepository, user: User): Promise<Company[]> => {
  const own = user.companyId ? await companyOf(companies, user, user.companyId) : undefined;
  return own ? [own] : [];
};

export type CompanyChange = {
  readonly phone?: string;
  readonly address?: { street: string; houseNumber: string; postalCode: string; city: string };
};
export type CompanyField =
  | 'phone'
  | 'address.street'
  | 'address.houseNumber'
  | 'address.postalCode'
  | 'address.city';

export type CompanyChangeError =
  | { readonly code: 'not_found' }
  | { readonly code: 'forbidden' }
  | { readonly code: 'bad_request'; readonly fields: FormErrors<CompanyField> };

const text = (value: string, required: string) =>
  textOfLength(value, 100, { required, tooLong: TEXT_TOO_LONG_100_BUSINESS });

/**
 * Changes the company's phone and address (consumer spec §5 "Company edit": zip of 5 digits, the
 * name locked), for the company's admins only (business spec §6); in the business portal's
 * wording. Another company is not found, whatever the role.
 */
export const updateCompanyDetails =
  (companies: CompanyRepository) =>
  async (user: User, id: string, change: CompanyChange): Promise<Result<Company, CompanyChangeError>> => {
    if (!isOwnCompany(user, id)) return err({ code: 'not_found' });
    // Locked: the change applies to the details as the change before it left them.
    const company = await companies.lock(id);
    if (!company) return err({ code: 'not_found' });
    if (user.role !== 'admin') return err({ code: 'forbidden' });
    const results = {
      phone: change.phone === undefined ? undefined : validateBusinessPhone(change.phone),
      'address.street': change.address ? text(change.address.street, STREET_MISSING) : undefined,
      'address.houseNumber': change.address
        ? text(change.address.houseNumber, HOUSENUMBER_MISSING)
        : undefined,
      'address.postalCode': change.address
        ? validatePostalCode(change.address.postalCode, BUSINESS_PLZ_MESSAGES)
        : undefined,
      'address.city': change.address ? text(change.address.city, CITY_MISSING) : undefined,
    };
    const fields = formErrors<CompanyField>(results);
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    const value = (field: CompanyField) => results[field]?.unwrapOr('') ?? '';
    const updated: Company = {
      ...company,
      phone: change.phone === undefined ? company.phone : value('phone'),
      address: change.address
        ? {
            street: value('address.street'),
            houseNumber: value('address.houseNumber'),
            postalCode: value('address.postalCode'),
            city: value('address.city'),
          }
        : company.address,
    };
    await companies.save(updated);
    return ok(updated);
  };
