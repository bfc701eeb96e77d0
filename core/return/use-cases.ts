import { err, ok, type Result } from 'neverthrow';
import { returnDateOf } from '../deals/deal-dates.ts';
import { canBookPreReturnAppraisal, returnPlanningOf } from '../deals/eligibility.ts';
import type { StoredDeal } from '../deals/ports.ts';
import { canGiveDepositRefundDetails } from '../deals/services.ts';
import type { ReturnType } from '../deals/types.ts';
import { type AddressFormField, validateAddressForm } from '../handover/address-fields.ts';
import {
  type AppointmentKind,
  availableDays,
  checkAppointment,
  dateSlotsOf,
  formattedSlot,
  NO_AVAILABILITIES,
} from '../handover/availability.ts';
import { isSameDaySwap } from '../handover/changes.ts';
import type { Actor, BlockedDays, DealUpdater } from '../handover/ports.ts';
import { type ChangeError, normalizedPhone, trimmed } from '../handover/use-cases.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { DateSlots } from '../shared/calendar-picker.ts';
import { requiredText } from '../shared/validation/field-error.ts';
import { validatePostalCode } from '../shared/validation/postal-code.ts';
import { validateDepositRefund } from './deposit-refund.ts';
import type { ReturnCompound, ReturnRecord, ReturnStore } from './ports.ts';
import {
  APPRAISAL_SLOTS,
  isReturnDateChangeFree,
  LATE_RETURN_CHANGE_FEE,
  type ReturnChangeRequest,
  returnFormComplete,
} from './rules.ts';

export type ReturnPorts = {
  readonly returns: ReturnStore;
  readonly blockedDays: BlockedDays;
  readonly deals: DealUpdater;
};

/** How many days before the return date a pickup or self-return can be booked (our design). */
export const RETURN_BOOKING_DAYS_BEFORE = 14;

export type ReturnView = {
  readonly return_type: ReturnType | null;
  readonly address: {
    readonly street: string | null;
    readonly house_number: string | null;
    readonly zip: string | null;
    readonly city: string | null;
    readonly address_extra: string | null;
  } | null;
  readonly planned_delivery_date: string | null;
  readonly preferred_delivery_date: string | null;
  readonly slot: { readonly value: string; readonly formatted_time: string } | null;
};

const kindOf = (type: ReturnType): AppointmentKind => (type === 'PICKUP' ? 'pickup' : 'self_return');

export const returnView = (deal: StoredDeal, record: ReturnRecord | undefined): ReturnView => {
  if (!record)
    return {
      return_type: deal.return_type ?? null,
      address: null,
      planned_delivery_date: null,
      preferred_delivery_date: deal.preferred_return_date ?? null,
      slot: null,
    };
  const place =
    record.return_type === 'SELF_RETURN' && record.compound
      ? { ...record.compound, address_extra: null }
      : record;
  return {
    return_type: record.return_type,
    address: {
      street: place.street,
      house_number: place.house_number,
      zip: place.zip,
      city: place.city,
      address_extra: place.address_extra,
    },
    planned_delivery_date: record.planned_return_date,
    preferred_delivery_date: record.preferred_return_date,
    slot: { value: record.slot, formatted_time: formattedSlot(kindOf(record.return_type), record.slot) },
  };
};

/** The compound nearest a postcode: the first of the same postal region (first digit), else the first. */
export const compoundFor = (compounds: readonly ReturnCompound[], zip: string | null | undefined) =>
  compounds.find((compound) => zip && compound.zip[0] === zip.trim()[0]) ?? compounds[0];

/** Return days: working days in the two weeks up to the return date, from tomorrow. */
const returnDays = async (
  ports: Pick<ReturnPorts, 'blockedDays'>,
  deal: StoredDeal,
  kind: AppointmentKind,
  zip: string | null,
  now: Date,
): Promise<string[]> => {
  const returnDate = returnDateOf(deal);
  if (!returnDate) return [];
  const to = berlinDay(returnDate);
  const from = to - RETURN_BOOKING_DAYS_BEFORE;
  const blocked = await ports.blockedDays(kind, zip, toIsoDate(from), toIsoDate(to));
  return availableDays({ range: { from, to }, zip, blocked, now });
};

/** Whether the return can be planned or changed: ACTIVE (or RETURN) with the window open or a return booked. */
export const canPlanReturn = (deal: StoredDeal, now: Date): boolean =>
  (deal.state === 'ACTIVE' || deal.state === 'RETURN') &&
  (returnPlanningOf(deal, now) !== 'closed' || deal.state === 'RETURN');

/** The fee of a return change now: free while the booked date is at least 5 days away (consumer §9). */
export const returnChangeFeeOf = (
  deal: StoredDeal,
  record: ReturnRecord | undefined,
  request: { readonly return_type?: ReturnType | null; readonly preferred_return_date?: string | null },
  now: Date,
): number => {
  const booked = record?.planned_return_date ?? record?.preferred_return_date;
  if (!record || !booked || isSameDaySwap(deal) || isReturnDateChangeFree(booked, now)) return 0;
  const unchanged =
    request.return_type === record.return_type &&
    Boolean(request.preferred_return_date) &&
    berlinDay(request.preferred_return_date as string) === berlinDay(booked);
  return unchanged ? 0 : LATE_RETURN_CHANGE_FEE;
};

export type ReturnMetadata = {
  readonly return_fee: number;
  readonly availabilities: DateSlots<string>[];
  readonly compound_locations: { street: string; house_number: string; zip: string; city: string }[];
  readonly self_return_availabilities: DateSlots<string>[];
};

export const returnMetadata = async (
  ports: Pick<ReturnPorts, 'returns' | 'blockedDays'>,
  deal: StoredDeal,
  query: { readonly customer_postcode?: string; readonly return_type?: ReturnType },
  now: Date,
): Promise<Result<ReturnMetadata, ChangeError>> => {
  const record = await ports.returns.find(deal.id);
  let zip = record?.zip ?? (deal.handover_zip as string | null | undefined) ?? null;
  if (query.customer_postcode !== undefined) {
    const checked = validatePostalCode(query.customer_postcode);
    if (checked.isErr())
      return err({ code: 'bad_request', fields: { customer_postcode: checked.error.message } });
    zip = checked.value;
  }
  const compounds = await ports.returns.compounds();
  const compound = compoundFor(compounds, zip);
  const open = canPlanReturn(deal, now);
  const wantsPickup = query.return_type !== 'SELF_RETURN';
  const wantsSelfReturn = query.return_type !== 'PICKUP';
  const pickupDays = open && wantsPickup ? await returnDays(ports, deal, 'pickup', zip, now) : [];
  const selfReturnDays =
    open && wantsSelfReturn && compound
      ? await returnDays(ports, deal, 'self_return', compound.zip, now)
      : [];
  return ok({
    return_fee: returnChangeFeeOf(deal, record, { return_type: query.return_type ?? null }, now),
    availabilities: dateSlotsOf(pickupDays, 'pickup'),
    compound_locations: compounds.map(({ street, house_number, zip: compoundZip, city }) => ({
      street,
      house_number,
      zip: compoundZip,
      city,
    })),
    self_return_availabilities: dateSlotsOf(selfReturnDays, 'self_return'),
  });
};

const pickupFieldOf: Record<AddressFormField, keyof ReturnChangeRequest | 'slot'> = {
  firstname: 'return_firstname',
  lastname: 'return_lastname',
  street: 'return_street',
  housenumber: 'return_housenumber',
  zip: 'return_zip',
  city: 'return_city',
  phone_number: 'return_phone_number',
  date: 'preferred_return_date',
  slot: 'slot',
};

/** The return form (business spec §5): a pickup needs the address and contact, a self-return the date. */
const requestErrors = (
  request: ReturnChangeRequest,
  slot: string | number | null,
  actor: Actor,
): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (request.return_type === 'PICKUP') {
    const errors = validateAddressForm(
      {
        firstname: request.return_firstname ?? '',
        lastname: request.return_lastname ?? '',
        street: request.return_street ?? '',
        housenumber: request.return_housenumber ?? '',
        zip: request.return_zip ?? '',
        city: request.return_city ?? '',
        phone_number: request.return_phone_number ?? '',
        date: request.preferred_return_date ?? '',
        slot: slot === null ? '-' : String(slot),
      },
      actor.variant,
    );
    for (const [field, error] of Object.entries(errors))
      if (error) fields[pickupFieldOf[field as AddressFormField]] = error.message;
  } else {
    const date = requiredText(request.preferred_return_date);
    if (date.isErr()) fields.preferred_return_date = date.error.message;
    const chosen = requiredText(slot === null ? '-' : String(slot));
    if (chosen.isErr()) fields.slot = chosen.error.message;
  }
  if (!returnFormComplete(request) && Object.keys(fields).length === 0)
    fields.return_type = 'Dies ist ein Pflichtfeld.';
  return fields;
};

/** The fee of a return change, asked only for a complete and valid form (business spec §4, §5). */
export const quoteReturnChange = async (
  ports: Pick<ReturnPorts, 'returns'>,
  deal: StoredDeal,
  request: ReturnChangeRequest,
  actor: Actor,
  now: Date,
): Promise<Result<{ readonly amount: number }, ChangeError>> => {
  const fields = requestErrors(request, null, actor);
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
  const record = await ports.returns.find(deal.id);
  return ok({ amount: returnChangeFeeOf(deal, record, request, now) });
};

/**
 * Books or changes the return while planning is open: pickup at an address or self-return at the
 * compound nearest the customer, on an offered day and slot. The deal then shows the return type
 * and the preferred date (which ends the return-coordination banner).
 */
export const submitReturn = async (
  ports: ReturnPorts,
  deal: StoredDeal,
  request: ReturnChangeRequest & { readonly return_type: ReturnType; readonly slot: string | number },
  actor: Actor,
  now: Date,
): Promise<Result<ReturnView, ChangeError>> => {
  if (!actor.mayWrite) return err({ code: 'forbidden' });
  if (!canPlanReturn(deal, now))
    return err({ code: 'not_eligible', message: 'Die Rückgabe kann noch nicht geplant werden.' });
  const fields = requestErrors(request, request.slot, actor);
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
  const record = await ports.returns.find(deal.id);
  const pickup = request.return_type === 'PICKUP';
  const compounds = await ports.returns.compounds();
  const zip = pickup ? (request.return_zip ?? '').trim() : null;
  const compound = pickup
    ? null
    : (compoundFor(compounds, record?.zip ?? (deal.handover_zip as string | null | undefined)) ?? null);
  if (!pickup && !compound) return err({ code: 'no_availabilities', message: NO_AVAILABILITIES });
  const kind = kindOf(request.return_type);
  const days = await returnDays(ports, deal, kind, pickup ? zip : (compound?.zip ?? null), now);
  if (days.length === 0) return err({ code: 'no_availabilities', message: NO_AVAILABILITIES });
  const date = request.preferred_return_date as string;
  const check = checkAppointment(days, kind, date, request.slot);
  if (check === 'date_unavailable')
    return err({
      code: 'bad_request',
      fields: { preferred_return_date: 'Bitte wähle ein verfügbares Datum aus.' },
    });
  if (check === 'slot_unavailable')
    return err({ code: 'bad_request', fields: { slot: 'Bitte wähle eine verfügbare Uhrzeit aus.' } });

  const fee = returnChangeFeeOf(deal, record, request, now);
  const saved: ReturnRecord = {
    deal_id: deal.id,
    return_type: request.return_type,
    preferred_return_date: date,
    planned_return_date: date,
    slot: String(request.slot),
    compound,
    firstname: pickup ? trimmed(request.return_firstname) : null,
    lastname: pickup ? trimmed(request.return_lastname) : null,
    street: pickup ? trimmed(request.return_street) : null,
    house_number: pickup ? trimmed(request.return_housenumber) : null,
    zip: pickup ? zip : null,
    city: pickup ? trimmed(request.return_city) : null,
    address_extra: pickup ? trimmed(request.return_address_extra) : null,
    phone_number: pickup ? normalizedPhone(request.return_phone_number) : null,
    email: pickup ? trimmed(request.return_email) : null,
    booked_at: now,
    // A changed return waits for the provider's confirmation again.
    confirmed_at: null,
    returned_at: null,
    final_invoice_at: null,
    change_fee_cents: (record?.change_fee_cents ?? 0) + fee,
  };
  await ports.returns.save(saved);
  await ports.deals.update({
    ...deal,
    return_type: saved.return_type,
    preferred_return_date: date,
    return_phone_number:
      saved.phone_number ?? (deal.return_phone_number as string | null | undefined) ?? null,
  });
  return ok(returnView(deal, saved));
};

// ── Pre-return appraisal ───────────────────────────────────────────────────────────────────

export type AppraisalView = {
  readonly address: { street: string; housenumber: string; zip: string; city: string } | null;
  readonly options: string[];
  readonly appointment_date: string | null;
  readonly appointment_timeslot: string | null;
  readonly date_slots: DateSlots<string>[];
};

/** Appraisal days: working days from the day after tomorrow to the day before the return. */
const appraisalDays = (deal: StoredDeal, now: Date): string[] => {
  const returnDate = returnDateOf(deal);
  if (!returnDate) return [];
  return availableDays({
    range: { from: berlinDayOfInstant(now) + 2, to: berlinDay(returnDate) - 1 },
    blocked: [],
    now,
  });
};

const appraisalContext = (deal: StoredDeal, record: ReturnRecord | undefined, booked: boolean) => ({
  deal,
  returnData: record
    ? {
        preferred_delivery_date: record.preferred_return_date,
        planned_delivery_date: record.planned_return_date,
      }
    : null,
  appraisal: booked ? { appointment_date: 'booked' } : null,
});

export const preReturnAppraisal = async (
  ports: Pick<ReturnPorts, 'returns'>,
  deal: StoredDeal,
  selectedDate: string | undefined,
  now: Date,
): Promise<AppraisalView> => {
  const record = await ports.returns.find(deal.id);
  const appraisal = await ports.returns.findAppraisal(deal.id);
  const bookable = canBookPreReturnAppraisal(appraisalContext(deal, record, Boolean(appraisal)), now);
  const options = bookable ? appraisalDays(deal, now) : [];
  const shown = selectedDate ? options.filter((d) => berlinDay(d) === berlinDay(selectedDate)) : options;
  const street = record?.street ?? (deal.handover_street as string | null | undefined);
  return {
    address: street
      ? {
          street,
          housenumber: record?.house_number ?? (deal.handover_housenumber as string | undefined) ?? '',
          zip: record?.zip ?? (deal.handover_zip as string | undefined) ?? '',
          city: record?.city ?? (deal.handover_city as string | undefined) ?? '',
        }
      : null,
    options,
    appointment_date: appraisal?.appointment_date ?? null,
    appointment_timeslot: appraisal?.appointment_timeslot ?? null,
    date_slots: shown.map((date) => ({ date, available_slots: [...APPRAISAL_SLOTS] })),
  };
};

/**
 * Requests the on-site appraisal (consumer spec §4): not without return data, not twice, not when
 * the return is less than 8 working days away; the date must be offered and the slot one of two.
 */
export const requestPreReturnAppraisal = async (
  ports: Pick<ReturnPorts, 'returns'>,
  deal: StoredDeal,
  choice: { readonly appointment_date: string; readonly appointment_timeslot: string },
  now: Date,
): Promise<Result<true, ChangeError>> => {
  const record = await ports.returns.find(deal.id);
  const appraisal = await ports.returns.findAppraisal(deal.id);
  if (!canBookPreReturnAppraisal(appraisalContext(deal, record, Boolean(appraisal)), now))
    return err({
      code: 'not_eligible',
      message: 'Ein Begutachtungstermin ist für dieses Abo nicht möglich.',
    });
  if (!appraisalDays(deal, now).some((d) => berlinDay(d) === berlinDay(choice.appointment_date)))
    return err({
      code: 'bad_request',
      fields: { appointment_date: 'Bitte wähle ein verfügbares Datum aus.' },
    });
  if (!APPRAISAL_SLOTS.some((slot) => slot.value === choice.appointment_timeslot))
    return err({ code: 'bad_request', fields: { appointment_timeslot: 'Bitte wähle eine Uhrzeit aus.' } });
  await ports.returns.saveAppraisal(deal.id, choice, now);
  return ok(true);
};

// ── Deposit refund and return reason ───────────────────────────────────────────────────────

/** Refused outside core's canGiveDepositRefundDetails (our wording; the specification has none). */
export const DEPOSIT_REFUND_NOT_YET =
  'Die Bankverbindung für die Kautionsrückzahlung kannst du angeben, sobald die Rückgabe deines Autos ansteht.';

export const saveDepositRefundDetails = async (
  ports: Pick<ReturnPorts, 'returns'>,
  deal: StoredDeal,
  form: { readonly iban: string; readonly account_holder: string },
  now: Date,
): Promise<Result<true, ChangeError>> => {
  if (!canGiveDepositRefundDetails({ deal }, now))
    return err({ code: 'not_eligible', message: DEPOSIT_REFUND_NOT_YET });
  const errors = validateDepositRefund(form);
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) if (error) fields[field] = error.message;
  if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
  const iban = form.iban.replace(/\s+/g, '').toUpperCase();
  await ports.returns.saveDepositRefund(deal.id, { iban, account_holder: form.account_holder.trim() }, now);
  return ok(true);
};

export const RETURN_REASON_COMMENT_MAX_LENGTH = 2000;

/** The return reason comment is optional in the wizard; when sent it must say something (our design). */
export const addReturnReasonComment = async (
  ports: Pick<ReturnPorts, 'returns'>,
  deal: StoredDeal,
  comment: string,
  now: Date,
): Promise<Result<true, ChangeError>> => {
  const text = comment.trim();
  if (text === '') return err({ code: 'bad_request', fields: { comment: 'Dies ist ein Pflichtfeld.' } });
  if ([...text].length > RETURN_REASON_COMMENT_MAX_LENGTH)
    return err({ code: 'bad_request', fields: { comment: 'Bitte gib höchstens 2000 Zeichen ein.' } });
  await ports.returns.addReasonComment(deal.id, text, now);
  return ok(true);
};
