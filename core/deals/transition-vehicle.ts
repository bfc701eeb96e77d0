import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import type { DealState } from './types.ts';

/**
 * The transition (bridging) vehicle both portals offer while an ordered car has not arrived:
 * business spec §9, consumer spec §2 "transition-vehicle modal", §4 "bridging_type BEGINNING".
 * The business order dialog and the consumer modal read these rules, so they cannot drift apart.
 */

/** Business spec §9. Deductibles in cents. */
export const TRANSITION_VEHICLE = {
  deliveryDaysAfterSigning: 7,
  kilometresPerMonth: 1000,
  base: { fullCoverage: cents(100_000), partialCoverage: cents(50_000) },
  premium: { fullCoverage: cents(50_000), partialCoverage: cents(50_000) },
  tireAndWindshieldDeductible: cents(0),
} as const;

export const TRANSITION_PROTECTIONS = ['base', 'premium'] as const;
export type TransitionProtection = (typeof TRANSITION_PROTECTIONS)[number];

export type TransitionVehicleChoice = {
  readonly protection: TransitionProtection;
  readonly tireAndWindshield: boolean;
};

export type TransitionVehicleTerms = {
  readonly deliveryBy: string;
  readonly kilometresPerMonth: number;
  readonly protection: TransitionProtection;
  readonly fullCoverageDeductible: Cents;
  readonly partialCoverageDeductible: Cents;
  /** 0 with the tyre and windscreen protection, null without it. */
  readonly tireAndWindshieldDeductible: Cents | null;
};

/** Deals whose car has not been handed over yet: the states before delivery, of both portals. */
export const PRE_DELIVERY_STATES: readonly DealState[] = ['NOT_SIGNED', 'CREATED', 'SCHEDULED', 'HANDOVER'];

export const isBeforeHandover = (deal: {
  readonly state: DealState;
  readonly actualHandoverDate?: string | null;
}): boolean => PRE_DELIVERY_STATES.includes(deal.state) && !deal.actualHandoverDate;

/**
 * A transition car bridges the time until the ordered car arrives, so only deals not yet handed
 * over get one, and only one each.
 */
export const mayRequestTransitionVehicle = (deal: {
  readonly state: DealState;
  readonly actualHandoverDate?: string | null;
  readonly transitionVehicleRequested: boolean;
}): boolean => isBeforeHandover(deal) && !deal.transitionVehicleRequested;

/**
 * The terms of a transition car: delivered within 7 days after the contract is signed; a contract
 * signed in the past (or not signed yet, or of unknown signing day) counts from today.
 */
export const transitionVehicleTerms = (
  contractSignedAt: string | null,
  choice: TransitionVehicleChoice,
  now: Date,
): TransitionVehicleTerms => {
  const today = berlinDayOfInstant(now);
  const signed = contractSignedAt ? berlinDay(contractSignedAt) : today;
  const deductibles = TRANSITION_VEHICLE[choice.protection];
  return {
    deliveryBy: toIsoDate(Math.max(signed, today) + TRANSITION_VEHICLE.deliveryDaysAfterSigning),
    kilometresPerMonth: TRANSITION_VEHICLE.kilometresPerMonth,
    protection: choice.protection,
    fullCoverageDeductible: deductibles.fullCoverage,
    partialCoverageDeductible: deductibles.partialCoverage,
    tireAndWindshieldDeductible: choice.tireAndWindshield
      ? TRANSITION_VEHICLE.tireAndWindshieldDeductible
      : null,
  };
};
