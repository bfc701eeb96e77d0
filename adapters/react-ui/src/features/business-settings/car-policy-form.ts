import { CATALOGUE_FUELS } from '../../../../../contracts/routes/catalogue.ts';
import { POLICY_BRANDS } from '../../../../../contracts/routes/company-settings.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import type { CarPolicyJson } from './api/settings-queries.ts';

export type PolicyBrand = (typeof POLICY_BRANDS)[number];
export type PolicyFuel = (typeof CATALOGUE_FUELS)[number];
export { CATALOGUE_FUELS as POLICY_FUELS, POLICY_BRANDS };

/** What the car-policy form edits; vehicle types and drivers are kept as the BFF sent them. */
export type CarPolicyForm = {
  /** The monthly budget in euros as typed; empty: no budget limit. */
  readonly budget: string;
  readonly fuels: readonly PolicyFuel[];
  readonly brands: readonly PolicyBrand[];
};

export type CarPolicyFormField = 'budget' | 'fuels' | 'brands';

const everyOr = <T extends string>(all: readonly T[], chosen: 'all' | readonly T[]): readonly T[] =>
  chosen === 'all' ? all : all.filter((value) => chosen.includes(value));

type Cents = CarPolicyJson['budgetLimit'] & number;

export const carPolicyFormOf = (policy: CarPolicyJson): CarPolicyForm => ({
  budget: policy.budgetLimit == null ? '' : formatEuros(policy.budgetLimit),
  fuels: everyOr(CATALOGUE_FUELS, policy.fuels),
  brands: everyOr(POLICY_BRANDS, policy.allowedBrands),
});

const formatEuros = (cents: Cents): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');

/** Whole euros or euros with cents ('800', '799,50', '799.5'), more than zero. */
const EUROS = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

const centsOf = (text: string): Cents | undefined => {
  const match = EUROS.exec(text.trim().replace(/\s|€/g, ''));
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? (cents as Cents) : undefined;
};

export type CarPolicyCheck =
  | { readonly ok: true; readonly policy: CarPolicyJson }
  | { readonly ok: false; readonly errors: Partial<Record<CarPolicyFormField, MessageId>> };

/**
 * The policy the form describes (business spec §3 "Car policy (default)": every criterion 'all'
 * unless restricted). Every fuel or every make chosen is 'all', so the catalogue's later makes
 * stay allowed; nothing chosen is no policy anyone could order under, so it is refused.
 */
export const checkCarPolicyForm = (form: CarPolicyForm, current: CarPolicyJson): CarPolicyCheck => {
  const errors: Partial<Record<CarPolicyFormField, MessageId>> = {};
  const budget = form.budget.trim() === '' ? null : centsOf(form.budget);
  if (budget === undefined) errors.budget = 'businessSettings.carPolicy.validation.budget';
  if (form.fuels.length === 0) errors.fuels = 'businessSettings.carPolicy.validation.fuels';
  if (form.brands.length === 0) errors.brands = 'businessSettings.carPolicy.validation.brands';
  if (budget === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    policy: {
      ...current,
      budgetLimit: budget,
      fuels:
        form.fuels.length === CATALOGUE_FUELS.length
          ? 'all'
          : CATALOGUE_FUELS.filter((f) => form.fuels.includes(f)),
      allowedBrands:
        form.brands.length === POLICY_BRANDS.length
          ? 'all'
          : POLICY_BRANDS.filter((b) => form.brands.includes(b)),
    },
  };
};
