import { describe, expect, it } from 'vitest';
import type { User } from '../account/ports.ts';
import { aModel } from '../catalogue/a-model.ts';
import { cents } from '../shared/money.ts';
import {
  allowsModel,
  DEFAULT_CAR_POLICY,
  isBoundByPolicy,
  MAX_BUDGET_LIMIT,
  POLICY_BRANDS,
  validateCarPolicy,
} from './policy.ts';

const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-nord-fahrer',
  email: 'fahrer@nordflotte.example',
  passwordHash: null,
  kind: 'business',
  firstName: 'Fritz',
  lastName: 'Fahrer',
  companyId: 'co-nordflotte',
  role: 'driver',
  contactId: 'ct-2002',
  isEditor: false,
  loginProvider: 'password',
  emailVerifiedAt: null,
  ...overrides,
});

describe('car policy', () => {
  it('allows any of the 24 makes by default', () => {
    expect(POLICY_BRANDS).toHaveLength(24);
    expect(allowsModel(DEFAULT_CAR_POLICY, aModel({ brand: 'Dacia', fuel: 'Diesel' }))).toBe(true);
  });

  it('restricts by make, fuel, vehicle type and monthly budget', () => {
    const policy = { ...DEFAULT_CAR_POLICY, budgetLimit: cents(62_000), allowedBrands: ['BMW' as const] };
    expect(allowsModel(policy, aModel())).toBe(true);
    expect(allowsModel(policy, aModel(), cents(64_900))).toBe(false);
    expect(allowsModel(policy, aModel({ brand: 'Audi' }))).toBe(false);
    expect(allowsModel({ ...DEFAULT_CAR_POLICY, fuels: ['Diesel'] }, aModel())).toBe(false);
    expect(allowsModel({ ...DEFAULT_CAR_POLICY, vehicleTypes: ['SUV'] }, aModel())).toBe(false);
  });

  it('binds the drivers it is assigned to, never admins', () => {
    expect(isBoundByPolicy(DEFAULT_CAR_POLICY, aUser())).toBe(true);
    expect(isBoundByPolicy({ ...DEFAULT_CAR_POLICY, assignedTo: ['ct-2100'] }, aUser())).toBe(false);
    expect(isBoundByPolicy(DEFAULT_CAR_POLICY, aUser({ role: 'admin' }))).toBe(false);
  });

  it('takes a budget of up to 1.000.000 € a month and refuses more', () => {
    const withBudget = (budgetLimit: number) =>
      validateCarPolicy({ ...DEFAULT_CAR_POLICY, budgetLimit: cents(budgetLimit) });
    expect(withBudget(MAX_BUDGET_LIMIT).isOk()).toBe(true);
    expect(withBudget(MAX_BUDGET_LIMIT + 1)._unsafeUnwrapErr()).toEqual([
      { field: 'budgetLimit', message: 'Das Budget darf höchstens 1.000.000 € betragen.' },
    ]);
    expect(
      withBudget(2 ** 53)
        ._unsafeUnwrapErr()
        .map((problem) => problem.field),
    ).toEqual(['budgetLimit']);
  });

  it('refuses unknown makes and fuels, empty lists and a budget of nothing', () => {
    const result = validateCarPolicy({
      budgetLimit: cents(0),
      vehicleTypes: [],
      fuels: ['Wasserstoff' as never],
      allowedBrands: ['Trabant' as never],
      assignedTo: 'all_drivers',
    });
    expect(result._unsafeUnwrapErr().map((problem) => problem.field)).toEqual([
      'budgetLimit',
      'vehicleTypes',
      'fuels',
      'allowedBrands',
    ]);
    expect(validateCarPolicy(DEFAULT_CAR_POLICY).isOk()).toBe(true);
  });
});
