import { err, ok, type Result } from 'neverthrow';
import type { Tokens, User } from '../account/ports.ts';
import { dealScopeOf } from '../deals/access.ts';
import { canRequestPurchaseOffer } from '../deals/buy-car.ts';
import {
  type DealAccessError,
  dealToChange,
  dealToRead,
  isCarWithCustomer,
  mayChangeDeals,
} from '../deals/deal-for-user.ts';
import type { DealRepository, StoredDeal } from '../deals/ports.ts';
import {
  ALTERNATIVE_CAR_NOT_OFFERED,
  PURCHASE_OFFER_NOT_POSSIBLE,
  REQUEST_RECEIVED,
  SERVICE_NOT_POSSIBLE,
  SERVICE_REQUEST_FAILED,
} from './messages.ts';
import type { ServiceStore, ServiceWorkflow } from './ports.ts';
import {
  canOfferAlternativeCar,
  SERVICE_REQUEST_REPEAT_WINDOW_MS,
  type ServiceAddress,
  type ServiceType,
  scheduleServiceFallbackPath,
  validateServiceRequest,
} from './rules.ts';

export type ServiceDeps = {
  readonly deals: Pick<DealRepository, 'findIn' | 'listIn'>;
  readonly services: ServiceStore;
  readonly workflow: ServiceWorkflow;
  readonly tokens: Pick<Tokens, 'create' | 'hash'>;
  /** The portal's public address, for links (no trailing slash needed). */
  readonly publicUrl: string;
};

export type ServiceFailure =
  | DealAccessError
  | { readonly code: 'not_eligible'; readonly message: string }
  | { readonly code: 'schedule_service_failed'; readonly message: string }
  | {
      readonly code: 'invalid';
      readonly fields: Readonly<Record<string, string>>;
      readonly message?: string;
    };

const base = (url: string) => url.replace(/\/+$/, '');

/** The user's deal of a car: the one named if it is that car's, else the first the user sees with it. */
const dealOfCar = async (
  deals: ServiceDeps['deals'],
  user: User,
  carId: string,
  dealId?: string,
): Promise<StoredDeal | undefined> => {
  const scope = dealScopeOf(user);
  if (dealId) {
    const deal = await deals.findIn(scope, dealId);
    return deal?.car_id === carId ? deal : undefined;
  }
  return (await deals.listIn(scope)).find((deal) => deal.car_id === carId);
};

/** Where the customer books a service for a car: the partner's link, else the portal's own page (§2). */
export const scheduleServiceLink =
  ({ deals, services, publicUrl }: ServiceDeps) =>
  async (user: User, carId: string, dealId?: string): Promise<Result<string, ServiceFailure>> => {
    const deal = await dealOfCar(deals, user, carId, dealId);
    if (!deal) return err({ code: 'not_found' });
    const partner = await services.partnerLinkFor(carId);
    return ok(partner ?? `${base(publicUrl)}${scheduleServiceFallbackPath(deal.id)}`);
  };

export type ServiceRequestInput = ServiceAddress & {
  readonly car_id: string;
  readonly requested_services: readonly ServiceType[];
  readonly comment?: string;
};

/** How much longer than the workflow's answer a post stays claimed: the writes around the post. */
export const WORKFLOW_POST_MARGIN_MS = 15_000;

/**
 * Books HU/AU, inspection and/or oil change for a car with the customer. The workflow's answer
 * decides (consumer spec §7: "status 200 means success"), so the customer's own call sends it and
 * waits, outside any transaction (docs/decisions.md): first, with the deal locked, the request's
 * post is written and claimed; then it is posted; then, accepted, the request is stored with its
 * confirmation mail, or, refused, the post is given up and the portal shows its error modal. The
 * same request again within SERVICE_REQUEST_REPEAT_WINDOW_MS answers alike and books nothing
 * more; sent while the first is still on its way, it waits for that one's answer.
 */
export const requestService =
  ({ deals, services, workflow }: ServiceDeps) =>
  async (
    user: User,
    dealId: string,
    input: ServiceRequestInput,
    now: Date,
  ): Promise<Result<true, ServiceFailure>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    if (deal.car_id !== input.car_id) return err({ code: 'not_found' });
    if (!isCarWithCustomer(deal)) return err({ code: 'invalid', fields: {}, message: SERVICE_NOT_POSSIBLE });
    const errors = validateServiceRequest({ requested_services: input.requested_services, address: input });
    if (Object.keys(errors).length > 0)
      return err({
        code: 'invalid',
        fields: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message])),
      });
    const services_ = [...new Set(input.requested_services)];
    const address =
      input.street && input.houseNumber && input.postalCode && input.city
        ? {
            street: input.street.trim(),
            houseNumber: input.houseNumber.trim(),
            postalCode: input.postalCode.trim(),
            city: input.city.trim(),
          }
        : null;
    const comment = input.comment?.trim() || null;
    const request = {
      dealId: deal.id,
      carId: input.car_id,
      userId: user.id,
      services: services_,
      comment,
      address,
      at: now,
    };
    const body = { carId: input.car_id, comment, services: services_ };
    const until = new Date(now.getTime() + workflow.answerWithinMs + WORKFLOW_POST_MARGIN_MS);
    // With the deal locked: the same request sent again at once waits, then finds the first.
    const start = await services.inTransaction(async (changes) => {
      if (!(await changes.lockDeal(deal.id))) return { kind: 'gone' as const };
      const since = new Date(now.getTime() - SERVICE_REQUEST_REPEAT_WINDOW_MS);
      if (await changes.hasSameServiceRequestSince(request, since)) return { kind: 'booked' as const };
      const onItsWay = await changes.workflowPostOnItsWay(request);
      if (onItsWay) return { kind: 'on_its_way' as const, postId: onItsWay };
      return { kind: 'claimed' as const, claim: await changes.claimWorkflowPost(request, body, until) };
    });
    const failed = err<true, ServiceFailure>({
      code: 'schedule_service_failed',
      message: SERVICE_REQUEST_FAILED,
    });
    switch (start.kind) {
      case 'gone':
        return err({ code: 'not_found' });
      case 'booked':
        return ok(true);
      case 'on_its_way':
        return (await services.workflowPostOutcome(start.postId)) === 'accepted' ? ok(true) : failed;
      case 'claimed': {
        const answer = await workflow.schedule(body);
        const settled = await services.settleWorkflowPost(start.claim, answer, request, {
          kind: 'notification',
          to: user.email,
          subject: `${REQUEST_RECEIVED}: Service für ${carName(deal)}`,
          text: `Hallo ${user.firstName},\n\nwir haben deine Service-Anfrage (${services_.map(serviceName).join(', ')}) erhalten und melden uns mit einem Termin.\n`,
        });
        return answer.accepted && settled ? ok(true) : failed;
      }
    }
  };

const SERVICE_NAMES: Record<ServiceType, string> = {
  huau: 'Hauptuntersuchung (HU/AU)',
  inspection: 'Inspektion',
  oilChange: 'Ölwechsel',
};
const serviceName = (service: ServiceType) => SERVICE_NAMES[service];
const carName = (deal: StoredDeal) =>
  [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ') || 'dein Fahrzeug';

/** The car-inventory workflow for a car the user sees (the car selector of report damage and schedule service). */
export const requestCarInventory =
  ({ deals, services }: ServiceDeps) =>
  async (user: User, carId: string, now: Date): Promise<Result<true, ServiceFailure>> => {
    // Starting the inventory workflow is a change: analysts only read (business spec §6).
    if (!mayChangeDeals(user)) return err({ code: 'forbidden' });
    const deal = await dealOfCar(deals, user, carId);
    if (!deal) return err({ code: 'not_found' });
    await services.addInventoryRequest({ carId, dealId: deal.id, userId: user.id, at: now });
    return ok(true);
  };

/**
 * The shop's page of alternative cars for a deal that may be offered one, without a personal link:
 * a read that writes nothing (a support user's view of the customer calls it too). The personal
 * magic link is made by `alternativeCarLink`, on the customer's own request (a POST).
 */
export const alternativeCarShopLink =
  ({ deals, publicUrl }: ServiceDeps) =>
  async (user: User, dealId: string): Promise<Result<string, ServiceFailure>> => {
    const found = await dealToRead(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    if (!canOfferAlternativeCar(found.value))
      return err({ code: 'not_eligible', message: ALTERNATIVE_CAR_NOT_OFFERED });
    return ok(`${base(publicUrl)}/subscribe/deals`);
  };

/** A magic link to book another car instead (consumer spec §7); its token is kept only as a hash. */
export const alternativeCarLink =
  ({ deals, services, tokens, publicUrl }: ServiceDeps) =>
  async (
    user: User,
    dealId: string,
    source: string | null,
    now: Date,
  ): Promise<Result<string, ServiceFailure>> => {
    const found = await dealToRead(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    if (!canOfferAlternativeCar(found.value))
      return err({ code: 'not_eligible', message: ALTERNATIVE_CAR_NOT_OFFERED });
    const token = tokens.create();
    await services.addAlternativeCarOffer({
      dealId: found.value.id,
      userId: user.id,
      source,
      tokenHash: tokens.hash(token),
      at: now,
    });
    return ok(`${base(publicUrl)}/subscribe/deals?token=${encodeURIComponent(token)}`);
  };

/**
 * Asks for an offer to buy the car (extend-subscription selector "buy car"). Asking again while a
 * request is open changes nothing and answers the same.
 */
export const requestPurchaseOffer =
  ({ deals, services }: ServiceDeps) =>
  async (
    user: User,
    dealId: string,
    comment: string | null,
    now: Date,
  ): Promise<Result<true, ServiceFailure>> => {
    const found = await dealToChange(deals, user, dealId);
    if (found.isErr()) return err(found.error);
    const deal = found.value;
    if (!canRequestPurchaseOffer({ deal }, now))
      return err({ code: 'not_eligible', message: PURCHASE_OFFER_NOT_POSSIBLE });
    await services.addPurchaseOfferRequest(
      { dealId: deal.id, userId: user.id, comment: comment?.trim() || null, at: now },
      {
        kind: 'notification',
        to: user.email,
        subject: `${REQUEST_RECEIVED}: Kaufangebot für ${carName(deal)}`,
        text: `Hallo ${user.firstName},\n\nwir haben deine Anfrage für ein Kaufangebot erhalten und schicken dir das Angebot per E-Mail.\n`,
      },
    );
    return ok(true);
  };
