import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { PROTECTION, type ProtectionPackage } from '../catalogue/configuration.ts';
import { type CatalogueModel, displayName, isAvailable } from '../catalogue/types.ts';
import { contractNumberOf } from '../deals/contract-signing.ts';
import type { StoredDeal } from '../deals/ports.ts';
import { reservationEndOf } from '../deals/reservation.ts';
import { isVoucherValid, levelFor } from '../loyalty/rules.ts';
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { NextCarStore, NextCarTransaction, OwnVoucher } from './ports.ts';
import {
  isRefusal,
  NEXT_CAR_KM_PACKAGES,
  NEXT_CAR_MESSAGES,
  NEXT_CAR_PROTECTIONS,
  type NextCarInput,
  type NextCarOffer,
  type NextCarPrice,
  nextCarDeliveryDays,
  nextCarErrors,
  nextCarOfferFor,
  nextCarPrice,
  normalisedVoucherCode,
  voucherValue,
} from './rules.ts';

export type NextCarError =
  | { readonly code: 'not_found' }
  | { readonly code: 'not_eligible' | 'conflict'; readonly message: string }
  | { readonly code: 'vehicle_unavailable'; readonly message: string }
  | { readonly code: 'bad_request'; readonly fields: Readonly<Record<string, string>> };

export type NextCarOptions = {
  readonly dealId: string;
  readonly currentCar: string;
  readonly swapSameDay: boolean;
  readonly deliveryDates: readonly string[];
  readonly models: readonly Pick<CatalogueModel, 'id' | 'brand' | 'version' | 'prices'>[];
  readonly kmPackages: readonly number[];
  readonly protections: readonly {
    readonly id: ProtectionPackage;
    readonly surcharge: number;
    readonly deductible: number;
  }[];
  readonly vouchers: readonly {
    readonly code: string;
    readonly validUntil: string;
    readonly value: number;
  }[];
  readonly loyaltyLevel: string;
};

export type BookedNextCar = {
  readonly id: string;
  readonly currentDealId: string;
  readonly contractNumber: string;
  readonly reservationExpiresAt: Date;
  readonly car: { readonly oem: string; readonly model: string };
  readonly term: number;
  readonly kmPackage: number;
  readonly protection: ProtectionPackage;
  readonly deliveryDate: string;
  readonly swapSameDay: boolean;
  readonly voucherCode: string | null;
  readonly price: NextCarPrice;
};

const carNameOf = (deal: StoredDeal): string =>
  [deal.car?.oem, deal.car?.model].filter((part) => typeof part === 'string' && part !== '').join(' ');

const usable = (vouchers: readonly OwnVoucher[], now: Date) =>
  vouchers.filter((voucher) => !voucher.usedForDealId && isVoucherValid(voucher.issuedOn, now));

/** What the customer chooses from: the models in stock, the packages, the delivery days, their vouchers. */
export const nextCarOptions = async (
  store: NextCarStore,
  user: User,
  dealId: string,
  now: Date,
): Promise<Result<NextCarOptions, NextCarError>> => {
  const deal = await store.findOwnDeal(user.id, dealId);
  if (!deal) return err({ code: 'not_found' });
  const offer = nextCarOfferFor(deal);
  if (isRefusal(offer)) return err(offer);
  const [models, vouchers, points] = await Promise.all([
    store.catalogue.all(),
    store.vouchersOf(user.id),
    store.pointsOf(user.id),
  ]);
  return ok({
    dealId: deal.id,
    currentCar: carNameOf(deal),
    swapSameDay: offer.swapSameDay,
    deliveryDates: nextCarDeliveryDays(deal, offer, now),
    models: models
      .filter(isAvailable)
      .sort((a, b) => displayName(a).localeCompare(displayName(b), 'de'))
      .map(({ id, brand, version, prices }) => ({ id, brand, version, prices })),
    kmPackages: NEXT_CAR_KM_PACKAGES,
    protections: NEXT_CAR_PROTECTIONS.map((id) => ({ id, ...PROTECTION[id] })),
    vouchers: usable(vouchers, now).map((voucher) => ({
      code: voucher.code,
      validUntil: voucher.validUntil,
      value: voucherValue(voucher.points),
    })),
    loyaltyLevel: levelFor(points).id,
  });
};

/** Thrown inside the booking's transaction to roll its writes back; answered as its error. */
class BookingRefused extends Error {
  readonly refusal: NextCarError;
  constructor(refusal: NextCarError) {
    super(refusal.code);
    this.refusal = refusal;
  }
}

const refuse = (refusal: NextCarError): never => {
  throw new BookingRefused(refusal);
};

const followUpDeal = (
  id: string,
  model: CatalogueModel,
  input: NextCarInput & { readonly protection: ProtectionPackage },
  offer: NextCarOffer,
  price: NextCarPrice,
  now: Date,
): StoredDeal =>
  ({
    id,
    // Reserved for signing like any reservation: the contract is signed within 3 days (§4, §9).
    state: 'NOT_SIGNED',
    variant: 'SUBSCRIPTION',
    created_at: now.toISOString(),
    term: input.term,
    amount: price.monthlyPrice,
    mileage_package: input.kmPackage,
    damage_deductible_vollkasko: price.deductible,
    damage_deductible_teilkasko: 50_000,
    lead_handover_date: input.deliveryDate,
    car: { oem: model.brand, model: model.version, external_product_id: model.id },
    ...(offer.swapSameDay ? { subscribed_as: 'SWAP_SAME_DAY' } : {}),
  }) as StoredDeal;

/**
 * Books the next car: in one transaction that holds the current deal's row lock, the booking is
 * checked, a car taken from the stock, the follow-up deal reserved and linked, and the voucher
 * marked used for it. The database keeps one booking per current deal and one deal per voucher, so
 * the same booking sent many times at once books once; every other answer finds it booked.
 */
export const bookNextCar = async (
  run: NextCarTransaction,
  user: User,
  dealId: string,
  input: NextCarInput,
  now: Date,
): Promise<Result<BookedNextCar, NextCarError>> => {
  try {
    return ok(
      await run(async (store): Promise<BookedNextCar> => {
        const deal = await store.lockOwnDeal(user.id, dealId);
        if (!deal) return refuse({ code: 'not_found' });
        const offer = nextCarOfferFor(deal);
        if (isRefusal(offer)) return refuse(offer);
        const model = await store.catalogue.find(input.modelId.trim());
        const code = input.voucherCode === null ? '' : normalisedVoucherCode(input.voucherCode);
        const vouchers = code === '' ? [] : await store.vouchersOf(user.id);
        const voucher = vouchers.find((candidate) => candidate.code === code);
        const deliveryDays = nextCarDeliveryDays(deal, offer, now);
        const fields = nextCarErrors(input, { model, offer, deliveryDays, voucher }, now);
        if (Object.keys(fields).length > 0 || !model) return refuse({ code: 'bad_request', fields });
        const protection = input.protection as ProtectionPackage;
        const price = nextCarPrice(
          model,
          { term: input.term, kmPackage: input.kmPackage, protection, tireAndWindshield: false },
          {
            swapSameDay: offer.swapSameDay,
            loyaltyLevel: levelFor(await store.pointsOf(user.id)).id,
            voucherValue: voucher ? voucherValue(voucher.points) : null,
          },
          now,
        );
        if (!price)
          return refuse({ code: 'bad_request', fields: { term: NEXT_CAR_MESSAGES.termUnavailable } });
        if (!(await store.takeCar(model.id)))
          return refuse({ code: 'vehicle_unavailable', message: NEXT_CAR_MESSAGES.vehicleUnavailable });
        const id = await store.nextDealId();
        const deliveryDate = input.deliveryDate.slice(0, 10);
        const booked = await store.addBooking({
          currentDealId: deal.id,
          followUpDealId: id,
          userId: user.id,
          voucherCode: voucher ? voucher.code : null,
          monthlyPrice: price.monthlyPrice,
          firstMonthlyPrice: price.firstMonthlyPrice,
          deliveryFee: price.deliveryFee,
          deliveryDate,
          swapSameDay: offer.swapSameDay,
          bookedAt: now,
        });
        if (!booked) return refuse({ code: 'conflict', message: NEXT_CAR_MESSAGES.alreadyBooked });
        if (
          voucher &&
          !(await store.markVoucherUsed(voucher.code, user.id, id, toIsoDate(berlinDayOfInstant(now))))
        )
          return refuse({ code: 'bad_request', fields: { voucherCode: NEXT_CAR_MESSAGES.voucherUsed } });
        const next = followUpDeal(id, model, { ...input, deliveryDate, protection }, offer, price, now);
        await store.addFollowUpDeal(next, user.id, {
          date: deliveryDate,
          planned: offer.swapSameDay,
          from: deal,
        });
        await store.linkFollowUp(deal, id);
        return {
          id,
          currentDealId: deal.id,
          contractNumber: contractNumberOf(id),
          reservationExpiresAt: reservationEndOf(now),
          car: { oem: model.brand, model: model.version },
          term: input.term,
          kmPackage: input.kmPackage,
          protection,
          deliveryDate,
          swapSameDay: offer.swapSameDay,
          voucherCode: voucher ? voucher.code : null,
          price,
        };
      }),
    );
  } catch (error) {
    if (error instanceof BookingRefused) return err(error.refusal);
    throw error;
  }
};
