import type { Company } from '../company/ports.ts';
import { returnDateOf } from '../deals/deal-dates.ts';
import type { ReturnType } from '../deals/types.ts';
import { formattedSlot } from '../handover/availability.ts';
import { fullNameOf } from './contacts.ts';
import {
  deliveryDateOf,
  type FleetOrder,
  HANDOVER_DEFAULT_TIME,
  isPreDelivery,
  type OrderAction,
  type OrderViewer,
  orderActionsFor,
  type PostalAddress,
  reservationExpiresAt,
  subscriptionEndOf,
  timePeriodOf,
} from './orders.ts';

/** The side panels of the order detail (business spec §2, §3 "Handover and swap display fields"). */
export type DisplayPanel = {
  readonly contactPerson?: string | null;
  readonly preliminaryDate?: string | null;
  readonly date?: string | null;
  readonly timePeriod?: string | null;
  readonly address?: string | null;
  /** The address in its parts, so a form can start from it (coordinate handover). */
  readonly addressFields?: PostalAddress;
  readonly subscriptionStartDate?: string | null;
  readonly subscriptionEndDate?: string | null;
  readonly returnType?: ReturnType | null;
  readonly invoiceAddress?: string | null;
  readonly replacesSubscriptionId?: string;
  readonly replacedByOrderId?: string;
};

export type OrderDetailView = {
  readonly deal: FleetOrder['car'];
  readonly company: { readonly id: string; readonly name: string };
  readonly driver: { readonly contactId: string; readonly name: string; readonly email: string } | null;
  readonly shared: boolean;
  readonly handover: DisplayPanel | null;
  readonly return: DisplayPanel | null;
  readonly swap: DisplayPanel | null;
  readonly actions: OrderAction[];
  readonly reservationExpiresAt: string | null;
};

/** 'Am Sandtorkai 50, 20457 Hamburg'. */
export const formatAddress = (address: PostalAddress): string =>
  `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`;

const companyContactName = (company: Company): string | null =>
  company.contactPerson ? `${company.contactPerson.firstName} ${company.contactPerson.lastName}` : null;

/** Where the car goes: the coordinated handover, else the chosen delivery address, else the company. */
const deliveryAddressOf = (order: FleetOrder, company: Company): PostalAddress => {
  const { street, houseNumber, postalCode, city } =
    order.handover ?? order.deliveryAddress ?? company.address;
  return { street, houseNumber, postalCode, city };
};

const handoverPanel = (order: FleetOrder, company: Company): DisplayPanel | null => {
  if (!isPreDelivery(order) && order.car.state !== 'DELIVERING') return null;
  const start = deliveryDateOf(order);
  const handover = order.handover;
  const address = deliveryAddressOf(order, company);
  return {
    contactPerson: handover
      ? fullNameOf(handover)
      : order.driver
        ? fullNameOf(order.driver)
        : companyContactName(company),
    preliminaryDate: order.preliminaryDeliveryDate,
    date: handover?.date ?? null,
    timePeriod: handover ? timePeriodOf(handover.slot) : null,
    address: formatAddress(address),
    addressFields: address,
    subscriptionStartDate: start,
    subscriptionEndDate: start ? subscriptionEndOf(start, order.term) : null,
    invoiceAddress: `${company.name}, ${formatAddress(company.address)}`,
  };
};

const RETURN_PANEL_STATES = new Set(['ACTIVE', 'RETURN', 'RETURNING', 'PROLONGED', 'PROLONGATION']);

/**
 * The return panel: the booked return (type, day, slot, place) as soon as there is one, else the
 * subscription's end at the company's address.
 */
const returnPanel = (order: FleetOrder, company: Company): DisplayPanel | null => {
  const returnDate = returnDateOf(order.car);
  const booked = order.bookedReturn;
  if (booked)
    return {
      contactPerson:
        booked.contactName ?? (order.driver ? fullNameOf(order.driver) : companyContactName(company)),
      preliminaryDate: returnDate ?? null,
      date: booked.date,
      timePeriod: formattedSlot(booked.returnType === 'PICKUP' ? 'pickup' : 'self_return', booked.slot),
      address: booked.address ? formatAddress(booked.address) : null,
      subscriptionEndDate: returnDate ?? null,
      returnType: booked.returnType,
    };
  if (!returnDate || !RETURN_PANEL_STATES.has(order.car.state)) return null;
  return {
    contactPerson: order.driver ? fullNameOf(order.driver) : companyContactName(company),
    preliminaryDate: returnDate,
    date: order.car.return_type ? returnDate : null,
    address: formatAddress(company.address),
    subscriptionEndDate: returnDate,
    returnType: order.car.return_type ?? null,
  };
};

/**
 * The swapped car is picked up where and when the new one is delivered. The new order's panel
 * names the subscription it replaces; the replaced car's panel names the order replacing it, the
 * pickup day (its booked return) and the day the new car starts.
 */
const swapPanel = (order: FleetOrder, company: Company): DisplayPanel | null => {
  const replaced = order.swapSubscription;
  const by = order.replacedBy;
  if (!replaced && by)
    return {
      contactPerson: order.bookedReturn?.contactName ?? null,
      date: order.bookedReturn?.date ?? by.deliveryDate,
      timePeriod: order.bookedReturn ? timePeriodOf(order.bookedReturn.slot) : null,
      address: order.bookedReturn?.address ? formatAddress(order.bookedReturn.address) : null,
      subscriptionStartDate: by.deliveryDate,
      subscriptionEndDate: returnDateOf(order.car) ?? null,
      returnType: 'PICKUP',
      replacedByOrderId: by.orderId,
    };
  if (!replaced) return null;
  const start = deliveryDateOf(order);
  return {
    contactPerson: order.handover
      ? fullNameOf(order.handover)
      : (replaced.driver_name ?? companyContactName(company)),
    date: start,
    timePeriod: timePeriodOf(order.handover?.slot ?? HANDOVER_DEFAULT_TIME),
    address: formatAddress(deliveryAddressOf(order, company)),
    subscriptionStartDate: start,
    subscriptionEndDate: returnDateOf(replaced) ?? null,
    returnType: 'PICKUP',
    replacesSubscriptionId: replaced.id,
  };
};

export const orderDetailOf = (
  order: FleetOrder,
  company: Company,
  viewer: OrderViewer,
  now: Date,
): OrderDetailView => ({
  deal: order.car,
  company: { id: company.id, name: company.name },
  driver: order.driver
    ? { contactId: order.driver.id, name: fullNameOf(order.driver), email: order.driver.email }
    : null,
  shared: order.shared,
  handover: handoverPanel(order, company),
  return: returnPanel(order, company),
  swap: swapPanel(order, company),
  actions: orderActionsFor(order, viewer, now),
  reservationExpiresAt: reservationExpiresAt(order),
});
