import { type FormErrors, formErrors, requiredText } from '../shared/validation/field-error.ts';
import { validateIban } from '../shared/validation/iban.ts';

/** The deposit-refund-details modal (consumer-portal.md sections 3 and 5). */
export type DepositRefundForm = { readonly account_holder: string; readonly iban: string };
export type DepositRefundField = keyof DepositRefundForm;

/** Account holder and IBAN required; the IBAN must be valid (spaces optional). */
export const validateDepositRefund = (form: DepositRefundForm): FormErrors<DepositRefundField> =>
  formErrors<DepositRefundField>({
    account_holder: requiredText(form.account_holder),
    iban: validateIban(form.iban),
  });
