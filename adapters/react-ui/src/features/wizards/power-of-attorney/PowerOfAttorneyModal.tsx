import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Toast,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  earliestValidFrom,
  type PowerOfAttorneyField,
  validatePowerOfAttorney,
} from '../../../../../../core/power-of-attorney/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { DateInput } from '../../../components/DateInput.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { type AttorneyMessage, type AttorneyValues, messageOf } from './attorney-form.ts';
import { type PowerOfAttorneyView, powerOfAttorneyQuery } from './power-of-attorney-queries.ts';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '12px' },
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '4px',
  },
  term: { fontWeight: 600 },
  detail: { margin: 0 },
  buttons: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

const FIELDS: readonly {
  name: PowerOfAttorneyField;
  label: MessageId;
  type?: 'tel' | 'email';
  date?: true;
}[] = [
  { name: 'first_name', label: 'attorney.field.firstName' },
  { name: 'last_name', label: 'attorney.field.lastName' },
  { name: 'date_of_birth', label: 'attorney.field.dateOfBirth', date: true },
  { name: 'phone', label: 'attorney.field.phone', type: 'tel' },
  { name: 'email', label: 'attorney.field.email', type: 'email' },
  { name: 'valid_from', label: 'attorney.field.validFrom', date: true },
  { name: 'valid_until', label: 'attorney.field.validUntil', date: true },
];

type Current = NonNullable<PowerOfAttorneyView['power_of_attorney']>;

/** The authorisation that holds now, with its revocation. */
const CurrentAuthorisation = ({ dealId, current }: { dealId: string; current: Current }) => {
  const styles = useStyles();
  const api = usePortalApi();
  const text = useText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const revoke = async () => {
    setBusy(true);
    const answer = await api.revokePowerOfAttorney({ params: { id: dealId } });
    setBusy(false);
    if (answer.isErr()) return setFailed(true);
    await queryClient.invalidateQueries({ queryKey: ['deals', dealId, 'power-of-attorney'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{text('attorney.revoked')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  };
  const rows: [MessageId, string][] = [
    ['attorney.current.person', `${current.first_name} ${current.last_name}`],
    ['attorney.field.dateOfBirth', format.date(current.date_of_birth)],
    ['attorney.field.phone', current.phone],
    ...(current.email ? [['attorney.field.email', current.email] as [MessageId, string]] : []),
    [
      'attorney.current.validity',
      text('attorney.current.validityValue', {
        from: format.date(current.valid_from),
        until: format.date(current.valid_until),
      }),
    ],
  ];
  return (
    <section className={styles.stack} aria-labelledby="attorney-current">
      <Subtitle2 as="h3" id="attorney-current">
        {text('attorney.current.title')}
      </Subtitle2>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{text(label)}</dt>
            <dd className={styles.detail}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.buttons}>
        <Button appearance="secondary" disabled={busy} onClick={() => void revoke()}>
          {text('attorney.revoke')}
        </Button>
      </div>
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </section>
  );
};

/** The form that grants an authorisation; core's rules check it before the BFF checks it again. */
const GrantForm = ({ dealId, lastDay }: { dealId: string; lastDay: string | null }) => {
  const styles = useStyles();
  const api = usePortalApi();
  const text = useText();
  const format = useFormat();
  const { clock } = useServices();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [values, setValues] = useState<AttorneyValues>(() => ({
    first_name: '',
    last_name: '',
    date_of_birth: '',
    phone: '',
    email: '',
    valid_from: format.date(earliestValidFrom(clock.now())),
    valid_until: lastDay ? format.date(lastDay) : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<PowerOfAttorneyField, AttorneyMessage>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastDayText = lastDay ? format.date(lastDay) : null;
  const change = (name: PowerOfAttorneyField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setRefusal(undefined);
    const checked = validatePowerOfAttorney(values, lastDay, clock.now());
    if (checked.isErr()) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.error).map(([field, error]) => [field, messageOf(error, lastDayText)]),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await api.grantPowerOfAttorney({
      params: { id: dealId },
      body: { ...values, email: values.email.trim() === '' ? null : values.email },
    });
    setBusy(false);
    if (answer.isErr()) {
      const error = answer.error;
      if (error.kind === 'http' && error.code === 'bad_request' && error.fields) {
        // The BFF's field messages are core's German texts.
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [
              field.replace(/^body\./, ''),
              { text: message },
            ]),
          ),
        );
        return;
      }
      if (error.kind === 'http' && error.code === 'not_eligible') return setRefusal(error.message);
      return setFailed(true);
    }
    await queryClient.invalidateQueries({ queryKey: ['deals', dealId, 'power-of-attorney'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{text('attorney.granted')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  };

  const messageText = (message: AttorneyMessage) =>
    'text' in message ? message.text : text(message.id, message.values);

  return (
    <form
      className={styles.stack}
      aria-labelledby="attorney-grant"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Subtitle2 as="h3" id="attorney-grant">
        {text('attorney.grant.title')}
      </Subtitle2>
      <p>{text('attorney.grant.text')}</p>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        return (
          <Field
            key={field.name}
            label={text(field.label)}
            required={field.name !== 'email'}
            validationMessage={error ? messageText(error) : undefined}
            validationState={error ? 'error' : 'none'}
            hint={
              field.name === 'valid_until' && lastDayText
                ? text('attorney.field.validUntilHint', { date: lastDayText })
                : field.date
                  ? text('attorney.field.dateHint')
                  : undefined
            }
          >
            {field.date ? (
              <DateInput
                name={field.name}
                placeholder={text('attorney.field.datePlaceholder')}
                value={values[field.name]}
                onChange={(typed) => change(field.name, typed)}
              />
            ) : (
              <Input
                name={field.name}
                type={field.type ?? 'text'}
                value={values[field.name]}
                onChange={(_, data) => change(field.name, data.value)}
              />
            )}
          </Field>
        );
      })}
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={busy}>
          {text('attorney.grant.submit')}
        </Button>
      </div>
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </form>
  );
};

const Content = ({ deal }: { deal: DealJson }) => {
  const styles = useStyles();
  const text = useText();
  const view = useQuery(powerOfAttorneyQuery(usePortalApi(), deal.id));
  if (view.isPending) return <LoadingState />;
  if (view.isError) return <DataError onRetry={() => void view.refetch()} />;
  const { power_of_attorney: current, can_grant: canGrant, latest_valid_until: lastDay } = view.data;
  return (
    <div className={styles.stack}>
      {current ? (
        <CurrentAuthorisation dealId={deal.id} current={current} />
      ) : (
        <p>{text('attorney.current.none')}</p>
      )}
      {canGrant ? (
        current ? null : (
          <GrantForm dealId={deal.id} lastDay={lastDay ?? null} />
        )
      ) : (
        <p>{text('attorney.notEligible')}</p>
      )}
    </div>
  );
};

/**
 * power-of-attorney (consumer spec §2 modal names; the flow is our design, docs/ui/wizards.md "Power of
 * attorney for handover and return"): the customer authorises another person for the handover and
 * return appointments of the deal, sees the authorisation that holds and can revoke it. To change
 * one, the customer revokes it and grants a new one.
 */
export const PowerOfAttorneyModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('attorney.title')}>
      {(deal) => <Content deal={deal} />}
    </DealModal>
  );
};
