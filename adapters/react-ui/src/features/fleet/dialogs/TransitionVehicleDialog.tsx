import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  TRANSITION_VEHICLE,
  type TransitionProtection,
} from '../../../../../../core/deals/transition-vehicle.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { useRequestTransitionVehicle } from '../api/order-dialog-queries.ts';
import { FactList } from '../components/FactList.tsx';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf } from './failure-message.ts';

/**
 * Transition vehicle (business spec §2 "Dialogs", §9): a car until the order is delivered,
 * delivered within 7 days of signing, 1,000 km a month, deductibles 1,000 / 500 EUR (premium
 * protection 500 EUR; tyre and windscreen protection 0 EUR). The terms are core's constants; the
 * BFF's answer names the delivery day.
 */
export const TransitionVehicleDialog = ({
  order,
  open,
  onClose,
}: {
  order: OrderDetailJson;
  open: boolean;
  onClose: () => void;
}) => {
  const text = useText();
  const format = useFormat();
  const request = useRequestTransitionVehicle();
  const [protection, setProtection] = useState<TransitionProtection>('base');
  const [tireAndWindshield, setTireAndWindshield] = useState(false);
  const deductibles = TRANSITION_VEHICLE[protection];
  const failure = failureMessageOf(request.error, {
    not_eligible: 'fleetDialogs.transition.notPossible',
    shop_access_withdrawn: 'fleetDialogs.shopAccessWithdrawn',
  });
  const granted = request.data;
  // A deductible of 0 EUR is none, not "Kostenlos" (which is said of fees).
  const deductible = (amount: number) =>
    amount === 0 ? text('fleetDialogs.transition.noDeductible') : format.money(amount);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.transition.title')}
      actions={
        granted ? (
          <Button appearance="primary" onClick={onClose}>
            <Text id="fleetDialogs.close" />
          </Button>
        ) : (
          <>
            <Button
              appearance="primary"
              disabled={request.isPending}
              onClick={() => request.mutate({ id: order.deal.id, value: { protection, tireAndWindshield } })}
            >
              <Text id="fleetDialogs.transition.submit" />
            </Button>
            <Button onClick={onClose}>
              <Text id="fleet.order.dialog.cancel" />
            </Button>
          </>
        )
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      {granted ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <Text id="fleetDialogs.transition.requested" values={{ date: format.date(granted.deliveryBy) }} />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <p>
            <Text
              id="fleetDialogs.transition.intro"
              values={{
                days: TRANSITION_VEHICLE.deliveryDaysAfterSigning,
                km: TRANSITION_VEHICLE.kilometresPerMonth,
              }}
            />
          </p>
          <Field label={text('fleetDialogs.transition.protection')}>
            <RadioGroup
              value={protection}
              onChange={(_, data) => {
                request.reset();
                setProtection(data.value as TransitionProtection);
              }}
            >
              {(['base', 'premium'] as const).map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={text(`fleetDialogs.transition.protection.${option}`, {
                    full: deductible(TRANSITION_VEHICLE[option].fullCoverage),
                    partial: deductible(TRANSITION_VEHICLE[option].partialCoverage),
                  })}
                />
              ))}
            </RadioGroup>
          </Field>
          <Checkbox
            checked={tireAndWindshield}
            onChange={(_, data) => setTireAndWindshield(data.checked === true)}
            label={text('fleetDialogs.transition.tireAndWindshield', {
              amount: deductible(TRANSITION_VEHICLE.tireAndWindshieldDeductible),
            })}
          />
          <FactList
            facts={[
              {
                key: 'km',
                label: text('fleetDialogs.transition.kilometres'),
                value: format.kilometresPerMonth(TRANSITION_VEHICLE.kilometresPerMonth),
              },
              {
                key: 'full',
                label: text('fleetDialogs.transition.fullCoverage'),
                value: deductible(deductibles.fullCoverage),
              },
              {
                key: 'partial',
                label: text('fleetDialogs.transition.partialCoverage'),
                value: deductible(deductibles.partialCoverage),
              },
              ...(tireAndWindshield
                ? [
                    {
                      key: 'tire',
                      label: text('fleetDialogs.transition.tireDeductible'),
                      value: deductible(TRANSITION_VEHICLE.tireAndWindshieldDeductible),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Modal>
  );
};
