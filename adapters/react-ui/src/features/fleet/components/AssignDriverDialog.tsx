import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canTakeCar } from '../../../../../../core/fleet/contacts.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { driverContactsQuery, type OrderDetailJson } from '../api/fleet-queries.ts';
import { useAssignDriver } from '../api/fleet-writes.ts';

const SHARED = 'shared';

/**
 * Assign driver (business spec §2 "Dialogs", §5): a driver of the company's contacts, or the car as
 * a shared car. A contact lacking what a driver needs is refused by the BFF (409): the dialog asks
 * to complete the contact's data. Only contacts with access are offered; only admins see the
 * action (core's mayAssignDriver).
 */
export const AssignDriverDialog = ({
  order,
  open,
  onClose,
}: {
  order: OrderDetailJson;
  open: boolean;
  onClose: () => void;
}) => {
  const text = useText();
  const drivers = useQuery({ ...driverContactsQuery(usePortalApi()), enabled: open });
  const assign = useAssignDriver();
  const current = order.shared ? SHARED : (order.driver?.contactId ?? '');
  const [choice, setChoice] = useState(current);
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    assign.mutate(
      { id: order.deal.id, value: choice === SHARED ? { shared: true } : { contactId: choice } },
      { onSuccess: onClose },
    );
  };
  // A contact without access (INACTIVE) cannot take a car: it is not offered (core's rule, as the BFF's).
  const assignable = (drivers.data ?? []).filter(canTakeCar);
  const chosenName = drivers.data?.find((contact) => contact.id === choice)?.name ?? '';
  // Shown above the list: with a large fleet the list scrolls, and the message must not hide below it.
  const failure = assign.isError
    ? isHttpStatus(assign.error, 409)
      ? text('fleet.order.assignDriver.incompleteContact', { name: chosenName })
      : text('fleet.order.error.generic')
    : undefined;
  const problem = missing && !choice ? text('fleet.order.assignDriver.required') : failure;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleet.order.assignDriver.title')}
      actions={
        <>
          <Button appearance="primary" onClick={submit} disabled={assign.isPending}>
            <Text id="fleet.order.assignDriver.submit" />
          </Button>
          <Button onClick={onClose}>
            <Text id="fleet.order.dialog.cancel" />
          </Button>
        </>
      }
    >
      {problem ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={text('fleet.order.assignDriver.label')} validationState={problem ? 'error' : 'none'}>
        <RadioGroup
          value={choice}
          onChange={(_, data) => {
            setChoice(data.value);
            assign.reset();
          }}
        >
          <Radio value={SHARED} label={text('fleet.order.assignDriver.shared')} />
          {assignable.map((contact) => (
            <Radio key={contact.id} value={contact.id} label={`${contact.name} (${contact.email})`} />
          ))}
        </RadioGroup>
      </Field>
      {drivers.isPending ? <LoadingState /> : null}
    </Modal>
  );
};
