import { err, ok, type Result } from 'neverthrow';
import type { StoredDeal } from '../deals/ports.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { DateSlots } from '../shared/calendar-picker.ts';
import type { Cents } from '../shared/money.ts';
import { validatePhone } from '../shared/validation/phone.ts';
import { validatePostalCode } from '../shared/validation/postal-code.ts';
import { type AddressFormField, validateAddressForm } from './address-fields.ts';
import {
  availableDays,
  checkAppointment,
  dateSlotsOf,
  formattedSlot,
  NO_AVAILABILITIES,
  pickupSlotOf,
} from './availability.ts';
import { handoverChangeFee, isHandoverChangeable, isSameDaySwap, PRE_HANDOVER_STATES } from './changes.ts';
import type { Actor, BlockedDays, DealUpdater, HandoverRecord, HandoverStore } from './ports.ts';
import {
  deliveryDateWindow,
  deliveryFee,
  type HandoverChangeFee,
  type HandoverPayload,
  SELF_PICKUP_FEE,
  shouldRequestHandoverChangeFee,
} from './rules.ts';

/** What a change can be refused with; `fields` are named as in the payload. */
export type ChangeError =
  | { readonly code: 'bad_request'; readonly message?: string; readonly fields?: Record<string, string> }
  | {
      readonly code: 'forbidden' | 'not_eligible' | 'no_availabilities' | 'offer_expired' | 'already_booked';
      readonly message?: string;
    };

/** The handover as the BFF answers it (contracts HandoverData). */
export type HandoverView = {
  readonly handover_firstname?: string | null;
  readonly handover_lastname?: string | null;
  readonly handover_street?: string | null;
  readonly handover_housenumber?: string | null;
  readonly handover_zip?: string | null;
  readonly handover_city?: string | null;
  readonly handover_address_extra?: string | null;
  readonly handover_phone_number?: string | null;
  readonly handover_email?: string | null;
  readonly planned_delivery_date: string | null;
  readonly preferred_delivery_date: string | null;
  readonly actual_handover_date: string | null;
  readonly slot: { readonly value: string | number; readonly formatted_time: string } | null;
  readonly fee: Cents | null;
  readonly availabilities: string[];
  readonly address_changeable: boolean;
};

export type HandoverPorts = {
  readonly handovers: HandoverStore;
  readonly blockedDays: BlockedDays;
  readonly deals: DealUpdater;
};

/** The day availability is asked around: the planned, else the wished date, else two weeks from now. */
const anchorDate = (record: HandoverRecord | undefined, now: Date): string =>
  record?.planned_delivery_date ?? record?.preferred_delivery_date ?? toIsoDate(berlinDayOfInstant(now) + 14);

/** Delivery days for a postcode around the handover's date (the delivery date window, business §9). */
export const deliveryDays = async (
  ports: Pick<HandoverPorts, 'blockedDays'>,
  record: HandoverRecord | undefined,
  zip: string | null,
  now: Date,
  around: string = anchorDate(record, now),
): Promise<string[]> => {
  const window = deliveryDateWindow(around, now);
  const blocked = await ports.blockedDays('delivery', zip, window.from, window.to);
  return availableDays({
    range: { from: berlinDay(window.from), to: berlinDay(window.to) },
    zip,
    blocked,
    now,
  });
};

const slotOf = (record: HandoverRecord | undefined): HandoverView['slot'] => {
  if (!record?.slot) return null;
  return record.method === 'self_pickup'
    ? pickupSlotOf(Number(record.slot))
    : { value: record.slot, formatted_time: formattedSlot('delivery', record.slot) };
};

const feeOf = (deal: StoredDeal, record: HandoverRecord | undefined): Cents | null => {
  if (record?.method === 'self_pickup') return SELF_PICKUP_FEE;
  if (!deal.created_at) return null;
  return deliveryFee({
    method: isSameDaySwap(deal) ? 'swap_delivery' : 'custom_delivery',
    bookedAt: deal.created_at,
  });
};

export const handoverView = async (
  ports: Pick<HandoverPorts, 'blockedDays'>,
  deal: StoredDeal,
  record: HandoverRecord | undefined,
  now: Date,
): Promise<HandoverView> => {
  const changeable = isHandoverChangeable(deal, record, now);
  const zip = record?.handover_zip ?? (deal.handover_zip as string | null | undefined) ?? null;
  return {
    handover_firstname: record?.handover_firstname ?? (deal.handover_firstname as string | null) ?? null,
    handover_lastname: record?.handover_lastname ?? (deal.handover_lastname as string | null) ?? null,
    handover_street: record?.handover_street ?? (deal.handover_street as string | null) ?? null,
    handover_housenumber:
      record?.handover_housenumber ?? (deal.handover_housenumber as string | null) ?? null,
    handover_zip: zip,
    handover_city: record?.handover_city ?? (deal.handover_city as string | null) ?? null,
    handover_address_extra: record?.handover_address_extra ?? null,
    handover_phone_number:
      record?.handover_phone_number ?? (deal.handover_phone_number as string | null) ?? null,
    handover_email: record?.handover_email ?? null,
    planned_delivery_date: record?.planned_delivery_date ?? null,
    preferred_delivery_date: record?.preferred_delivery_date ?? null,
    actual_handover_date: record?.actual_handover_date ?? deal.actual_handover_date ?? null,
    slot: slotOf(record),
    fee: feeOf(deal, record),
    availabilities: changeable ? await deliveryDays(ports, record, zip, now) : [],
    address_changeable: changeable,
  };
};

export type HandoverMetadata = {
  readonly availability_confidence: { readonly deviation_in_weeks: number };
  readonly availabilities: DateSlots<string>[];
};

/** Availabilities for a postcode (the customer's, else the handover address's) and the date's confidence. */
export const handoverMetadata = async (
  ports: Pick<HandoverPorts, 'blockedDays'>,
  deal: StoredDeal,
  record: HandoverRecord | undefined,
  postcode: string | undefined,
  now: Date,
): Promise<Result<HandoverMetadata, ChangeError>> => {
  let zip = record?.handover_zip ?? null;
  if (postcode !== undefined) {
    const checked = validatePostalCode(postcode);
    if (checked.isErr())
      return err({ code: 'bad_request', fields: { customer_postcode: checked.error.message } });
    zip = checked.value;
  }
  const days = isHandoverChangeable(deal, record, now) ? await deliveryDays(ports, record, zip, now) : [];
  return ok({
    availability_confidence: { deviation_in_weeks: record?.deviation_in_weeks ?? 0 },
    availabilities: dateSlotsOf(days, 'delivery'),
  });
};

const addressFieldOf: Record<AddressFormField, keyof HandoverPayload | 'slot'> = {
  firstname: 'handover_firstname',
  lastname: 'handover_lastname',
  street: 'handover_street',
  housenumber: 'handover_housenumber',
  zip: 'handover_zip',
  city: 'handover_city',
  phone_number: 'handover_phone_number',
  date: 'preferred_handover_date',
  slot: 'slot',
};

/** The address form's failures under the payload's field names; the slot only when asked for. */
const payloadErrors = (
  payload: HandoverPayload,
  slot: string | number | null,
  actor: Actor,
): Record<string, string> => {
  const errors = validateAddressForm(
    {
      firstname: payload.handover_firstname ?? '',
      lastname: payload.handover_lastname ?? '',
      street: payload.handover_street ?? '',
      housenumber: payload.handover_housenumber ?? '',
      zip: payload.handover_zip ?? '',
      city: payload.handover_city ?? '',
      phone_number: payload.handover_phone_number ?? '',
      date: payload.preferred_handover_date ?? '',
      slot: slot === null ? '-' : String(slot),
    },
    actor.variant,
  );
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) fields[addressFieldOf[field as AddressFormField]] = error.message;
  }
  return fields;
};

/**
 * The change fee (consumer spec §3, §5): asked only with the eight fields filled; an address that
 * does not pass the address rules is refused too, so the fee is never quoted for an impossible change.
 */
export const quoteHandoverChange = async (
  ports: Pick<HandoverPorts, 'handovers'>,
  deal: StoredDeal,
  payload: HandoverPayload,
  actor: Actor,
  now: Date,
): Promise<Result<HandoverChangeFee & { readonly fee: Cents }, ChangeError>> => {
  const fields = payloadErrors(payload, null, actor);
  if (!shouldRequestHandoverChangeFee(payload) || Object.keys(fields).length > 0)
    return err({ code: 'bad_request', fields });
  const record = await ports.handovers.find(deal.id);
  const fee = handoverChangeFee(deal, record, now);
  return ok({ ...fee, fee: fee.amount });
};

export const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** A phone number as stored: E.164 (German numbers normalised, consumer spec §5). */
export const normalizedPhone = (value: string | null | undefined): string | null =>
  validatePhone(value ?? '').unwrapOr(trimmed(value));

/**
 * Sets address, contact, date and slot of the delivery. The date and slot must be offered for the
 * postcode ("Keine verfügbaren Termine für die ausgewählte Adresse" when none is); the change fee of
 * the moment is charged; the date is planned at once, and the deal shows the new address.
 */
export const submitHandover = async (
  ports: HandoverPorts,
  deal: StoredDeal,
  payload: HandoverPayload & { readonly slot: string | number },
  actor: Actor,
  now: Date,
): Promise<Result<HandoverView, ChangeError>> => {
  if (!actor.mayWrite) return err({ code: 'forbidden' });
  const record = await ports.handovers.find(deal.id);
  if (!PRE_HANDOVER_STATES.has(deal.state) || !isHandoverChangeable(deal, record, now))
    // The contract's code for a change no longer on offer (the editing window has passed).
    return err({ code: 'offer_expired', message: 'Die Übergabe kann nicht mehr geändert werden.' });
  const fields = payloadErrors(payload, payload.slot, actor);
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
  const zip = (payload.handover_zip ?? '').trim();
  const date = payload.preferred_handover_date as string;
  const days = await deliveryDays(ports, record, zip, now, date);
  if (days.length === 0) return err({ code: 'no_availabilities', message: NO_AVAILABILITIES });
  const check = checkAppointment(days, 'delivery', date, payload.slot);
  if (check === 'date_unavailable')
    return err({
      code: 'bad_request',
      fields: { preferred_handover_date: 'Bitte wähle ein verfügbares Datum aus.' },
    });
  if (check === 'slot_unavailable')
    return err({ code: 'bad_request', fields: { slot: 'Bitte wähle eine verfügbare Uhrzeit aus.' } });

  const fee = handoverChangeFee(deal, record, now);
  const today = toIsoDate(berlinDayOfInstant(now));
  const saved: HandoverRecord = {
    deal_id: deal.id,
    method: 'delivery',
    planned_delivery_date: date,
    preferred_delivery_date: date,
    actual_handover_date: null,
    slot: String(payload.slot),
    handover_firstname: trimmed(payload.handover_firstname),
    handover_lastname: trimmed(payload.handover_lastname),
    handover_street: trimmed(payload.handover_street),
    handover_housenumber: trimmed(payload.handover_housenumber),
    handover_zip: zip,
    handover_city: trimmed(payload.handover_city),
    handover_address_extra: trimmed(payload.handover_address_extra),
    handover_phone_number: normalizedPhone(payload.handover_phone_number),
    handover_email: trimmed(payload.handover_email),
    deviation_in_weeks: record?.deviation_in_weeks ?? null,
    customer_verified_at: record?.customer_verified_at ?? null,
    delivery_confirmed_at: today,
    change_fee_cents: (record?.change_fee_cents ?? 0) + fee.amount,
  };
  await ports.handovers.save(saved);
  await ports.deals.update({
    ...deal,
    handover_firstname: saved.handover_firstname,
    handover_lastname: saved.handover_lastname,
    handover_street: saved.handover_street,
    handover_housenumber: saved.handover_housenumber,
    handover_zip: saved.handover_zip,
    handover_city: saved.handover_city,
    handover_address_extra: saved.handover_address_extra,
    handover_phone_number: saved.handover_phone_number,
  });
  return ok(await handoverView(ports, deal, saved, now));
};

/**
 * Books pickup at the station in an hourly slot (8–18) on the offer's day, for 149 instead of
 * 249 EUR: refused with "Angebot abgelaufen" when there is no open offer, and "Abholung bereits
 * hinterlegt" when a pickup is already booked.
 */
export const bookSelfPickup = async (
  ports: HandoverPorts,
  deal: StoredDeal,
  slot: number,
  now: Date,
): Promise<Result<HandoverView, ChangeError>> => {
  const offer = await ports.handovers.findOffer(deal.id);
  if (offer?.booked_slot !== null && offer?.booked_slot !== undefined)
    return err({ code: 'already_booked', message: 'Abholung bereits hinterlegt' });
  const record = await ports.handovers.find(deal.id);
  const expired =
    !offer ||
    offer.expires_at.getTime() <= now.getTime() ||
    berlinDay(offer.pickup_date) <= berlinDayOfInstant(now) ||
    !PRE_HANDOVER_STATES.has(deal.state) ||
    Boolean(record?.actual_handover_date);
  if (expired) return err({ code: 'offer_expired', message: 'Angebot abgelaufen' });
  if (!Number.isInteger(slot) || slot < 8 || slot > 18)
    return err({ code: 'bad_request', fields: { slot: 'Bitte wähle eine Uhrzeit aus.' } });
  await ports.handovers.saveOffer({ ...offer, booked_slot: slot, booked_at: now });
  const saved: HandoverRecord = {
    deal_id: deal.id,
    planned_delivery_date: offer.pickup_date,
    preferred_delivery_date: offer.pickup_date,
    actual_handover_date: null,
    handover_firstname: record?.handover_firstname ?? null,
    handover_lastname: record?.handover_lastname ?? null,
    handover_street: record?.handover_street ?? null,
    handover_housenumber: record?.handover_housenumber ?? null,
    handover_zip: record?.handover_zip ?? null,
    handover_city: record?.handover_city ?? null,
    handover_address_extra: record?.handover_address_extra ?? null,
    handover_phone_number: record?.handover_phone_number ?? null,
    handover_email: record?.handover_email ?? null,
    deviation_in_weeks: record?.deviation_in_weeks ?? null,
    customer_verified_at: record?.customer_verified_at ?? null,
    change_fee_cents: record?.change_fee_cents ?? 0,
    method: 'self_pickup',
    slot: String(slot),
    delivery_confirmed_at: toIsoDate(berlinDayOfInstant(now)),
  };
  await ports.handovers.save(saved);
  return ok(await handoverView(ports, deal, saved, now));
};
