import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { SELECTABLE_PAYMENT_METHODS } from '../../../../../../contracts/routes/account.ts';
import { textOfLength } from '../../../../../../core/shared/validation/field-error.ts';
import { validateIban } from '../../../../../../core/shared/validation/iban.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../../../../../../core/shared/validation/messages.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { openUrl } from '../../../lib/open-url.ts';
import { apiErrorOf } from '../../../lib/query.ts';
import { type PaymentMethodChange, useChangePaymentMethod } from '../api/account-calls.ts';
import { fieldMessage } from '../field-messages.ts';

type Method = PaymentMethodChange['payment_method'];
type Errors = { iban?: string; account_holder?: string };

/**
 * Consumer spec §3 "Payment methods" and §8: card, SEPA debit or PayPal. SEPA debit takes effect at
 * once; card and PayPal are confirmed at the payment provider, to whose page the customer is sent.
 * Any failure but a field error shows the modal "Etwas ist schief gelaufen!".
 */
export const PaymentMethodModal = ({
  open,
  onClose,
  onChanged,
  current,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: (status: 'active' | 'pending_confirmation') => void;
  current: string | null | undefined;
}) => {
  const text = useText();
  const { browser } = useServices();
  const change = useChangePaymentMethod();
  const initial = SELECTABLE_PAYMENT_METHODS.find((method) => method === current) ?? 'sepa_debit';
  const [method, setMethod] = useState<Method>(initial);
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let body: PaymentMethodChange = { payment_method: method };
    if (method === 'sepa_debit') {
      const checkedIban = validateIban(iban);
      const checkedHolder = textOfLength(holder, 100, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });
      const next: Errors = {
        ...(checkedIban.isErr() ? { iban: text(fieldMessage(checkedIban.error)) } : {}),
        ...(checkedHolder.isErr() ? { account_holder: text(fieldMessage(checkedHolder.error)) } : {}),
      };
      setErrors(next);
      if (checkedIban.isErr() || checkedHolder.isErr()) return;
      body = { ...body, iban: checkedIban.value, account_holder: checkedHolder.value };
    }
    change.mutate(body, {
      onSuccess: ({ data }) => {
        if (data.status === 'pending_confirmation' && data.redirect_url) {
          openUrl(browser, data.redirect_url);
          return;
        }
        onChanged(data.status);
      },
      onError: (error) => {
        const apiError = apiErrorOf(error);
        if (apiError?.kind === 'http' && apiError.status === 400 && apiError.fields?.['body.iban']) {
          setErrors({ iban: text('account.validation.ibanInvalid') });
          return;
        }
        setFailed(true);
      },
    });
  };

  return (
    <>
      <Modal
        open={open && !failed}
        onClose={onClose}
        title={text('account.payment.modal.title')}
        actions={
          <>
            <Button appearance="secondary" onClick={onClose}>
              <Text id="account.action.cancel" />
            </Button>
            <Button appearance="primary" type="submit" form="payment-method-form" disabled={change.isPending}>
              <Text id="account.payment.modal.submit" />
            </Button>
          </>
        }
      >
        <form id="payment-method-form" onSubmit={submit} noValidate>
          <Field label={text('account.payment.modal.method')}>
            <RadioGroup value={method} onChange={(_, data) => setMethod(data.value as Method)}>
              {SELECTABLE_PAYMENT_METHODS.map((option) => (
                <Radio key={option} value={option} label={text(`account.paymentMethod.${option}`)} />
              ))}
            </RadioGroup>
          </Field>
          {method === 'sepa_debit' ? (
            <>
              <Field
                label={text('account.payment.modal.iban')}
                validationMessage={errors.iban}
                hint={text('account.payment.modal.ibanHint')}
                required
              >
                <Input value={iban} onChange={(_, data) => setIban(data.value)} />
              </Field>
              <Field
                label={text('account.payment.modal.accountHolder')}
                validationMessage={errors.account_holder}
                required
              >
                <Input value={holder} onChange={(_, data) => setHolder(data.value)} />
              </Field>
            </>
          ) : (
            <p>
              <Text id="account.payment.modal.providerHint" />
            </p>
          )}
        </form>
      </Modal>
      <Modal
        open={failed}
        onClose={() => {
          setFailed(false);
          onClose();
        }}
        title={text('account.payment.failed.title')}
        actions={
          <Button appearance="primary" onClick={() => setFailed(false)}>
            <Text id="account.action.retry" />
          </Button>
        }
      >
        <Text id="account.payment.failed.text" />
      </Modal>
    </>
  );
};
