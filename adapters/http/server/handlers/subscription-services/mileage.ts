import { err } from 'neverthrow';
import {
  bookExtraMileage,
  changeMileagePackage,
  type MileageError,
  mileageOverview,
  reportMileage,
} from '../../../../../core/mileage/use-cases.ts';
import { sqlMileageStore } from '../../../../sql/subscription-services-mileage.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Failure, Handler } from '../../handler.ts';
import { bodyFields, DEAL_MISMATCH } from './failures.ts';

const failureOf = (error: MileageError): Failure => {
  switch (error.code) {
    case 'not_found':
    case 'forbidden':
      return { code: error.code };
    case 'invalid':
      return {
        code: 'bad_request',
        message: error.message,
        fields: bodyFields({ [error.field]: error.message }),
      };
    case 'not_raisable':
      return { code: 'mileage_package_not_raisable', message: error.message };
    case 'change_failed':
      return { code: 'mileage_change_failed', message: error.message };
    case 'not_eligible':
      return { code: 'not_eligible', message: error.message };
  }
};

export const mileageHandlers = (bff: BffContext): Record<string, Handler> => {
  const deps = { deals: bff.deals, mileage: sqlMileageStore(bff.db) };
  const overview = mileageOverview(deps);
  const report = reportMileage(deps);
  const change = changeMileagePackage(deps);
  const extra = bookExtraMileage(deps);
  return {
    getMileagePackages: async ({ user, params }) => {
      if (!user) return err({ code: 'unauthorized' });
      return (await overview(user, params.subscription_id ?? ''))
        .map((data) => ({ body: { data } }))
        .mapErr(failureOf);
    },
    reportMileage: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { dealId, mileage } = body as { dealId: string; mileage: number };
      const dealOfPath = params.subscription_id ?? '';
      // The form repeats the deal (consumer spec §7 "form fields plus dealId"); it must be the same one.
      if (dealId !== dealOfPath)
        return err({ code: 'bad_request', fields: { 'body.dealId': DEAL_MISMATCH } });
      const result = await report(user, dealOfPath, mileage, now);
      return result.map(() => ({ body: { ok: true } })).mapErr(failureOf);
    },
    changeMileagePackage: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { mileage_package } = body as { mileage_package: number };
      return (await change(user, params.id ?? '', mileage_package, now))
        .map((data) => ({ body: { data } }))
        .mapErr(failureOf);
    },
    bookExtraMileage: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const { kilometres } = body as { kilometres: number };
      return (await extra(user, params.id ?? '', kilometres, now))
        .map((data) => ({ status: 201, body: { data } }))
        .mapErr(failureOf);
    },
  };
};
