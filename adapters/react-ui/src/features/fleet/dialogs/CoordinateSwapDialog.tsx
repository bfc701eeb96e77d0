import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SWAP_WINDOW_DAYS } from '../../../../../../core/fleet/orders.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { swapCandidatesQuery, useCoordinateSwap } from '../api/order-dialog-queries.ts';
import { carNameOf, licencePlateOf } from '../components/CarsTable.tsx';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf } from './failure-message.ts';

/**
 * Coordinate swap (business spec §2 "Dialogs", §5, §9): the order replaces one of the company's
 * running subscriptions; the BFF offers only those ending within 7 days of the delivery date.
 */
export const CoordinateSwapDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: OrderDetailJson;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const text = useText();
  const format = useFormat();
  const candidates = useQuery({ ...swapCandidatesQuery(usePortalApi(), order.deal.id), enabled: open });
  const swap = useCoordinateSwap();
  const [choice, setChoice] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = () => {
    setChecked(true);
    if (!choice) return;
    swap.mutate({ id: order.deal.id, value: choice }, { onSuccess: onDone });
  };
  const failure = failureMessageOf(swap.error, {
    bad_request: 'fleetDialogs.swap.required',
    not_eligible: 'fleetDialogs.swap.impossible',
    shop_access_withdrawn: 'fleetDialogs.shopAccessWithdrawn',
  });
  const required = checked && !choice ? text('fleetDialogs.swap.required') : undefined;
  const empty = candidates.data?.length === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.swap.title')}
      actions={
        <>
          {empty ? null : (
            <Button appearance="primary" onClick={submit} disabled={swap.isPending || !candidates.data}>
              <Text id="fleetDialogs.swap.submit" />
            </Button>
          )}
          <Button onClick={onClose}>
            <Text id={empty ? 'fleetDialogs.close' : 'fleet.order.dialog.cancel'} />
          </Button>
        </>
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      <p>
        <Text id="fleetDialogs.swap.intro" values={{ days: SWAP_WINDOW_DAYS }} />
      </p>
      {candidates.isPending ? <LoadingState /> : null}
      {candidates.isError ? <DataError onRetry={() => void candidates.refetch()} /> : null}
      {empty ? (
        <p>
          <Text id="fleetDialogs.swap.none" values={{ days: SWAP_WINDOW_DAYS }} />
        </p>
      ) : null}
      {candidates.data && candidates.data.length > 0 ? (
        <Field
          label={text('fleetDialogs.swap.label')}
          required
          validationMessage={required}
          validationState={required ? 'error' : 'none'}
        >
          <RadioGroup
            value={choice}
            onChange={(_, data) => {
              setChoice(data.value);
              swap.reset();
            }}
          >
            {candidates.data.map((car) => (
              <Radio
                key={car.id}
                value={car.id}
                label={text('fleetDialogs.swap.candidate', {
                  car: carNameOf(car),
                  plate: licencePlateOf(car) ?? car.id,
                  driver: car.driver_name ?? text('fleet.cars.noDriver'),
                  end: car.return_date ? format.date(car.return_date) : '–',
                })}
              />
            ))}
          </RadioGroup>
        </Field>
      ) : null}
    </Modal>
  );
};
