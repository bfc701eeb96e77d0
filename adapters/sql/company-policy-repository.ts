import type { Kysely } from 'kysely';
import {
  type AllOr,
  type CarPolicy,
  type CarPolicyRepository,
  DEFAULT_CAR_POLICY,
  type PolicyBrand,
} from '../../core/car-policy/policy.ts';
import type { Fuel } from '../../core/catalogue/types.ts';
import type { PaymentAccountRepository } from '../../core/company-settings/settings.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';

const allOr = <T>(list: string[] | null): AllOr<T> => (list === null ? 'all' : (list as T[]));
const listOf = (criterion: AllOr<string>): string[] | null => (criterion === 'all' ? null : [...criterion]);

/** Each company's car policy; a null list is the default "all". */
export const sqlCarPolicies = (db: Kysely<Database>): CarPolicyRepository => ({
  find: async (companyId) => {
    const row = await db
      .selectFrom('car_policies')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) return DEFAULT_CAR_POLICY;
    return {
      budgetLimit: row.budget_limit_cents === null ? null : cents(row.budget_limit_cents),
      vehicleTypes: allOr<string>(row.vehicle_types),
      fuels: allOr<Fuel>(row.fuels),
      allowedBrands: allOr<PolicyBrand>(row.allowed_brands),
      assignedTo: row.assigned_contact_ids === null ? 'all_drivers' : row.assigned_contact_ids,
    } satisfies CarPolicy;
  },
  save: async (companyId, policy) => {
    const values = {
      budget_limit_cents: policy.budgetLimit,
      vehicle_types: listOf(policy.vehicleTypes),
      fuels: listOf(policy.fuels),
      allowed_brands: listOf(policy.allowedBrands),
      assigned_contact_ids: policy.assignedTo === 'all_drivers' ? null : [...policy.assignedTo],
      updated_at: new Date(),
    };
    await db
      .insertInto('car_policies')
      .values({ company_id: companyId, ...values })
      .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
      .execute();
  },
});

export const sqlPaymentAccounts = (db: Kysely<Database>): PaymentAccountRepository => ({
  find: async (companyId) => {
    const row = await db
      .selectFrom('company_payment_accounts')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row ? { accountHolder: row.account_holder, iban: row.iban } : undefined;
  },
});
