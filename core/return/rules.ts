import type { ReturnType } from '../deals/types.ts';
import { daysUntil } from '../shared/calendar-days.ts';
import type { DateSlot } from '../shared/calendar-picker.ts';

/** Return rules: consumer spec §2 "Return wizard", §9; business spec §3, §4 "Return fee", §5 "Return form". */

/** The return change request (business spec §3), as the form holds it. */
export type ReturnChangeRequest = {
  readonly return_type?: ReturnType | null;
  readonly preferred_return_date?: string | null;
  readonly return_firstname?: string | null;
  readonly return_lastname?: string | null;
  readonly return_street?: string | null;
  readonly return_housenumber?: string | null;
  readonly return_city?: string | null;
  readonly return_zip?: string | null;
  readonly return_address_extra?: string | null;
  readonly return_phone_number?: string | null;
  readonly return_email?: string | null;
};

/** What a pickup needs; address extra and e-mail are optional. */
export const PICKUP_REQUIRED_FIELDS = [
  'return_firstname',
  'return_lastname',
  'return_housenumber',
  'return_street',
  'return_city',
  'return_zip',
  'return_phone_number',
  'preferred_return_date',
] as const satisfies readonly (keyof ReturnChangeRequest)[];

/** A self-return needs only the date. */
export const SELF_RETURN_REQUIRED_FIELDS = [
  'preferred_return_date',
] as const satisfies readonly (keyof ReturnChangeRequest)[];

const isFilled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** Complete when a return type is chosen and its required fields are filled (whitespace counts as empty). */
export const returnFormComplete = (request: ReturnChangeRequest): boolean => {
  if (request.return_type === 'PICKUP') return PICKUP_REQUIRED_FIELDS.every((f) => isFilled(request[f]));
  if (request.return_type === 'SELF_RETURN')
    return SELF_RETURN_REQUIRED_FIELDS.every((f) => isFilled(request[f]));
  return false;
};

/**
 * The return fee is requested only when the form is valid, a return type is chosen and no input
 * field has focus (so typing does not fire a request per keystroke).
 */
export const shouldRequestReturnFee = (state: {
  readonly formValid: boolean;
  readonly returnType: ReturnType | null | undefined;
  /** The name of the focused field; null, undefined or '' when none has focus. */
  readonly focusedField: string | null | undefined;
}): boolean => state.formValid && Boolean(state.returnType) && !state.focusedField;

/** Consumer spec §9: free return date change up to 5 days before. */
export const FREE_RETURN_DATE_CHANGE_DAYS = 5;

/**
 * A change of the return date is free while the currently planned return date is at least 5
 * Berlin calendar days away (D ≥ 5, so exactly 5 days before is still free; 4 days before is not).
 */
export const isReturnDateChangeFree = (returnDate: string, now: Date): boolean =>
  daysUntil(returnDate, now) >= FREE_RETURN_DATE_CHANGE_DAYS;

// ── The return wizard ──────────────────────────────────────────────────────────────────────

export const RETURN_WIZARD_STEPS = [
  'reason',
  'return-type',
  'address',
  'self-return-address',
  'appointment',
  'contact',
  'overview',
] as const;
export type ReturnWizardStep = (typeof RETURN_WIZARD_STEPS)[number];

export type ReturnWizardContext = {
  readonly isBusiness: boolean;
  /** The return type chosen in the wizard so far. */
  readonly returnType: ReturnType | null | undefined;
  /** The deal already has a return type. */
  readonly hasReturnType: boolean;
  /** The deal has a follow-up subscription. */
  readonly hasFollowUp: boolean;
};

/**
 * Reason (skipped for business, or when a return type or follow-up exists), return type, pickup
 * address (pickup), self-return address (self-return: the compound's address, read only),
 * appointment, contact (consumers always, business for a pickup), overview. Before a type is chosen
 * neither address step is listed.
 *
 * The consumer specification hides the pickup address and contact from business customers, but a
 * pickup needs the eight fields (business spec §3, §5): a fleet pickup therefore keeps both steps,
 * prefilled by the portal (docs/ui/wizards.md "Business return wizard").
 */
export const returnWizardSteps = (ctx: ReturnWizardContext): ReturnWizardStep[] => {
  const shown: Record<ReturnWizardStep, boolean> = {
    reason: !ctx.isBusiness && !ctx.hasReturnType && !ctx.hasFollowUp,
    'return-type': true,
    address: ctx.returnType === 'PICKUP',
    'self-return-address': ctx.returnType === 'SELF_RETURN',
    appointment: true,
    contact: !ctx.isBusiness || ctx.returnType === 'PICKUP',
    overview: true,
  };
  return RETURN_WIZARD_STEPS.filter((step) => shown[step]);
};

/**
 * The number the step counter names ("Schritt 2 von 6"): the steps of returnWizardSteps, and
 * before a return type is chosen one address step more, since either type adds one (the pickup
 * address or the compound's). The count stays the same when the type is chosen.
 */
export const returnWizardStepCount = (ctx: ReturnWizardContext): number => {
  if (ctx.returnType) return returnWizardSteps(ctx).length;
  const withPickup = returnWizardSteps({ ...ctx, returnType: 'PICKUP' }).length;
  const withSelfReturn = returnWizardSteps({ ...ctx, returnType: 'SELF_RETURN' }).length;
  return Math.min(withPickup, withSelfReturn);
};

/** Continue is disabled while self-return is chosen and there is no self-return availability. */
export const isReturnContinueDisabled = (state: {
  readonly returnType: ReturnType | null | undefined;
  readonly selfReturnAvailabilities: readonly string[] | null | undefined;
}): boolean => state.returnType === 'SELF_RETURN' && (state.selfReturnAvailabilities?.length ?? 0) === 0;

// ── Pre-return appraisal ───────────────────────────────────────────────────────────────────

/** Consumer spec §9: two appraisal slots; the value is the time, the label the window. */
export const APPRAISAL_SLOTS: readonly DateSlot<string>[] = [
  { value: '10:00', formatted_time: '08:00-12:00' },
  { value: '13:00', formatted_time: '12:00-15:30' },
];
export const DEFAULT_APPRAISAL_SLOT = '10:00';

/**
 * The appraisal booking's steps (consumer spec §2 onsite-appraisal-booking): the return address it
 * takes place at, then the day and slot; its content form orders them and may add its own.
 */
export const APPRAISAL_STEPS = ['address', 'date-time'] as const;

/** Consumer spec §5: confirm is disabled while date or timeslot is empty. */
export const canConfirmAppraisal = (choice: {
  readonly appointment_date: string | null | undefined;
  readonly appointment_timeslot: string | null | undefined;
}): boolean => isFilled(choice.appointment_date) && isFilled(choice.appointment_timeslot);

/**
 * A return moved later than 5 days before its planned date costs the short-notice fee of 249 EUR
 * (consumer spec §9 gives the free window; the amount is our design, the same as a short-notice
 * handover change).
 */
export const LATE_RETURN_CHANGE_FEE = 24_900;
