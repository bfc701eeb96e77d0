import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import { type DealAccessError, dealToChange, dealToRead } from '../deals/deal-for-user.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import { type Cents, cents } from '../shared/money.ts';
import {
  ALREADY_PROLONGED,
  PROLONGATION_FAILED,
  PROLONGATION_NOT_POSSIBLE,
  PROLONGATION_TERM_NOT_OFFERED,
  PROLONGATION_TERMS_NOT_ACCEPTED,
} from './messages.ts';
import type { ProlongationStore } from './ports.ts';
import {
  confirmProlongation,
  offeredProlongations,
  type ProlongationOption,
  type ProlongationVerdict,
  prolongationVerdict,
  prolongedDeal,
} from './rules.ts';

export type ProlongationDeps = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly prolongation: ProlongationStore;
};

export type ProlongationFailure =
  | DealAccessError
  | { readonly code: 'not_eligible'; readonly message: string }
  | { readonly code: 'invalid'; readonly field: string; readonly message: string }
  | { readonly code: 'failed'; readonly message: string };

export type ProlongationOffers = {
  /** 'possible' answers 200; otherwise the portal gets 409 and shows the already-prolonged page. */
  readonly verdict: ProlongationVerdict;
  readonly prolongation_options: ProlongationOption[];
  readonly current_subscription_end_date: string | null;
  readonly kilometer_package: number | null;
};

const amountOf = (deal: StoredDeal): Cents | null =>
  typeof deal.amount === 'number' && Number.isInteger(deal.amount) ? cents(deal.amount) : null;

/** The terms (3-18 months, longest first, gross with 19% VAT) the deal of this car can be prolonged by. */
export const prolongationOffers =
  ({ deals, prolongation }: ProlongationDeps) =>
  async (
    user: User,
    request: { readonly dealId: string; readonly carId: string },
    now: Date,
  ): Promise<Result<ProlongationOffers, ProlongationFailure>> => {
    const found = await dealToRead(deals, user, request.dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    // The car named must be the deal's: another car is not found, whoever it belongs to.
    if (deal.car_id && deal.car_id !== request.carId) return err({ code: 'not_found' });
    const verdict = prolongationVerdict({ deal }, await prolongation.isProlonged(deal.id), now);
    const offers = verdict === 'possible' ? await prolongation.offersFor(deal.id) : [];
    return ok({
      verdict,
      prolongation_options: offeredProlongations(offers, amountOf(deal)),
      current_subscription_end_date: returnDateOf(deal)?.slice(0, 10) ?? null,
      kilometer_package: deal.mileage_package ?? null,
    });
  };

/**
 * Prolongs by one of the offered terms once the terms are confirmed (consumer spec §2, §5). The
 * deal shows the new return date, term and rate at once; a deal cannot be prolonged twice.
 */
export const prolong =
  ({ deals, prolongation }: ProlongationDeps) =>
  async (
    user: User,
    dealId: string,
    request: { readonly term: number; readonly termsAccepted: boolean },
    now: Date,
  ): Promise<Result<StoredDeal, ProlongationFailure>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const offers = await prolongation.offersFor(found.value.id);
    return prolongation.inTransaction(async (changes) => {
      const deal = await changes.lockDeal(found.value.id);
      if (!deal) return err({ code: 'not_found' });
      const verdict = prolongationVerdict({ deal }, await changes.isProlonged(deal.id), now);
      if (verdict === 'already_prolonged') return err({ code: 'not_eligible', message: ALREADY_PROLONGED });
      if (verdict === 'not_possible')
        return err({ code: 'not_eligible', message: PROLONGATION_NOT_POSSIBLE });
      const chosen = confirmProlongation({
        options: offeredProlongations(offers, amountOf(deal)),
        selectedTerm: request.term,
        termsAccepted: request.termsAccepted,
      });
      if (chosen.isErr())
        return err(
          chosen.error.code === 'no_term_selected'
            ? { code: 'invalid', field: 'term', message: PROLONGATION_TERM_NOT_OFFERED }
            : { code: 'invalid', field: 'termsAccepted', message: PROLONGATION_TERMS_NOT_ACCEPTED },
        );
      const previousReturnDate = returnDateOf(deal);
      const changed = prolongedDeal(deal, chosen.value, now);
      // A deal without a return date cannot be moved on: the backend's data is wrong, not the request.
      if (!changed || !previousReturnDate || typeof changed.return_date !== 'string')
        return err({ code: 'failed', message: PROLONGATION_FAILED });
      await changes.recordProlongation({
        dealId: deal.id,
        userId: user.id,
        term: chosen.value.term,
        monthlyPrice: chosen.value.price,
        previousReturnDate,
        newReturnDate: changed.return_date,
        at: now,
      });
      await changes.saveDeal(changed);
      return ok(changed);
    });
  };
