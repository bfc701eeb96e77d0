import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  HANDOVER_SLOTS,
  type HandoverCalendar,
  handoverCalendarOf,
  timePeriodOf,
} from '../../../../../../core/fleet/orders.ts';
import type { AddressFormField } from '../../../../../../core/handover/address-fields.ts';
import { resolveDateSelection } from '../../../../../../core/shared/calendar-picker.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DeliveryCalendar } from '../../../components/DeliveryCalendar.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { handoverContactsQuery, useCoordinateHandover } from '../api/order-dialog-queries.ts';
import { FormProblem } from './FormProblem.tsx';
import { failureMessageOf, fieldRefusedBy } from './failure-message.ts';
import { calendarBasisOf, checkHandoverForm, type HandoverForm } from './handover-form.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
  wide: { gridColumn: '1 / -1' },
});

const TEXT_FIELDS: readonly { field: AddressFormField; label: MessageId; autoComplete: string }[] = [
  { field: 'firstname', label: 'fleetDialogs.handover.firstname', autoComplete: 'given-name' },
  { field: 'lastname', label: 'fleetDialogs.handover.lastname', autoComplete: 'family-name' },
  { field: 'street', label: 'fleetDialogs.handover.street', autoComplete: 'address-line1' },
  { field: 'housenumber', label: 'fleetDialogs.handover.housenumber', autoComplete: 'off' },
  { field: 'zip', label: 'fleetDialogs.handover.zip', autoComplete: 'postal-code' },
  { field: 'city', label: 'fleetDialogs.handover.city', autoComplete: 'address-level2' },
  { field: 'phone_number', label: 'fleetDialogs.handover.phone', autoComplete: 'tel' },
];

/**
 * The form starts from what is known: where the car goes as the BFF says it (the coordinated
 * handover, else the chosen delivery address, else the company's address), else the deal's own
 * handover address. Every field stays editable. The day is the coordinated one, else the
 * preliminary delivery date; one the calendar does not offer resets to its first day (§5
 * "Calendar"). Without any date none is chosen for the user: 'Lieferdatum fehlt' asks for one.
 */
const formOf = (order: OrderDetailJson, calendar: HandoverCalendar): HandoverForm => {
  const deal = order.deal;
  const address = order.handover?.addressFields;
  const known = order.handover?.date ?? order.handover?.preliminaryDate;
  return {
    contactId: '',
    firstname: deal.handover_firstname ?? '',
    lastname: deal.handover_lastname ?? '',
    street: address?.street ?? deal.handover_street ?? '',
    housenumber: address?.houseNumber ?? deal.handover_housenumber ?? '',
    zip: address?.postalCode ?? deal.handover_zip ?? '',
    city: address?.city ?? deal.handover_city ?? '',
    phone_number: deal.handover_phone_number ?? '',
    date: known ? (resolveDateSelection(known, calendar.days) ?? '') : '',
    // '11:00 – 12:00' of a coordinated handover is the slot '11:00'.
    slot: HANDOVER_SLOTS.find((slot) => order.handover?.timePeriod?.startsWith(slot)) ?? '',
  };
};

/**
 * Coordinate handover (business spec §2 "Dialogs", §5, §6, §9): who receives the car, where and
 * when — the day in the delivery window calendar (core's handoverCalendarOf), the hour in a list.
 * Checked with core's business handover rules before the call; the BFF checks the same and closes
 * editing some days before the planned date (the number is not shown, §6).
 */
export const CoordinateHandoverDialog = ({
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
  const styles = useStyles();
  const text = useText();
  const { clock } = useServices();
  const contacts = useQuery({ ...handoverContactsQuery(usePortalApi()), enabled: open });
  const coordinate = useCoordinateHandover();
  const basis = calendarBasisOf(order);
  const calendar = handoverCalendarOf(basis, clock.now());
  const [form, setForm] = useState<HandoverForm>(() => formOf(order, calendar));
  const [checked, setChecked] = useState(false);
  const check = checkHandoverForm(form, basis, clock.now());
  const errors = checked && !check.ok ? check.errors : {};
  const set = (field: keyof HandoverForm, value: string) => {
    coordinate.reset();
    setForm((current) => ({ ...current, [field]: value }));
  };
  const chooseContact = (contactId: string) => {
    coordinate.reset();
    const contact = contacts.data?.find((candidate) => candidate.id === contactId);
    setForm((current) => ({
      ...current,
      contactId,
      ...(contact
        ? {
            firstname: contact.firstName,
            lastname: contact.lastName,
            phone_number: contact.phoneNumber ?? current.phone_number,
          }
        : {}),
    }));
  };
  const submit = () => {
    setChecked(true);
    if (!check.ok) return;
    coordinate.mutate({ id: order.deal.id, value: check.body }, { onSuccess: onDone });
  };
  const failure = failureMessageOf(coordinate.error, {
    bad_request: 'fleetDialogs.error.checkEntries',
    not_eligible: 'fleetDialogs.handover.notEditable',
    no_availabilities: 'fleetDialogs.handover.validation.dateUnavailable',
  });
  const messageOf = (field: AddressFormField) => (errors[field] ? text(errors[field]) : undefined);
  // The list offers only contacts who may take a car; one that has left it meanwhile is refused
  // by the BFF on the contact field (business spec §5 "Contact").
  const contactRefused = fieldRefusedBy(coordinate.error, 'body.contactId');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('fleetDialogs.handover.title')}
      actions={
        <>
          <Button appearance="primary" onClick={submit} disabled={coordinate.isPending}>
            <Text id="fleetDialogs.handover.submit" />
          </Button>
          <Button onClick={onClose}>
            <Text id="fleet.order.dialog.cancel" />
          </Button>
        </>
      }
    >
      <FormProblem message={failure ? text(failure) : undefined} />
      <p>
        <Text id="fleetDialogs.handover.intro" />
      </p>
      <div className={styles.grid}>
        <Field
          className={styles.wide}
          label={text('fleetDialogs.handover.contact')}
          validationMessage={
            contactRefused ? text('fleetDialogs.handover.validation.contactRequired') : undefined
          }
          validationState={contactRefused ? 'error' : 'none'}
        >
          <Select value={form.contactId} onChange={(_, data) => chooseContact(data.value)}>
            <option value="">{text('fleetDialogs.handover.contact.other')}</option>
            {(contacts.data ?? [])
              .filter((contact) => contact.status !== 'INACTIVE')
              .map((contact) => (
                <option key={contact.id} value={contact.id}>
                  {contact.name}
                </option>
              ))}
          </Select>
        </Field>
        {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
          <Field
            key={field}
            label={text(label)}
            required
            validationMessage={messageOf(field)}
            validationState={errors[field] ? 'error' : 'none'}
          >
            <Input
              value={form[field]}
              autoComplete={autoComplete}
              inputMode={field === 'zip' ? 'numeric' : field === 'phone_number' ? 'tel' : undefined}
              onChange={(_, data) => set(field, data.value)}
            />
          </Field>
        ))}
        <div className={styles.wide}>
          {calendar.days.length > 0 ? (
            <DeliveryCalendar
              label={text('fleetDialogs.handover.date')}
              required
              window={calendar.window}
              days={calendar.days}
              value={form.date}
              onChange={(date) => set('date', date)}
              error={messageOf('date')}
            />
          ) : (
            <MessageBar intent="warning">
              <MessageBarBody>{text('wizards.calendar.none')}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        <Field
          label={text('fleetDialogs.handover.slot')}
          required
          validationMessage={messageOf('slot')}
          validationState={errors.slot ? 'error' : 'none'}
        >
          <Select value={form.slot} onChange={(_, data) => set('slot', data.value)}>
            <option value="">{text('fleetDialogs.choose')}</option>
            {HANDOVER_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {timePeriodOf(slot)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Modal>
  );
};
