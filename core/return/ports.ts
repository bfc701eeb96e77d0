import type { ReturnType } from '../deals/types.ts';

export type ReturnCompound = {
  readonly id: string;
  readonly street: string;
  readonly house_number: string;
  readonly zip: string;
  readonly city: string;
};

/** A deal's booked return: pickup at an address or self-return at a compound. */
export type ReturnRecord = {
  readonly deal_id: string;
  readonly return_type: ReturnType;
  readonly preferred_return_date: string;
  readonly planned_return_date: string | null;
  readonly slot: string;
  readonly compound: ReturnCompound | null;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly street: string | null;
  readonly house_number: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly address_extra: string | null;
  readonly phone_number: string | null;
  readonly email: string | null;
  readonly booked_at: Date;
  readonly confirmed_at: Date | null;
  readonly returned_at: Date | null;
  readonly final_invoice_at: Date | null;
  readonly change_fee_cents: number;
};

export type Appraisal = { readonly appointment_date: string; readonly appointment_timeslot: string };

export type ReturnStore = {
  readonly find: (dealId: string) => Promise<ReturnRecord | undefined>;
  readonly save: (record: ReturnRecord) => Promise<void>;
  readonly compounds: () => Promise<ReturnCompound[]>;
  readonly findAppraisal: (dealId: string) => Promise<Appraisal | undefined>;
  readonly saveAppraisal: (dealId: string, appraisal: Appraisal, at: Date) => Promise<void>;
  readonly saveDepositRefund: (
    dealId: string,
    details: { readonly iban: string; readonly account_holder: string },
    at: Date,
  ) => Promise<void>;
  readonly addReasonComment: (dealId: string, comment: string, at: Date) => Promise<void>;
};
