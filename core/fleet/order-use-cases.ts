import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import type { Company, CompanyRepository } from '../company/ports.ts';
import { dealScopeOf } from '../deals/access.ts';
import { validateAddressForm } from '../handover/address-fields.ts';
import { isDateText } from '../shared/calendar-days.ts';
import type { Mailer } from '../shared/ports.ts';
import { validateBusinessPhone } from '../shared/validation/phone.ts';
import { BUSINESS_PLZ_MESSAGES, validateDeliveryZip } from '../shared/validation/postal-code.ts';
import { CONTACT_INCOMPLETE, canTakeCar, mayAssignDriver, missingDriverData } from './contacts.ts';
import { type FleetError, fleetError, invalidFields } from './errors.ts';
import {
  ADDRESS_INCOMPLETE,
  ASSIGN_DRIVER_REQUIRED,
  COMPANY_CHANGE_FORBIDDEN,
  COMPANY_REQUIRED,
  CONTACT_REQUIRED,
  DATE_REQUIRED,
  ORDER_NOT_FOUND,
  SUBSCRIPTION_REQUIRED,
  TIME_REQUIRED,
} from './messages.ts';
import { type OrderDetailView, orderDetailOf } from './order-detail.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  canRequestTransitionVehicle,
  type DeliveryOption,
  deliveryDateOf,
  deliveryOptionsOf,
  endOfSubscriptionOf,
  type FleetOrder,
  HANDOVER_DATE_UNAVAILABLE,
  HANDOVER_NOT_EDITABLE,
  HANDOVER_SLOTS,
  handoverCalendarBasisOf,
  isHandoverDateAvailable,
  isHandoverEditable,
  isOrderingRefused,
  isPreDelivery,
  isRunning,
  type OrderHandover,
  type OrderViewer,
  type PostalAddress,
  PURCHASE_NOT_POSSIBLE,
  SWAP_DELIVERY_NEEDS_SWAP,
  SWAP_IMPOSSIBLE,
  swapCandidates,
  TRANSITION_VEHICLE_NOT_POSSIBLE,
  type TransitionProtection,
  transitionVehicleTerms,
} from './orders.ts';
import type { FleetRepository } from './ports.ts';
import { companySwapPlace, swapPickupOf } from './swaps.ts';

/** The order detail and its dialogs (business spec §2 "B2B pages", "Dialogs", §5, §6, §8, §9). */

export type OrderPorts = {
  readonly fleet: FleetRepository;
  readonly companies: CompanyRepository;
  readonly mailer: Mailer;
};

type Outcome<T> = Promise<Result<T, FleetError>>;

const viewerOf = async (ports: OrderPorts, user: User): Promise<OrderViewer> => ({
  role: user.role ?? 'unknown',
  driversShopAccess: user.companyId ? await ports.fleet.driversShopAccess(user.companyId) : false,
});

const findOrder = async (ports: OrderPorts, user: User, id: string): Outcome<FleetOrder> => {
  const order = await ports.fleet.findOrder(dealScopeOf(user), id);
  return order ? ok(order) : err(fleetError('not_found'));
};

/**
 * The order a write changes, locked until its transaction ends: the same change sent twice at
 * once runs twice one after the other, the second seeing the first's outcome.
 */
const lockOrder = async (ports: OrderPorts, user: User, id: string): Outcome<FleetOrder> => {
  const order = await ports.fleet.lockOrder(dealScopeOf(user), id);
  return order ? ok(order) : err(fleetError('not_found'));
};

const companyOf = async (ports: OrderPorts, order: FleetOrder): Promise<Company> => {
  const company = await ports.companies.find(order.car.company.id);
  if (!company) throw new Error(`fleet deal ${order.car.id} names an unknown company`);
  return company;
};

/** The order as its detail page shows it to this user now. */
export const getOrder = async (
  ports: OrderPorts,
  user: User,
  id: string,
  now: Date,
): Outcome<OrderDetailView> => {
  const found = await findOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  return ok(orderDetailOf(order, await companyOf(ports, order), await viewerOf(ports, user), now));
};

const refusedOrdering = async (ports: OrderPorts, user: User): Promise<FleetError | null> =>
  isOrderingRefused(await viewerOf(ports, user)) ? fleetError('shop_access_withdrawn') : null;

// ── Driver ──────────────────────────────────────────────────────────────────────────────────

export type DriverAssignment = { readonly contactId: string } | { readonly shared: true };

/**
 * Assign driver (§5): a contact of the company who can take a car, with complete data (an
 * incomplete contact: 409, asking to complete it), or the car marked as shared. Only admins assign
 * (§6); a driver is refused (403) even on the car assigned to them.
 */
export const assignDriver = async (
  ports: OrderPorts,
  user: User,
  id: string,
  assignment: DriverAssignment,
  now: Date,
): Outcome<OrderDetailView> => {
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  if (!mayAssignDriver(user.role ?? 'unknown')) return err(fleetError('forbidden'));
  const order = found.value;
  if ('contactId' in assignment) {
    const contactId = assignment.contactId.trim();
    const contact = contactId ? await ports.fleet.findContact(order.car.company.id, contactId) : undefined;
    if (!contact || !canTakeCar(contact)) return err(invalidFields({ contactId: ASSIGN_DRIVER_REQUIRED }));
    if (missingDriverData(contact).length > 0) return err(fleetError('conflict', CONTACT_INCOMPLETE));
    await ports.fleet.assignDriver(order.car.id, { contactId: contact.id });
  } else {
    await ports.fleet.assignDriver(order.car.id, { shared: true });
  }
  return getOrder(ports, user, id, now);
};

// ── Handover ────────────────────────────────────────────────────────────────────────────────

export type FleetHandoverInput = {
  readonly handover_firstname?: string | null;
  readonly handover_lastname?: string | null;
  readonly handover_street?: string | null;
  readonly handover_housenumber?: string | null;
  readonly handover_zip?: string | null;
  readonly handover_city?: string | null;
  readonly handover_phone_number?: string | null;
  readonly preferred_handover_date?: string | null;
  readonly slot: string;
  readonly contactId?: string;
};

const HANDOVER_FIELD_NAMES = {
  firstname: 'handover_firstname',
  lastname: 'handover_lastname',
  street: 'handover_street',
  housenumber: 'handover_housenumber',
  zip: 'handover_zip',
  city: 'handover_city',
  phone_number: 'handover_phone_number',
  date: 'preferred_handover_date',
  slot: 'slot',
} as const;

/**
 * Coordinate handover: who takes the car, where and when. Editing closes some days before the
 * planned date (§6); the fields carry the business handover messages (§5). The handover contact
 * becomes the driver of a car that has none and is not shared.
 */
export const coordinateHandover = async (
  ports: OrderPorts,
  user: User,
  id: string,
  input: FleetHandoverInput,
  now: Date,
): Outcome<OrderDetailView> => {
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  if (!isHandoverEditable(order, now)) return err(fleetError('not_eligible', HANDOVER_NOT_EDITABLE));

  const fields = {
    firstname: input.handover_firstname ?? '',
    lastname: input.handover_lastname ?? '',
    street: input.handover_street ?? '',
    housenumber: input.handover_housenumber ?? '',
    zip: input.handover_zip ?? '',
    city: input.handover_city ?? '',
    phone_number: input.handover_phone_number ?? '',
    date: input.preferred_handover_date ?? '',
    slot: input.slot,
  };
  const problems: Record<string, string> = {};
  for (const [field, error] of Object.entries(validateAddressForm(fields, 'business')))
    if (error) problems[HANDOVER_FIELD_NAMES[field as keyof typeof HANDOVER_FIELD_NAMES]] = error.message;
  if (!problems.preferred_handover_date && !isDateText(fields.date.trim()))
    problems.preferred_handover_date = DATE_REQUIRED;
  if (!problems.slot && !HANDOVER_SLOTS.includes(fields.slot.trim())) problems.slot = TIME_REQUIRED;
  const contactId = input.contactId?.trim();
  const contact = contactId ? await ports.fleet.findContact(order.car.company.id, contactId) : undefined;
  if (contactId !== undefined && (!contact || !canTakeCar(contact))) problems.contactId = CONTACT_REQUIRED;
  if (Object.keys(problems).length > 0) return err(invalidFields(problems));

  const date = fields.date.trim();
  if (!isHandoverDateAvailable(date, handoverCalendarBasisOf(order), now))
    return err(fleetError('no_availabilities', HANDOVER_DATE_UNAVAILABLE));

  await ports.fleet.saveHandover(order.car.id, {
    contactId: contact?.id ?? null,
    firstName: fields.firstname.trim(),
    lastName: fields.lastname.trim(),
    street: fields.street.trim(),
    houseNumber: fields.housenumber.trim(),
    postalCode: fields.zip.trim(),
    city: fields.city.trim(),
    phoneNumber: validateBusinessPhone(fields.phone_number).unwrapOr(fields.phone_number.trim()),
    date,
    slot: fields.slot.trim(),
  });
  if (contact && !order.driver && !order.shared && missingDriverData(contact).length === 0)
    await ports.fleet.assignDriver(order.car.id, { contactId: contact.id });
  // The replaced car's pickup moves with the new car's handover.
  const saved = await ports.fleet.findOrder(dealScopeOf(user), id);
  if (saved?.swapSubscription && saved.handover)
    await ports.fleet.planSwapPickup(
      await swapPickupFor(ports, saved, saved.swapSubscription.id, saved.handover, now),
    );
  return getOrder(ports, user, id, now);
};

// ── Swap ────────────────────────────────────────────────────────────────────────────────────

/** The replaced car is picked up when and where the order's car is handed over (core/fleet/swaps.ts). */
const swapPickupFor = async (
  ports: OrderPorts,
  order: FleetOrder,
  subscriptionId: string,
  handover: OrderHandover | null,
  now: Date,
) => {
  const company = await companyOf(ports, order);
  const date = handover?.date ?? deliveryDateOf(order);
  if (!date) throw new Error(`order ${order.car.id} has no delivery date to swap on`);
  const place = handover
    ? { ...handover, email: null }
    : order.deliveryAddress
      ? { ...companySwapPlace(company), ...order.deliveryAddress }
      : companySwapPlace(company);
  return swapPickupOf(subscriptionId, { date, slot: handover?.slot ?? null }, place, now);
};

const candidatesFor = async (ports: OrderPorts, user: User, order: FleetOrder) => {
  const [cars, swapped] = await Promise.all([
    ports.fleet.listCars(dealScopeOf(user)),
    ports.fleet.swappedSubscriptions(order.car.company.id),
  ]);
  const byOthers = new Set(
    [...swapped].filter(([, orderId]) => orderId !== order.car.id).map(([sub]) => sub),
  );
  return swapCandidates(order, cars, byOthers);
};

/** §9: the company's running subscriptions ending within 7 days of the order's delivery date. */
export const getSwapCandidates = async (ports: OrderPorts, user: User, id: string) => {
  const found = await findOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  return ok(isPreDelivery(found.value) ? await candidatesFor(ports, user, found.value) : []);
};

export const coordinateSwap = async (
  ports: OrderPorts,
  user: User,
  id: string,
  subscriptionId: string,
  now: Date,
): Outcome<OrderDetailView> => {
  const chosen = subscriptionId.trim();
  if (chosen === '') return err(invalidFields({ subscriptionId: SUBSCRIPTION_REQUIRED }));
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  const refused = await refusedOrdering(ports, user);
  if (refused) return err(refused);
  // Locked too: two orders choosing the same subscription at once, the second sees it taken.
  const subscription = await ports.fleet.lockOrder(dealScopeOf(user), chosen);
  if (!subscription) return err(fleetError('not_found'));
  const candidates = isPreDelivery(order) ? await candidatesFor(ports, user, order) : [];
  if (!candidates.some((car) => car.id === chosen)) return err(fleetError('not_eligible', SWAP_IMPOSSIBLE));
  await ports.fleet.setSwap(
    order.car.id,
    chosen,
    await swapPickupFor(ports, order, chosen, order.handover, now),
  );
  return getOrder(ports, user, id, now);
};

// ── Delivery ────────────────────────────────────────────────────────────────────────────────

export const getDeliveryOptions = async (ports: OrderPorts, user: User, id: string) => {
  const found = await findOrder(ports, user, id);
  return found.map(deliveryOptionsOf);
};

const validateDeliveryAddress = (address: PostalAddress): Record<string, string> => {
  const problems: Record<string, string> = {};
  for (const field of ['street', 'houseNumber', 'city'] as const)
    if (address[field].trim() === '') problems[`address.${field}`] = ADDRESS_INCOMPLETE;
  const zip = validateDeliveryZip(address.postalCode, BUSINESS_PLZ_MESSAGES);
  if (zip.isErr()) problems['address.postalCode'] = zip.error.message;
  return problems;
};

/** Custom delivery (to the address given, else the company's) or, with a coordinated swap, swap delivery. */
export const chooseDeliveryOption = async (
  ports: OrderPorts,
  user: User,
  id: string,
  choice: { readonly option: DeliveryOption; readonly address?: PostalAddress },
) => {
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  if (!isPreDelivery(order)) return err(fleetError('not_eligible', HANDOVER_NOT_EDITABLE));
  if (choice.option === 'swap_delivery' && !order.swapSubscription)
    return err(fleetError('not_eligible', SWAP_DELIVERY_NEEDS_SWAP));
  const address = choice.option === 'custom_delivery' ? (choice.address ?? null) : null;
  if (address) {
    const problems = validateDeliveryAddress(address);
    if (Object.keys(problems).length > 0) return err(invalidFields(problems));
  }
  const trimmed = address && {
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
  };
  await ports.fleet.setDelivery(order.car.id, choice.option, trimmed);
  const fee = deliveryOptionsOf({ ...order, deliveryOption: choice.option }).find(
    (option) => option.option === choice.option,
  )?.fee;
  return ok({ option: choice.option, fee: fee ?? 0 });
};

// ── Comment, transition car, end of subscription ────────────────────────────────────────────

/**
 * The same text by the same author on the same order this soon after their last comment is the
 * same comment sent again (a double click, a retry after a lost answer): ours, the specification
 * names no interval.
 */
export const COMMENT_REPEAT_MS = 5 * 60_000;

/** A comment on the order; sent again within COMMENT_REPEAT_MS, it answers the same and is kept once. */
export const commentOnOrder = async (
  ports: OrderPorts,
  user: User,
  id: string,
  comment: string,
  now: Date,
) => {
  const text = comment.trim();
  if (text === '') return err(invalidFields({ comment: COMMENT_REQUIRED }));
  if ([...text].length > COMMENT_MAX_LENGTH) return err(invalidFields({ comment: COMMENT_TOO_LONG }));
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const last = await ports.fleet.lastCommentBy(found.value.car.id, user.id);
  const repeated =
    last !== undefined && last.comment === text && now.getTime() - last.at.getTime() < COMMENT_REPEAT_MS;
  if (!repeated) await ports.fleet.addComment(found.value.car.id, user.id, text, now);
  return ok(undefined);
};

export const requestTransitionVehicle = async (
  ports: OrderPorts,
  user: User,
  id: string,
  choice: { readonly protection: TransitionProtection; readonly tireAndWindshield: boolean },
  now: Date,
) => {
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  const refused = await refusedOrdering(ports, user);
  if (refused) return err(refused);
  if (!canRequestTransitionVehicle(order))
    return err(fleetError('not_eligible', TRANSITION_VEHICLE_NOT_POSSIBLE));
  const terms = transitionVehicleTerms(order, choice, now);
  await ports.fleet.saveTransitionVehicle(order.car.id, user.id, terms);
  await ports.mailer.send({
    kind: 'notification',
    to: user.email,
    subject: 'Ihre Anfrage für ein Übergangsfahrzeug',
    text: `Wir haben Ihre Anfrage für ein Übergangsfahrzeug zur Bestellung ${order.car.id} erhalten. Die Lieferung erfolgt bis spätestens ${terms.deliveryBy}.`,
  });
  return ok(terms);
};

export const getEndOfSubscriptionOptions = async (ports: OrderPorts, user: User, id: string, now: Date) => {
  const found = await findOrder(ports, user, id);
  const viewer = await viewerOf(ports, user);
  return found.map((order) => endOfSubscriptionOf(order, now, viewer));
};

/**
 * 'buy' at the end of a subscription: the account manager makes the offer. One open request per
 * car, like the consumer's purchase offer.
 */
export const requestFleetPurchaseOffer = async (
  ports: OrderPorts,
  user: User,
  id: string,
  comment: string | undefined,
) => {
  const found = await lockOrder(ports, user, id);
  if (found.isErr()) return err(found.error);
  const order = found.value;
  if (!isRunning(order.car)) return err(fleetError('not_eligible', PURCHASE_NOT_POSSIBLE));
  const text = comment?.trim() ?? '';
  if ([...text].length > COMMENT_MAX_LENGTH) return err(invalidFields({ comment: COMMENT_TOO_LONG }));
  // Asked again while the account manager has not answered: nothing changes, the answer is the same.
  if (!(await ports.fleet.addPurchaseOfferRequest(order.car.id, user.id, text === '' ? null : text)))
    return ok(undefined);
  await ports.mailer.send({
    kind: 'notification',
    to: user.email,
    subject: 'Ihre Anfrage für ein Kaufangebot',
    text: `Wir haben Ihre Anfrage für ein Kaufangebot zum Fahrzeug ${order.car.id} erhalten. Ihr*e Kundenbetreuer*in meldet sich bei Ihnen.`,
  });
  return ok(undefined);
};

// ── Company chooser ─────────────────────────────────────────────────────────────────────────

/**
 * The company chooser (§5, §8): books an order on one of the user's companies. Only admins may
 * change it; a business user belongs to one company, so that is the one valid choice.
 */
export const chooseOrderCompany = async (
  ports: OrderPorts,
  user: User,
  input: { readonly orderId?: string; readonly companyId?: string },
  now: Date,
): Outcome<OrderDetailView> => {
  if (user.role !== 'admin') return err(fleetError('forbidden', COMPANY_CHANGE_FORBIDDEN));
  const orderId = input.orderId?.trim() ?? '';
  if (orderId === '') return err(fleetError('no_order_id'));
  const companyId = input.companyId?.trim() ?? '';
  if (companyId === '') return err(fleetError('no_company_selected', COMPANY_REQUIRED));
  const order = await ports.fleet.lockOrder(dealScopeOf(user), orderId);
  if (!order) return err(fleetError('order_not_found', ORDER_NOT_FOUND));
  if (companyId !== user.companyId || !(await ports.companies.find(companyId)))
    return err(fleetError('invalid_company'));
  await ports.fleet.setOrderCompany(order.car.id, companyId);
  return getOrder(ports, user, orderId, now);
};
