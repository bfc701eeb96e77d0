import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { type DealAccessError, type DealChanges, dealToChange, dealToRead } from '../deals/deal-for-user.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import {
  mayRequestTransitionVehicle,
  type TransitionVehicleChoice,
  transitionVehicleTerms,
} from '../deals/transition-vehicle.ts';
import type { Mailer } from '../shared/ports.ts';
import { TRANSITION_VEHICLE_ALREADY_REQUESTED, TRANSITION_VEHICLE_NOT_POSSIBLE } from './messages.ts';
import type { HandoverFacts, TransitionVehicleRequest, TransitionVehicleRequests } from './ports.ts';

export type TransitionVehicleStatus = {
  /** Whether a request can be made now (the shared rule: before handover, none yet). */
  readonly eligible: boolean;
  readonly request: TransitionVehicleRequest | null;
};

export type TransitionVehicleFailure =
  | DealAccessError
  | { readonly code: 'not_eligible' | 'already_booked'; readonly message: string };

export type TransitionVehiclePorts = {
  readonly deals: Pick<DealRepository, 'findIn'>;
  readonly handovers: HandoverFacts;
  readonly requests: TransitionVehicleRequests;
};

export type TransitionVehicleWritePorts = TransitionVehiclePorts & {
  readonly changes: DealChanges;
  readonly mailer: Mailer;
  /** The reservation token of the bridging car, written on the ordered deal. */
  readonly newReservationToken: () => string;
};

/** The consumer portal's transition car; the business portal has its order dialog (core/fleet). */
const consumerOnly = (user: User): Result<User, DealAccessError> =>
  user.kind === 'consumer' ? ok(user) : err({ code: 'forbidden' });

const actualHandoverOf = async (ports: TransitionVehiclePorts, deal: StoredDeal) =>
  (await ports.handovers.find(deal.id))?.actual_handover_date ?? deal.actual_handover_date ?? null;

const statusOf = async (
  ports: TransitionVehiclePorts,
  deal: StoredDeal,
): Promise<TransitionVehicleStatus> => {
  const request = (await ports.requests.find(deal.id)) ?? null;
  const eligible = mayRequestTransitionVehicle({
    state: deal.state,
    actualHandoverDate: await actualHandoverOf(ports, deal),
    transitionVehicleRequested: request !== null,
  });
  return { eligible, request };
};

export const getTransitionVehicle =
  (ports: TransitionVehiclePorts) =>
  async (user: User, dealId: string): Promise<Result<TransitionVehicleStatus, TransitionVehicleFailure>> => {
    const allowed = consumerOnly(user);
    if (allowed.isErr()) return err(allowed.error);
    const deal = await dealToRead(ports.deals, user, dealId);
    if (deal.isErr()) return err(deal.error);
    return ok(await statusOf(ports, deal.value));
  };

/**
 * Requests the transition car: checked before anything is written, then the request and the deal's
 * bridging-car reservation token in the caller's transaction, with the confirmation mail.
 */
export const requestTransitionVehicle =
  (ports: TransitionVehicleWritePorts) =>
  async (
    user: User,
    dealId: string,
    choice: TransitionVehicleChoice,
    now: Date,
  ): Promise<Result<TransitionVehicleRequest, TransitionVehicleFailure>> => {
    const allowed = consumerOnly(user);
    if (allowed.isErr()) return err(allowed.error);
    const found = await dealToChange(ports.deals, user, dealId);
    if (found.isErr()) return err(found.error);
    // Read again under the deal's lock: a second request for the same deal waits and then sees the first.
    const deal = (await ports.changes.lockDeal(dealId)) ?? found.value;
    const status = await statusOf(ports, deal);
    if (status.request) return err({ code: 'already_booked', message: TRANSITION_VEHICLE_ALREADY_REQUESTED });
    if (!status.eligible) return err({ code: 'not_eligible', message: TRANSITION_VEHICLE_NOT_POSSIBLE });
    const request: TransitionVehicleRequest = {
      ...transitionVehicleTerms(null, choice, now),
      requestedAt: now.toISOString(),
    };
    const token = ports.newReservationToken();
    await ports.requests.save(deal.id, user.id, request, token);
    await ports.changes.saveDeal({ ...deal, beginning_bridging_car_reservation_token: token });
    await ports.mailer.send({
      kind: 'notification',
      to: user.email,
      subject: 'Deine Anfrage für ein Übergangsfahrzeug',
      text: `Wir haben deine Anfrage für ein Übergangsfahrzeug zu deinem Abo ${deal.id} erhalten. Es kommt bis spätestens ${request.deliveryBy}.`,
    });
    return ok(request);
  };
