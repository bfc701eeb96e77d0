import { describe, expect, it } from 'vitest';
import type { CarPolicyJson } from './api/settings-queries.ts';
import { carPolicyFormOf, checkCarPolicyForm, POLICY_BRANDS, POLICY_FUELS } from './car-policy-form.ts';

const defaultPolicy = {
  budgetLimit: null,
  vehicleTypes: 'all',
  fuels: 'all',
  allowedBrands: 'all',
  assignedTo: 'all_drivers',
} as CarPolicyJson;

describe('the car policy form', () => {
  it('reads the default policy as no budget and every fuel and make chosen', () => {
    expect(carPolicyFormOf(defaultPolicy)).toEqual({
      budget: '',
      fuels: POLICY_FUELS,
      brands: POLICY_BRANDS,
    });
  });

  it('gives back the default policy unchanged', () => {
    expect(checkCarPolicyForm(carPolicyFormOf(defaultPolicy), defaultPolicy)).toEqual({
      ok: true,
      policy: defaultPolicy,
    });
  });

  it('reads euros with or without cents as cents, in the catalogue order of makes', () => {
    const checked = checkCarPolicyForm(
      { budget: '799,5', fuels: ['Elektro'], brands: ['Volkswagen', 'BMW'] },
      defaultPolicy,
    );
    expect(checked).toEqual({
      ok: true,
      policy: {
        ...defaultPolicy,
        budgetLimit: 79950,
        fuels: ['Elektro'],
        allowedBrands: ['BMW', 'Volkswagen'],
      },
    });
  });

  it('shows a budget in cents as euros again', () => {
    expect(carPolicyFormOf({ ...defaultPolicy, budgetLimit: 80000 } as CarPolicyJson).budget).toBe('800');
    expect(carPolicyFormOf({ ...defaultPolicy, budgetLimit: 79950 } as CarPolicyJson).budget).toBe('799,50');
  });

  it('refuses a budget of zero or words, and a policy without fuels or makes', () => {
    for (const budget of ['0', 'viel', '-5', '1.000.000.000'])
      expect(
        checkCarPolicyForm({ budget, fuels: POLICY_FUELS, brands: POLICY_BRANDS }, defaultPolicy),
      ).toMatchObject({
        ok: false,
        errors: { budget: 'businessSettings.carPolicy.validation.budget' },
      });
    expect(checkCarPolicyForm({ budget: '', fuels: [], brands: [] }, defaultPolicy)).toEqual({
      ok: false,
      errors: {
        fuels: 'businessSettings.carPolicy.validation.fuels',
        brands: 'businessSettings.carPolicy.validation.brands',
      },
    });
  });
});
