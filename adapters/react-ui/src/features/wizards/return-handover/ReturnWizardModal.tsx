import {
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle2,
  Textarea,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { canBookPreReturnAppraisal } from '../../../../../../core/deals/eligibility.ts';
import type { AddressFormField } from '../../../../../../core/handover/address-fields.ts';
import {
  isReturnContinueDisabled,
  isReturnDateChangeFree,
  RETURN_WIZARD_STEPS,
  type ReturnChangeRequest,
  type ReturnWizardStep,
  returnWizardStepCount,
  returnWizardSteps,
  shouldRequestReturnFee,
} from '../../../../../../core/return/rules.ts';
import { validateDeliveryZip } from '../../../../../../core/shared/validation/postal-code.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import type { ModalProps } from '../modal-registry.tsx';
import { AddressFields, type TextFieldName } from './AddressFields.tsx';
import { AppointmentPicker, offeredDates, useAppointmentRow } from './AppointmentPicker.tsx';
import {
  addressErrors,
  EMPTY_VALUES,
  type FieldMessage,
  hasErrors,
  type WizardValues,
} from './address-form.ts';
import { bookedReturnQuery, companyQuery, dateText, returnMetadataQuery } from './queries.ts';
import { SameAsContactAddress, useContactAddress } from './SameAsContactAddress.tsx';
import { WizardOverview } from './Summary.tsx';
import { useContentSteps } from './use-content-steps.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { WizardModal, type WizardShell } from './WizardModal.tsx';
import { useContentWording } from './wizard-content.ts';
import { useIsBusiness } from './wording.ts';

type ReturnKind = 'PICKUP' | 'SELF_RETURN';
type BookedReturn = Awaited<ReturnType<NonNullable<ReturnType<typeof bookedReturnQuery>['queryFn']>>>;
type CompanyJson = Awaited<ReturnType<NonNullable<ReturnType<typeof companyQuery>['queryFn']>>>;

const ADDRESS_FIELDS = ['street', 'housenumber', 'zip', 'city'] as const satisfies AddressFormField[];
const CONTACT_FIELDS = ['firstname', 'lastname', 'phone_number'] as const satisfies AddressFormField[];

/** The content form's name of each of the wizard's text fields (adapters/sql/seed/content, `return`). */
const CONTENT_NAMES = {
  street: 'return_street',
  housenumber: 'return_housenumber',
  zip: 'return_zip',
  city: 'return_city',
  address_extra: 'return_address_extra',
  firstname: 'return_firstname',
  lastname: 'return_lastname',
  phone_number: 'return_phone_number',
  email: 'return_email',
} as const;

const TITLES: Record<ReturnWizardStep, MessageId> = {
  reason: 'returnHandover.return.reason.title',
  'return-type': 'returnHandover.return.type.title',
  address: 'returnHandover.return.address.title',
  'self-return-address': 'returnHandover.return.selfReturn.title',
  appointment: 'returnHandover.return.appointment.title',
  contact: 'returnHandover.return.contact.title',
  overview: 'returnHandover.return.overview.title',
};

/** Where the wizard starts: the booked return, else the delivery address and contact of the deal. */
const startValues = (deal: DealJson, booked: BookedReturn | undefined): WizardValues => ({
  ...EMPTY_VALUES,
  firstname: deal.handover_firstname ?? '',
  lastname: deal.handover_lastname ?? '',
  street: booked?.address?.street ?? deal.handover_street ?? '',
  housenumber: booked?.address?.house_number ?? deal.handover_housenumber ?? '',
  zip: booked?.address?.zip ?? deal.handover_zip ?? '',
  city: booked?.address?.city ?? deal.handover_city ?? '',
  address_extra: booked?.address?.address_extra ?? deal.handover_address_extra ?? '',
  phone_number: deal.return_phone_number ?? deal.handover_phone_number ?? '',
  date: booked?.preferred_delivery_date ?? '',
  slot: booked?.slot ? String(booked.slot.value) : '',
});

/**
 * A fleet pickup starts from the company: its address where the deal names none, its contact
 * person where the deal names no contact (docs/ui/wizards.md "Business return wizard"). Only empty fields
 * are filled, so what the deal or the admin wrote stays.
 */
const withCompany = (values: WizardValues, company: CompanyJson): WizardValues => {
  const fill = (current: string, value: string | null | undefined) => current || (value ?? '');
  const person = company.contactPerson;
  const addressEmpty = !values.street && !values.housenumber && !values.zip && !values.city;
  const contactEmpty = !values.firstname && !values.lastname && !values.phone_number;
  return {
    ...values,
    ...(addressEmpty
      ? {
          street: company.address.street,
          housenumber: company.address.houseNumber,
          zip: company.address.postalCode,
          city: company.address.city,
        }
      : {}),
    ...(contactEmpty && person
      ? {
          firstname: fill(values.firstname, person.firstName),
          lastname: fill(values.lastname, person.lastName),
          phone_number: fill(values.phone_number, person.phone),
          email: fill(values.email, person.email),
        }
      : {}),
  };
};

/** The return instructions for consumers (hidden for business, consumer spec §1), in order. */
const RETURN_INSTRUCTIONS: readonly MessageId[] = [
  'returnHandover.return.instructions.clean',
  'returnHandover.return.instructions.belongings',
  'returnHandover.return.instructions.accessories',
  'returnHandover.return.instructions.energy',
  'returnHandover.return.instructions.protocol',
];

const requestOf = (type: ReturnKind | null, values: WizardValues): ReturnChangeRequest =>
  type === 'PICKUP'
    ? {
        return_type: type,
        preferred_return_date: values.date,
        return_firstname: values.firstname,
        return_lastname: values.lastname,
        return_street: values.street,
        return_housenumber: values.housenumber,
        return_zip: values.zip,
        return_city: values.city,
        return_address_extra: values.address_extra || null,
        return_phone_number: values.phone_number,
        return_email: values.email || null,
      }
    : { return_type: type, preferred_return_date: values.date };

const ReturnWizard = ({ deal, content, loaded: booked, submission }: WizardShell<BookedReturn>) => {
  const api = usePortalApi();
  const text = useText();
  const words = useContentWording(content);
  const format = useFormat();
  const appointmentRow = useAppointmentRow();
  const business = useIsBusiness();
  const { clock } = useServices();
  const now = clock.now();
  const [values, setValues] = useState(() => startValues(deal, booked));
  const [returnType, setReturnType] = useState<ReturnKind | null>(
    booked?.return_type ?? deal.return_type ?? null,
  );
  const [comment, setComment] = useState('');
  const [sentComment, setSentComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  const [focused, setFocused] = useState<string | null>(null);
  const navigate = useNavigate();
  // Consumer spec §5: "same as contact address" fills the pickup address and disables its fields.
  const contactAddress = useContactAddress(business);
  const [sameAsContact, setSameAsContact] = useState(false);
  // Business spec §5: a fleet pickup needs the eight fields; the company fills what the deal lacks.
  const company = useQuery({ ...companyQuery(api), enabled: business });
  const [companyApplied, setCompanyApplied] = useState(false);
  useEffect(() => {
    if (!company.data || companyApplied) return;
    const from = company.data;
    setCompanyApplied(true);
    setValues((current) => withCompany(current, from));
  }, [company.data, companyApplied]);
  // Consumer spec §1: the pre-return-appraisal checkbox (not for business); ticked, the appraisal
  // booking opens once the return is booked.
  const [wantsAppraisal, setWantsAppraisal] = useState(false);

  // Core's rule says which steps the deal gets; the content form `return` their order and texts.
  const stepContext = {
    isBusiness: business,
    returnType,
    hasReturnType: Boolean(deal.return_type),
    hasFollowUp: Boolean(deal.followup_subscription_id),
  };
  const shown = returnWizardSteps(stepContext);
  const steps = useContentSteps(
    content,
    { known: RETURN_WIZARD_STEPS, shown },
    {
      deal,
      customer: { kind: business ? 'business' : 'consumer' },
      form: { return_type: returnType, preferred_return_date: values.date, slot: values.slot },
    },
    'return-type',
  );
  const planned = steps.step;
  const step: ReturnWizardStep | undefined = planned.kind === 'domain' ? planned.id : undefined;
  const stepContent = planned.content;
  // The counter stays when the return type adds its address step (core's count of the steps to
  // come), plus whatever steps only the content form has.
  const stepCount = steps.plan.length + returnWizardStepCount(stepContext) - shown.length;

  // Self-return days and the compounds are asked for at once: without them continue stays disabled.
  const selfReturn = useQuery(returnMetadataQuery(api, deal.id, { return_type: 'SELF_RETURN' }));
  const pickupZip = validateDeliveryZip(values.zip).unwrapOr(undefined);
  const pickup = useQuery({
    ...returnMetadataQuery(api, deal.id, {
      return_type: 'PICKUP',
      ...(pickupZip ? { customer_postcode: pickupZip } : {}),
    }),
    enabled: returnType === 'PICKUP',
  });
  const selfReturnSlots = selfReturn.data?.self_return_availabilities;
  const dateSlots = returnType === 'PICKUP' ? pickup.data?.availabilities : selfReturnSlots;
  const compound = selfReturn.data?.compound_locations?.[0];

  // Business spec §4: the fee is asked for only for a valid form with a type and no field focused.
  const request = requestOf(returnType, values);
  const formValid =
    returnType === 'PICKUP'
      ? !hasErrors(addressErrors(values, [...ADDRESS_FIELDS, ...CONTACT_FIELDS, 'date'], business))
      : values.date !== '';
  const wantsFee = shouldRequestReturnFee({ formValid, returnType, focusedField: focused });
  const requestKey = JSON.stringify(request);
  const [feeRequest, setFeeRequest] = useState<string>();
  useEffect(() => {
    if (wantsFee) setFeeRequest(requestKey);
  }, [wantsFee, requestKey]);
  const fee = useQuery({
    queryKey: ['deals', deal.id, 'return-change-fee', feeRequest],
    queryFn: () =>
      unwrap(
        api.getReturnChangeFee({
          params: { id: deal.id },
          body: JSON.parse(feeRequest ?? '{}') as Parameters<typeof api.getReturnChangeFee>[0]['body'],
        }),
      ).then((answer) => answer.data.amount),
    enabled: feeRequest !== undefined,
    retry: false,
  });
  const feeShown = feeRequest === requestKey ? fee.data : undefined;

  const change = (field: TextFieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.clearProblem();
    // Validation mode "on change" (consumer spec §5).
    if (field === 'address_extra' || field === 'email') return;
    const checked = addressErrors(next, [field], business);
    setErrors(({ [field]: _, ...rest }) => ({ ...rest, ...checked }));
  };

  const stepErrors = (): Partial<Record<string, FieldMessage>> => {
    switch (step) {
      case 'return-type':
        return returnType ? {} : { return_type: { id: 'returnHandover.error.required' } };
      case 'address':
        return addressErrors(values, ADDRESS_FIELDS, business);
      case 'appointment': {
        const found = addressErrors(values, ['date', 'slot'], business);
        return business && found.date
          ? { ...found, date: { id: 'returnHandover.error.dateMissingBusiness' } }
          : found;
      }
      case 'contact':
        return addressErrors(values, CONTACT_FIELDS, business);
      default:
        return {};
    }
  };

  const chooseSameAsContact = (on: boolean) => {
    setSameAsContact(on);
    submission.clearProblem();
    if (!on || !contactAddress) return;
    setValues((current) => ({ ...current, ...contactAddress }));
    setErrors(({ street: _s, housenumber: _h, zip: _z, city: _c, ...rest }) => rest);
  };

  // The appraisal is offered by the rule its booking follows (consumer spec §4: the return at
  // least 8 working days away), as it will be once this return is booked.
  const appraisalOffered = !business && canBookPreReturnAppraisal({ deal, returnData: {} }, now);

  const submit = async () => {
    if (!returnType) return;
    const booked = await submission.submit(
      () =>
        api.submitReturn({
          params: { id: deal.id },
          body: {
            ...request,
            return_type: returnType,
            preferred_return_date: dateText(values.date),
            slot: values.slot,
          },
        }),
      words.done('returnHandover.return.done'),
    );
    if (booked && appraisalOffered && wantsAppraisal)
      void navigate(`/mycars/${encodeURIComponent(deal.id)}?modalName=onsite-appraisal-booking`);
  };

  const next = async () => {
    if (!steps.contentStepPasses()) return;
    const found = stepErrors();
    setErrors(found);
    if (hasErrors(found)) return;
    if (step === 'reason' && comment.trim() !== '' && comment.trim() !== sentComment) {
      // Consumer spec §7: the optional reason goes out as the non-retention comment.
      const sent = await submission.run(() =>
        api.postNonRetentionComment({
          params: { subscription_id: deal.id },
          body: { comment: comment.trim() },
        }),
      );
      if (!sent) return;
      setSentComment(comment.trim());
    }
    if (steps.last) return void submit();
    steps.forward();
  };

  const noDates =
    step === 'appointment' && dateSlots !== undefined && offeredDates(dateSlots, now).length === 0;
  const nextDisabled =
    (step !== 'reason' &&
      step !== undefined &&
      isReturnContinueDisabled({
        returnType,
        selfReturnAvailabilities: selfReturnSlots?.map((d) => d.date),
      })) ||
    noDates ||
    (step === 'appointment' && dateSlots === undefined);
  const bookedDate = booked?.preferred_delivery_date ?? booked?.planned_delivery_date;
  const typeStep = words.step('return-type');
  const addressLabels = {
    ...words.labels(stepContent, CONTENT_NAMES),
    zipHint: words.hint(stepContent, 'return_zip', 'returnHandover.field.zipHint'),
  };

  return (
    <WizardFrame
      index={steps.index}
      count={stepCount}
      title={step ? words.title(stepContent, TITLES[step]) : (stepContent?.title ?? '')}
      last={steps.last}
      nextDisabled={nextDisabled}
      busy={submission.busy}
      onBack={steps.back}
      onNext={() => void next()}
      onFocusedField={setFocused}
    >
      {step ? null : steps.contentFields}
      {step && words.description(stepContent) ? <p>{words.description(stepContent)}</p> : null}
      {step === 'reason' ? (
        <Field label={words.label(stepContent, 'comment', 'returnHandover.return.reason.comment')}>
          <Textarea name="comment" value={comment} onChange={(_, data) => setComment(data.value)} />
        </Field>
      ) : null}
      {step === 'return-type' ? (
        <>
          <Field
            label={words.label(stepContent, 'return_type', 'returnHandover.return.type.label')}
            required
            validationMessage={errors.return_type ? text(errors.return_type.id) : undefined}
            validationState={errors.return_type ? 'error' : 'none'}
          >
            <RadioGroup
              value={returnType ?? ''}
              onChange={(_, data) => {
                setReturnType(data.value as ReturnKind);
                setErrors({});
              }}
            >
              <Radio
                value="PICKUP"
                label={words.option(
                  stepContent,
                  'return_type',
                  'PICKUP',
                  'returnHandover.return.type.PICKUP',
                )}
              />
              <Radio
                value="SELF_RETURN"
                label={words.option(
                  stepContent,
                  'return_type',
                  'SELF_RETURN',
                  'returnHandover.return.type.SELF_RETURN',
                )}
              />
            </RadioGroup>
          </Field>
          {returnType === 'SELF_RETURN' && selfReturnSlots?.length === 0 ? (
            <MessageBar intent="warning">
              <MessageBarBody>{words.say('returnHandover.return.noSelfReturn')}</MessageBarBody>
            </MessageBar>
          ) : null}
        </>
      ) : null}
      {step === 'address' ? (
        <>
          {business && companyApplied ? <p>{text('returnHandover.return.address.prefilled')}</p> : null}
          {contactAddress ? (
            <SameAsContactAddress
              address={contactAddress}
              checked={sameAsContact}
              onChange={chooseSameAsContact}
            />
          ) : null}
          <AddressFields
            fields={ADDRESS_FIELDS}
            values={values}
            errors={errors}
            onChange={change}
            disabled={sameAsContact}
            labels={addressLabels}
          />
          <AddressFields
            fields={['address_extra']}
            values={values}
            errors={errors}
            onChange={change}
            labels={addressLabels}
          />
        </>
      ) : null}
      {step === 'self-return-address' ? (
        <section>
          <strong>
            {words.label(stepContent, 'compound_address', 'returnHandover.return.selfReturn.label')}
          </strong>
          {compound ? (
            <p>
              {compound.street} {compound.house_number}, {compound.zip} {compound.city}
            </p>
          ) : (
            <LoadingState />
          )}
        </section>
      ) : null}
      {step === 'appointment' ? (
        <>
          <AppointmentPicker
            dateSlots={dateSlots}
            date={values.date}
            slot={values.slot}
            dateLabel="returnHandover.field.date"
            labels={words.labels(stepContent, { date: 'preferred_return_date', slot: 'slot' })}
            errors={{ date: errors.date, slot: errors.slot }}
            onChange={(date, slot) => setValues((current) => ({ ...current, date, slot }))}
          />
          <p>
            {bookedDate && !isReturnDateChangeFree(bookedDate, now)
              ? words.say('returnHandover.return.lateChange')
              : words.say('returnHandover.return.freeChange')}
          </p>
        </>
      ) : null}
      {step === 'contact' ? (
        <AddressFields
          fields={['firstname', 'lastname', 'phone_number', 'email']}
          values={values}
          errors={errors}
          onChange={change}
          labels={addressLabels}
        />
      ) : null}
      {step === 'overview' ? (
        <WizardOverview
          rows={[
            {
              label: text('returnHandover.return.overview.type'),
              value:
                returnType === 'PICKUP'
                  ? words.option(typeStep, 'return_type', 'PICKUP', 'returnHandover.return.type.PICKUP')
                  : words.option(
                      typeStep,
                      'return_type',
                      'SELF_RETURN',
                      'returnHandover.return.type.SELF_RETURN',
                    ),
            },
            {
              label: text('returnHandover.overview.address'),
              value:
                returnType === 'PICKUP'
                  ? `${values.street} ${values.housenumber}, ${values.zip} ${values.city}`
                  : compound
                    ? `${compound.street} ${compound.house_number}, ${compound.zip} ${compound.city}`
                    : '',
            },
            appointmentRow(dateSlots, values.date, values.slot),
            ...(returnType === 'PICKUP'
              ? [
                  {
                    label: text('returnHandover.overview.contact'),
                    value: `${values.firstname} ${values.lastname}, ${values.phone_number}`,
                  },
                ]
              : []),
          ]}
          fee={feeShown === undefined ? undefined : format.money(feeShown)}
          problem={submission.problem}
        />
      ) : null}
      {step === 'overview' && !business ? (
        <section aria-labelledby="return-instructions">
          <Subtitle2 as="h4" id="return-instructions">
            {text('returnHandover.return.instructions.title')}
          </Subtitle2>
          <ul>
            {RETURN_INSTRUCTIONS.map((id) => (
              <li key={id}>{text(id)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {step === 'overview' && appraisalOffered ? (
        <Checkbox
          checked={wantsAppraisal}
          onChange={(_, data) => setWantsAppraisal(data.checked === true)}
          label={text('returnHandover.return.appraisal')}
        />
      ) : null}
    </WizardFrame>
  );
};

/**
 * MULTISTEP_EDIT_RETURN (consumer spec §2 "Return wizard"): reason, return type, pickup address or
 * the compound's address, appointment, contact, overview, as core's returnWizardSteps lists them.
 * Consumers also get "same as contact address" on the pickup address, and on the overview the
 * return instructions and the pre-return-appraisal checkbox (consumer spec §1, §5).
 */
export const ReturnWizardModal = (props: ModalProps) => (
  <WizardModal {...props} title="returnHandover.return.title" formId="return" load={bookedReturnQuery}>
    {(shell) => <ReturnWizard {...shell} />}
  </WizardModal>
);
