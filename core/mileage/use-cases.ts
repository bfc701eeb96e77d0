import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { type DealAccessError, dealToChange, dealToRead, isCarWithCustomer } from '../deals/deal-for-user.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import { cents } from '../shared/money.ts';
import { MILEAGE_BELOW_LAST_READING, MILEAGE_CHANGE_FAILED, MILEAGE_NOT_REPORTABLE } from './messages.ts';
import type { MileageStore } from './ports.ts';
import {
  canChangeMileagePackage,
  EXTRA_MILEAGE_REPEAT_WINDOW_MS,
  extraMileagePrice,
  type MileagePackageOffer,
  type MileageReading,
  mileagePackageOffers,
  monthlyUsage,
  recommendedPackage,
  validateExtraMileage,
  validateMileagePackageChange,
  validateMileageReport,
} from './rules.ts';

export type MileageDeps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly mileage: MileageStore;
};

export type MileageError =
  | DealAccessError
  | { readonly code: 'invalid'; readonly field: string; readonly message: string }
  | { readonly code: 'not_raisable'; readonly message: string }
  | { readonly code: 'change_failed'; readonly message: string }
  | { readonly code: 'not_eligible'; readonly message: string };

export type MileageOverview = {
  readonly available_mileage_packages: MileagePackageOffer[];
  readonly report: {
    readonly mileage: number | null;
    readonly monthly_usage: number | null;
    readonly package_recommendation: number | null;
    /** Every reading of the deal, oldest first (the portal charts them against the package). */
    readonly readings: readonly MileageReading[];
  } | null;
};

/** The packages the deal can move up to (none once it cannot change) and the last reading with a recommendation. */
export const mileageOverview =
  ({ deals, mileage }: MileageDeps) =>
  async (user: User, dealId: string): Promise<Result<MileageOverview, MileageError>> => {
    const found = await dealToRead(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    const [prices, readings] = await Promise.all([mileage.packagePrices(), mileage.readingsOf(deal.id)]);
    const latest = readings[readings.length - 1];
    const usage = monthlyUsage(readings);
    return ok({
      available_mileage_packages: canChangeMileagePackage(deal) ? mileagePackageOffers(deal, prices) : [],
      report: latest
        ? {
            mileage: latest.mileage,
            monthly_usage: usage,
            package_recommendation: recommendedPackage(
              usage,
              prices.map((price) => price.mileage_package),
            ),
            readings: readings.map(({ mileage: km, day }) => ({ mileage: km, day })),
          }
        : null,
    });
  };

/** The odometer reading (consumer spec §5): whole kilometres, at most 999,999, never below the last one. */
export const reportMileage =
  ({ deals, mileage }: MileageDeps) =>
  async (user: User, dealId: string, reading: number, now: Date): Promise<Result<true, MileageError>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    if (!isCarWithCustomer(deal)) return err({ code: 'not_eligible', message: MILEAGE_NOT_REPORTABLE });
    const valid = validateMileageReport(String(reading));
    if (valid.isErr()) return err({ code: 'invalid', field: 'mileage', message: valid.error.message });
    // Checked and written with the deal locked, so readings sent at once are compared one by one.
    return mileage.inTransaction(async (changes) => {
      if (!(await changes.lockDeal(deal.id))) return err({ code: 'not_found' });
      const last = await changes.lastReading(deal.id);
      if (last !== undefined && valid.value < last)
        return err({ code: 'invalid', field: 'mileage', message: MILEAGE_BELOW_LAST_READING });
      // The last reading sent again (a repeat of the request) adds no reading of its own.
      if (last !== valid.value)
        await changes.addReading({ dealId: deal.id, userId: user.id, mileage: valid.value, at: now });
      return ok(true);
    });
  };

/**
 * Raises the package to one on offer (consumer spec §4: only raised, never lowered; for ACTIVE deals
 * retroactively for the whole term). The deal shows the new package, fee and monthly amount.
 */
export const changeMileagePackage =
  ({ deals, mileage }: MileageDeps) =>
  async (user: User, dealId: string, next: number, now: Date): Promise<Result<StoredDeal, MileageError>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const prices = await mileage.packagePrices();
    return mileage.inTransaction(async (changes) => {
      const deal = await changes.lockDeal(found.value.id);
      if (!deal) return err({ code: 'not_found' });
      const raise = validateMileagePackageChange(deal.mileage_package ?? 0, next);
      if (raise.isErr()) return err({ code: 'not_raisable', message: raise.error.message });
      if (!canChangeMileagePackage(deal))
        return err({ code: 'change_failed', message: MILEAGE_CHANGE_FAILED });
      const offer = mileagePackageOffers(deal, prices).find((option) => option.mileage_package === next);
      if (!offer) return err({ code: 'change_failed', message: MILEAGE_CHANGE_FAILED });
      const changed: StoredDeal = {
        ...deal,
        mileage_package: offer.mileage_package,
        mileage_package_fee: offer.mileage_package_fee,
        amount: offer.new_amount,
      };
      await changes.recordPackageChange({
        dealId: deal.id,
        userId: user.id,
        from: deal.mileage_package ?? 0,
        to: offer.mileage_package,
        monthlyFeeChange: offer.amount_change,
        oneTimePayment: offer.one_time_payment,
        at: now,
      });
      await changes.saveDeal(changed);
      return ok(changed);
    });
  };

/**
 * One-time extra kilometres for an ACTIVE deal at its fee per kilometre; the deal shows them as
 * addon_mileage. The same kilometres again within EXTRA_MILEAGE_REPEAT_WINDOW_MS answer the first
 * booking and book nothing.
 */
export const bookExtraMileage =
  ({ deals, mileage }: MileageDeps) =>
  async (
    user: User,
    dealId: string,
    kilometres: number,
    now: Date,
  ): Promise<Result<{ kilometres: number; amount: number }, MileageError>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const km = validateExtraMileage(kilometres);
    if (km.isErr()) return err({ code: 'invalid', field: 'kilometres', message: km.error.message });
    return mileage.inTransaction(async (changes) => {
      const deal = await changes.lockDeal(found.value.id);
      if (!deal) return err({ code: 'not_found' });
      if (deal.state !== 'ACTIVE') return err({ code: 'not_eligible', message: MILEAGE_CHANGE_FAILED });
      const fee = deal.additional_mileage_fee;
      // Without a fee per kilometre in the deal's data there is nothing to charge: the change fails.
      if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0)
        return err({ code: 'change_failed', message: MILEAGE_CHANGE_FAILED });
      const since = new Date(now.getTime() - EXTRA_MILEAGE_REPEAT_WINDOW_MS);
      const repeated = await changes.extraMileageBookedSince(deal.id, km.value, since);
      if (repeated) return ok({ kilometres: repeated.kilometres, amount: repeated.amount });
      const amount = extraMileagePrice(km.value, cents(fee));
      await changes.recordExtraMileage({
        dealId: deal.id,
        userId: user.id,
        kilometres: km.value,
        amount,
        at: now,
      });
      const addon = typeof deal.addon_mileage === 'number' ? deal.addon_mileage : 0;
      await changes.saveDeal({ ...deal, addon_mileage: addon + km.value });
      return ok({ kilometres: km.value, amount });
    });
  };
