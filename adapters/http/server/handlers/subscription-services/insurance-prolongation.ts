import { err } from 'neverthrow';
import {
  type AddonGroup,
  addonGroups,
  bookPremiumProtection,
  type InsuranceFailure,
} from '../../../../../core/insurance/use-cases.ts';
import { levelFor } from '../../../../../core/loyalty/rules.ts';
import {
  type ProlongationFailure,
  prolong,
  prolongationOffers,
} from '../../../../../core/prolongation/use-cases.ts';
import { formatEuros } from '../../../../../core/shared/money.ts';
import { sqlLoyaltyReads } from '../../../../sql/loyalty-repositories.ts';
import { sqlMileageStore } from '../../../../sql/subscription-services-mileage.ts';
import {
  sqlInsuranceStore,
  sqlProlongationStore,
} from '../../../../sql/subscription-services-prolongation.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure, Handler } from '../../handler.ts';
import { bodyFields } from './failures.ts';

const prolongationFailure = (error: ProlongationFailure): Failure => {
  switch (error.code) {
    case 'not_found':
    case 'forbidden':
      return { code: error.code };
    case 'not_eligible':
      return { code: 'not_eligible', message: error.message };
    case 'invalid':
      return {
        code: 'bad_request',
        message: error.message,
        fields: bodyFields({ [error.field]: error.message }),
      };
    case 'failed':
      return { code: 'prolongation_failed', message: error.message };
  }
};

const insuranceFailure = (error: InsuranceFailure): Failure =>
  error.code === 'not_eligible' ? { code: 'not_eligible', message: error.message } : { code: error.code };

/** Deductibles as the add-on dialog shows them, written as every amount ("1.000 €", formatEuros). */
const euros = { format: (amountInEuros: number) => formatEuros(Math.round(amountInEuros * 100)) };

const wireGroup = (group: AddonGroup) => {
  const { fullCoverageDeductibleEur, partialCoverageDeductibleEur, ...rest } = group;
  return {
    ...rest,
    vkValueFormatted: euros.format(fullCoverageDeductibleEur),
    tkValueFormatted: euros.format(partialCoverageDeductibleEur),
  };
};

export const insuranceProlongationHandlers = (bff: BffContext): Record<string, Handler> => {
  const mileage = sqlMileageStore(bff.db);
  const prolongationDeps = { deals: bff.deals, prolongation: sqlProlongationStore(bff.db) };
  const loyalty = sqlLoyaltyReads(bff.db);
  const insuranceDeps = {
    deals: bff.deals,
    insurance: sqlInsuranceStore(bff.db),
    mileage,
    levelOf: async (userId: string) => levelFor((await loyalty.accountOf(userId))?.points ?? 0).id,
  };
  const offers = prolongationOffers(prolongationDeps);
  const prolongDeal = prolong(prolongationDeps);
  const addons = addonGroups(insuranceDeps);
  const bookInsurance = bookPremiumProtection(insuranceDeps);
  return {
    getProlongationOptions: async ({ user, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { dealId, car_id } = body as { dealId: string; car_id: string };
      return (await offers(user, { dealId, carId: car_id }, now))
        .map(({ verdict, ...data }) => ({
          // 409 (accepted by the portal) tells it the deal cannot be prolonged (already prolonged or not offered).
          status: verdict === 'possible' ? 200 : 409,
          body: {
            data: {
              ...data,
              reduced_prolongation_price_experiment: false,
              is_downpayment_subscription: false,
            },
          },
        }))
        .mapErr(prolongationFailure);
    },
    prolongSubscription: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await prolongDeal(user, params.id ?? '', body as { term: number; termsAccepted: boolean }, now))
        .map((data) => ({ body: { data } }))
        .mapErr(prolongationFailure);
    },
    getAddons: async ({ user, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await addons(user, body as { productId: string; subscriptionId: string }, now))
        .map((groups) => ({ body: { data: groups.map(wireGroup) } }))
        .mapErr(insuranceFailure);
    },
    bookInsuranceUpgrade: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { addon_id } = body as { addon_id: string };
      return (await bookInsurance(user, params.id ?? '', addon_id, now))
        .map((data) => ({ body: { data } }))
        .mapErr(insuranceFailure);
    },
  };
};
