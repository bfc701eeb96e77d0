import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { CATALOGUE_FUELS, type CatalogueModel, type Fuel } from '../catalogue/types.ts';
import type { Cents } from '../shared/money.ts';

/**
 * The makes a car policy can allow: 24 (business spec §3, consumer spec §9 give the number only);
 * our list of the makes of the German catalogue.
 */
export const POLICY_BRANDS = [
  'Audi',
  'BMW',
  'BYD',
  'Citroën',
  'Cupra',
  'Dacia',
  'Fiat',
  'Ford',
  'Hyundai',
  'Jeep',
  'Kia',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Renault',
  'Seat',
  'Skoda',
  'Tesla',
  'Volkswagen',
] as const;
export type PolicyBrand = (typeof POLICY_BRANDS)[number];

/** 'all' is each criterion's default; a list restricts it. */
export type AllOr<T> = 'all' | readonly T[];

export type CarPolicy = {
  /** The highest monthly rate; null: no budget limit. */
  readonly budgetLimit: Cents | null;
  readonly vehicleTypes: AllOr<string>;
  readonly fuels: AllOr<Fuel>;
  readonly allowedBrands: AllOr<PolicyBrand>;
  readonly assignedTo: 'all_drivers' | readonly string[];
};

/** Business spec §3 "Car policy (default)". */
export const DEFAULT_CAR_POLICY: CarPolicy = {
  budgetLimit: null,
  vehicleTypes: 'all',
  fuels: 'all',
  allowedBrands: 'all',
  assignedTo: 'all_drivers',
};

export type CarPolicyProblem = { readonly field: string; readonly message: string };

const within = <T>(criterion: AllOr<T>, value: T): boolean =>
  criterion === 'all' || criterion.includes(value);

/**
 * The highest monthly budget a policy may set: 1.000.000 € in cents. The specification names no
 * limit; any real budget is far below it, and every amount up to it is a whole number of cents
 * the storage keeps exactly.
 */
export const MAX_BUDGET_LIMIT = 100_000_000;

/** A policy as an admin sends it: known makes and fuels, a positive budget, no empty list. */
export const validateCarPolicy = (policy: CarPolicy): Result<CarPolicy, CarPolicyProblem[]> => {
  const problems: CarPolicyProblem[] = [];
  if (policy.budgetLimit !== null && (!Number.isInteger(policy.budgetLimit) || policy.budgetLimit <= 0))
    problems.push({ field: 'budgetLimit', message: 'Das Budget muss größer als 0 sein.' });
  else if (policy.budgetLimit !== null && policy.budgetLimit > MAX_BUDGET_LIMIT)
    problems.push({ field: 'budgetLimit', message: 'Das Budget darf höchstens 1.000.000 € betragen.' });
  const lists: [string, AllOr<string>, readonly string[] | null][] = [
    ['vehicleTypes', policy.vehicleTypes, null],
    ['fuels', policy.fuels, CATALOGUE_FUELS],
    ['allowedBrands', policy.allowedBrands, POLICY_BRANDS],
    ['assignedTo', policy.assignedTo === 'all_drivers' ? 'all' : policy.assignedTo, null],
  ];
  for (const [field, criterion, known] of lists) {
    if (criterion === 'all') continue;
    if (criterion.length === 0)
      problems.push({ field, message: 'Bitte wähle mindestens einen Eintrag aus.' });
    const unknown = known ? criterion.filter((value) => !known.includes(value)) : [];
    if (unknown.length) problems.push({ field, message: `Unbekannt: ${unknown.join(', ')}` });
  }
  return problems.length ? err(problems) : ok(policy);
};

/**
 * Whom the policy binds: the drivers it is assigned to. Admins order for the company and are not
 * bound by it; analysts do not order.
 */
export const isBoundByPolicy = (policy: CarPolicy, user: User): boolean => {
  if (user.kind !== 'business' || user.role !== 'driver') return false;
  return (
    policy.assignedTo === 'all_drivers' ||
    (user.contactId !== null && policy.assignedTo.includes(user.contactId))
  );
};

/** Whether a model (at its cheapest rate, or at the given rate) is within the policy. */
export const allowsModel = (policy: CarPolicy, model: CatalogueModel, monthlyRate?: Cents): boolean => {
  if (!within(policy.vehicleTypes, model.cartype)) return false;
  if (!within(policy.fuels, model.fuel)) return false;
  if (policy.allowedBrands !== 'all' && !(policy.allowedBrands as readonly string[]).includes(model.brand))
    return false;
  if (policy.budgetLimit === null) return true;
  const rate = monthlyRate ?? Math.min(...model.prices.map((price) => price.monthly));
  return rate <= policy.budgetLimit;
};

export type CarPolicyRepository = {
  /** The company's policy, the default when it never set one. */
  readonly find: (companyId: string) => Promise<CarPolicy>;
  readonly save: (companyId: string, policy: CarPolicy) => Promise<void>;
};
