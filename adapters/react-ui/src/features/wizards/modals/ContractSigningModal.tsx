import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Subtitle1,
  Toast,
  ToastTitle,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as t from 'io-ts';
import { type FormEvent, useState } from 'react';
import type { ReservationContract } from '../../../../../../contracts/routes/reservation.ts';
import { CONTRACT_SIGNING_STEPS, isSameSignerName } from '../../../../../../core/deals/contract-signing.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, reservationContractQuery } from '../api/wizard-queries.ts';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { RENTAL_TERMS_PATH } from '../rental-terms.ts';
import { ContentWizardModal } from '../return-handover/ContentWizardModal.tsx';
import { useContentSteps } from '../return-handover/use-content-steps.tsx';
import {
  type ContentWizardProps,
  useContentWording,
  type WizardContent,
} from '../return-handover/wizard-content.ts';
import { OutcomeModal } from './OutcomeModal.tsx';

type Contract = t.TypeOf<typeof ReservationContract>;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '12px' },
  document: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '16px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '4px',
    margin: 0,
  },
  pair: { display: 'contents' },
  label: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  terms: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
  buttons: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

/** The hour and minute of an instant in Berlin ("14:00"). */
const berlinTime = (instant: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

/** The contract as a document to read: its number, the order's terms and the conditions. */
const ContractDocument = ({ contract }: { contract: Contract }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const car = [contract.car.oem, contract.car.model].filter(Boolean).join(' ');
  const money = (cents: number | null | undefined) => (cents == null ? null : format.money(cents));
  const all: [MessageId, string | null][] = [
    ['contract.row.customer', contract.customer_name],
    ['contract.row.car', car || null],
    ['contract.row.term', contract.term == null ? null : format.months(contract.term)],
    ['contract.row.amount', money(contract.amount)],
    [
      'contract.row.mileage',
      contract.mileage_package == null ? null : format.kilometresPerMonth(contract.mileage_package),
    ],
    ['contract.row.deductibleFull', money(contract.damage_deductible_vollkasko)],
    ['contract.row.deductiblePartial', money(contract.damage_deductible_teilkasko)],
    ['contract.row.ordered', format.date(contract.created_at)],
  ];
  const rows = all.filter((row): row is [MessageId, string] => row[1] !== null);
  return (
    <article
      className={styles.document}
      aria-label={text('contract.document.heading', { number: contract.contract_number })}
    >
      <Subtitle1 as="h3">{text('contract.document.heading', { number: contract.contract_number })}</Subtitle1>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.label}>{text(label)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Subtitle1 as="h4">
        <Text id="contract.terms.heading" />
      </Subtitle1>
      <ol className={styles.terms}>
        <li>
          <Text id="contract.terms.included" />
        </li>
        <li>
          <Text id="contract.terms.mileage" />
        </li>
        <li>
          <Text id="contract.terms.return" />
        </li>
        <li>
          <Text id="contract.terms.conditions" />{' '}
          {/* The public website's page, in a new tab: the contract being signed stays open here. */}
          <SmartLink href={RENTAL_TERMS_PATH} newTab>
            <Text id="contract.terms.conditionsLink" />
          </SmartLink>
        </li>
      </ol>
    </article>
  );
};

const Signed = ({ contract }: { contract: Contract }) => {
  const format = useFormat();
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Text id="contract.signed.title" />
        </MessageBarTitle>
        <Text
          id="contract.signed.text"
          values={{
            name: contract.signer_name ?? contract.customer_name,
            date: contract.signed_at ? format.date(contract.signed_at) : '',
            time: contract.signed_at ? berlinTime(contract.signed_at) : '',
          }}
        />
      </MessageBarBody>
    </MessageBar>
  );
};

const Lapsed = () => (
  <MessageBar intent="error" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="contract.expired.title" />
      </MessageBarTitle>
      <Text id="contract.expired.text" />
    </MessageBarBody>
  </MessageBar>
);

/**
 * Read, confirm, type the name the contract states, sign: once (the BFF keeps one signature). The
 * content form `contract-signing` says the texts and may place steps of its own before the
 * signature; one it places after is left out, since a signed contract shows as signed.
 */
const Signing = ({
  deal,
  content,
  contract,
  onClose,
}: {
  deal: DealJson;
  content: WizardContent;
  contract: Contract;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const api = usePortalApi();
  const text = useText();
  const words = useContentWording(content);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [confirmed, setConfirmed] = useState(false);
  const [name, setName] = useState('');
  const steps = useContentSteps(
    content,
    { known: CONTRACT_SIGNING_STEPS, shown: CONTRACT_SIGNING_STEPS },
    { deal, form: { confirmed, signer_name: name } },
    'sign',
  );
  const count = steps.plan.findIndex((entry) => entry.id === 'sign') + 1;
  const planned = steps.step;
  const stepContent = planned.content;
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmError = checked && !confirmed ? text('contract.field.confirmRequired') : undefined;
  const nameError =
    checked && !isSameSignerName(name, contract.customer_name)
      ? name.trim() === ''
        ? text('validation.required')
        : text('contract.field.nameMismatch', { name: contract.customer_name })
      : undefined;

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!confirmed || !isSameSignerName(name, contract.customer_name)) return;
    setBusy(true);
    const answer = await api.signReservationContract({
      params: { id: deal.id },
      body: { confirmed, signer_name: name },
    });
    setBusy(false);
    // Signed now, signed before (conflict) or lapsed meanwhile (not_eligible): the contract and the
    // deal are read again and show which.
    const known = answer.isOk() || (answer.error.kind === 'http' && answer.error.status === 409);
    if (!known) return setFailed(true);
    // The order's state changed: the typed client's 5-minute copies of the deals are stale too.
    api.invalidate('getDeals');
    api.invalidate('getDealDetails');
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    if (answer.isOk())
      dispatchToast(
        <Toast>
          <ToastTitle>{words.done('contract.signed.toast')}</ToastTitle>
        </Toast>,
        { intent: 'success' },
      );
  };

  const counter =
    count > 1 ? <span>{text('wizards.step.counter', { step: steps.index + 1, count })}</span> : null;
  const back =
    steps.index > 0 ? (
      <Button disabled={busy} onClick={steps.back}>
        {text('wizards.step.back')}
      </Button>
    ) : null;

  // A step only the content has, before the signature.
  if (planned.kind === 'content')
    return (
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (steps.contentStepPasses()) steps.forward();
        }}
      >
        {counter}
        <Subtitle1 as="h3">{planned.content.title ?? ''}</Subtitle1>
        {planned.content.description ? <p>{planned.content.description}</p> : null}
        {steps.contentFields}
        <div className={styles.buttons}>
          {back}
          <Button type="submit" appearance="primary">
            {text('wizards.step.next')}
          </Button>
        </div>
      </form>
    );

  return (
    <form className={styles.stack} onSubmit={sign} noValidate>
      {counter}
      {count > 1 ? <Subtitle1 as="h3">{words.title(stepContent, 'contract.title')}</Subtitle1> : null}
      <ContractDocument contract={contract} />
      <p>
        {words.hint(stepContent, 'deadline', 'contract.deadline', {
          date: format.date(contract.signing_deadline),
          time: berlinTime(contract.signing_deadline),
        })}
      </p>
      <Field validationMessage={confirmError} required>
        <Checkbox
          checked={confirmed}
          onChange={(_, data) => setConfirmed(data.checked === true)}
          label={words.label(stepContent, 'confirmed', 'contract.confirm')}
        />
      </Field>
      <Field
        label={words.label(stepContent, 'signer_name', 'contract.name')}
        hint={words.hint(stepContent, 'signer_name', 'contract.nameHint', { name: contract.customer_name })}
        validationMessage={nameError}
        required
      >
        <Input value={name} autoComplete="name" onChange={(_, data) => setName(data.value)} />
      </Field>
      <div className={styles.buttons}>
        {back ?? (
          <Button onClick={onClose}>
            <Text id="contract.later" />
          </Button>
        )}
        <Button type="submit" appearance="primary" disabled={busy}>
          <Text id="contract.sign" />
        </Button>
      </div>
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </form>
  );
};

const ContractContent = ({ deal, content, onDone: onClose }: ContentWizardProps) => {
  const contract = useQuery(reservationContractQuery(usePortalApi(), deal.id));
  const styles = useStyles();
  if (contract.isPending) return <LoadingState />;
  if (contract.isError)
    return isHttpStatus(contract.error, 404) ? (
      <p>
        <Text id="contract.notFound" />
      </p>
    ) : (
      <DataError onRetry={() => void contract.refetch()} />
    );
  const data = contract.data;
  if (data.status === 'UNSIGNED')
    return <Signing deal={deal} content={content} contract={data} onClose={onClose} />;
  return (
    <div className={styles.stack}>
      {data.status === 'SIGNED' ? <Signed contract={data} /> : <Lapsed />}
      <ContractDocument contract={data} />
      <div className={styles.buttons}>
        <Button appearance="primary" onClick={onClose}>
          <Text id="contract.close" />
        </Button>
      </div>
    </div>
  );
};

/**
 * The reservation's contract (consumer spec §4 "reservation": open and sign the contract within
 * three days; the signing step is ours, docs/ui/consumer.md "Signing the reservation's contract"),
 * laid out by its content form `contract-signing` (docs/ui/wizards.md "Wizards laid out by their
 * content").
 */
export const ContractSigningModal = (props: ModalProps) => (
  <ContentWizardModal {...props} formId="contract-signing" title="contract.title" wizard={ContractContent} />
);
