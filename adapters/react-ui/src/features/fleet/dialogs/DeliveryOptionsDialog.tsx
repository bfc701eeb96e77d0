import { Button, Field, Input, makeStyles, Radio, RadioGroup } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CUSTOM_DELIVERY_FEE, CUSTOM_DELIVERY_FEE_FROM } from '../../../../../../core/handover/rules.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { deliveryOptionsQuery, useChooseDeliveryOption } from '../api/order-dialog-queries.ts';
import {
  type AddressChoice,
  checkDeliveryForm,
  type DeliveryAddressField,
  type DeliveryForm,
  type DeliveryOptionId,
} from './delivery-form.ts';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf } from './failure-message.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
});

const ADDRESS_FIELDS: readonly { field: DeliveryAddressField; label: MessageId }[] = [
  { field: 'street', label: 'fleetDialogs.handover.street' },
  { field: 'houseNumber', label: 'fleetDialogs.handover.housenumber' },
  { field: 'postalCode', label: 'fleetDialogs.handover.zip' },
  { field: 'city', label: 'fleetDialogs.handover.city' },
];

/**
 * Choose delivery options (business spec §2 "Dialogs", §9): custom delivery for the BFF's fee
 * (209.24 EUR for bookings from 15 Nov 2025) to the company or another address, or the free
 * delivery of a swap, which needs a coordinated swap.
 */
export const DeliveryOptionsDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: OrderDetailJson;
  open: boolean;
  onClose: () => void;
  onDone: (choice: { option: DeliveryOptionId; fee: number }) => void;
}) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const options = useQuery({ ...deliveryOptionsQuery(usePortalApi(), order.deal.id), enabled: open });
  const choose = useChooseDeliveryOption();
  const [form, setForm] = useState<DeliveryForm>({
    option: '',
    addressChoice: '',
    address: { street: '', houseNumber: '', postalCode: '', city: '' },
  });
  const [checked, setChecked] = useState(false);
  const selected = options.data?.find((candidate) => candidate.selected)?.option ?? '';
  const current: DeliveryForm = { ...form, option: form.option || selected };
  const check = checkDeliveryForm(current);
  const problems = checked && !check.ok ? check : undefined;
  const update = (change: Partial<DeliveryForm>) => {
    choose.reset();
    setForm({ ...current, ...change });
  };
  const submit = () => {
    setChecked(true);
    if (!check.ok) return;
    choose.mutate({ id: order.deal.id, value: check.body }, { onSuccess: onDone });
  };
  const failure = failureMessageOf(choose.error, {
    bad_request: 'fleetDialogs.error.checkEntries',
    not_eligible:
      current.option === 'swap_delivery'
        ? 'fleetDialogs.delivery.swapNeedsSwap'
        : 'fleetDialogs.handover.notEditable',
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.delivery.title')}
      actions={
        <>
          <Button appearance="primary" onClick={submit} disabled={choose.isPending || !options.data}>
            <Text id="fleetDialogs.delivery.submit" />
          </Button>
          <Button onClick={onClose}>
            <Text id="fleet.order.dialog.cancel" />
          </Button>
        </>
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      {options.isPending ? <LoadingState /> : null}
      {options.isError ? <DataError onRetry={() => void options.refetch()} /> : null}
      {options.data ? (
        <>
          <Field
            label={text('fleetDialogs.delivery.label')}
            required
            validationMessage={problems?.option ? text(problems.option) : undefined}
            validationState={problems?.option ? 'error' : 'none'}
          >
            <RadioGroup
              value={current.option}
              onChange={(_, data) => update({ option: data.value as DeliveryOptionId })}
            >
              {options.data.map(({ option, fee }) => (
                <Radio
                  key={option}
                  value={option}
                  label={text(`fleetDialogs.delivery.option.${option}`, { fee: format.money(fee) })}
                />
              ))}
            </RadioGroup>
          </Field>
          <p>
            <Text
              id="fleetDialogs.delivery.feeNote"
              values={{ fee: format.money(CUSTOM_DELIVERY_FEE), from: format.date(CUSTOM_DELIVERY_FEE_FROM) }}
            />
          </p>
          {current.option === 'custom_delivery' ? (
            <Field
              label={text('fleetDialogs.delivery.address')}
              required
              validationMessage={problems?.addressChoice ? text(problems.addressChoice) : undefined}
              validationState={problems?.addressChoice ? 'error' : 'none'}
            >
              <RadioGroup
                value={current.addressChoice}
                onChange={(_, data) => update({ addressChoice: data.value as AddressChoice })}
              >
                <Radio value="company" label={text('fleetDialogs.delivery.address.company')} />
                <Radio value="other" label={text('fleetDialogs.delivery.address.other')} />
              </RadioGroup>
            </Field>
          ) : null}
          {current.option === 'custom_delivery' && current.addressChoice === 'other' ? (
            <div className={styles.grid}>
              {ADDRESS_FIELDS.map(({ field, label }) => {
                const message = problems?.address[field];
                return (
                  <Field
                    key={field}
                    label={text(label)}
                    required
                    validationMessage={message ? text(message) : undefined}
                    validationState={message ? 'error' : 'none'}
                  >
                    <Input
                      value={current.address[field]}
                      onChange={(_, data) => update({ address: { ...current.address, [field]: data.value } })}
                    />
                  </Field>
                );
              })}
            </div>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
};
