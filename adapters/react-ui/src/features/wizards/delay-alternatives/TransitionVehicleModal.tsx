import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import {
  TRANSITION_PROTECTIONS,
  TRANSITION_VEHICLE,
  type TransitionProtection,
  type TransitionVehicleTerms,
  transitionVehicleTerms,
} from '../../../../../../core/deals/transition-vehicle.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { refusalOf, transitionVehicleQuery, useRequestTransitionVehicle } from './queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: '16px',
    rowGap: '4px',
  },
  term: { fontWeight: 600 },
});

const REFUSALS: Readonly<Record<string, MessageId>> = {
  already_booked: 'delayAlternatives.transition.alreadyRequested',
  not_eligible: 'delayAlternatives.transition.notPossible',
};

/** The terms as rows: km, deductibles by protection, the tyre and windscreen deductible when chosen. */
type ShownTerms = Pick<TransitionVehicleTerms, 'deliveryBy' | 'kilometresPerMonth'> & {
  readonly fullCoverageDeductible: number;
  readonly partialCoverageDeductible: number;
  readonly tireAndWindshieldDeductible?: number | null | undefined;
};

const Terms = ({ terms }: { terms: ShownTerms }) => {
  const text = useText();
  const format = useFormat();
  const styles = useStyles();
  // A deductible of 0 EUR is none, not "Kostenlos" (which is said of fees).
  const deductible = (amount: number) =>
    amount === 0 ? text('delayAlternatives.transition.noDeductible') : format.money(amount);
  const rows: [MessageId, string][] = [
    ['delayAlternatives.transition.deliveryBy', format.date(terms.deliveryBy)],
    ['delayAlternatives.transition.kilometres', format.kilometresPerMonth(terms.kilometresPerMonth)],
    ['delayAlternatives.transition.fullCoverage', deductible(terms.fullCoverageDeductible)],
    ['delayAlternatives.transition.partialCoverage', deductible(terms.partialCoverageDeductible)],
    ...(terms.tireAndWindshieldDeductible === null || terms.tireAndWindshieldDeductible === undefined
      ? []
      : [
          ['delayAlternatives.transition.tireDeductible', deductible(terms.tireAndWindshieldDeductible)] as [
            MessageId,
            string,
          ],
        ]),
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{text(label)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
};

const Request = ({ deal }: { deal: DealJson }) => {
  const api = usePortalApi();
  const { clock } = useServices();
  const text = useText();
  const format = useFormat();
  const styles = useStyles();
  const status = useQuery(transitionVehicleQuery(api, deal.id));
  const request = useRequestTransitionVehicle(deal.id);
  const [protection, setProtection] = useState<TransitionProtection>('base');
  const [tireAndWindshield, setTireAndWindshield] = useState(false);
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <DataError onRetry={() => void status.refetch()} />;
  const made = status.data.request;
  const refusal = request.error
    ? (REFUSALS[refusalOf(request.error) ?? ''] ?? 'delayAlternatives.transition.failed')
    : undefined;
  // A refusal stays said after the request is read again (it may show the request made elsewhere).
  const refused = refusal ? (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>{text(refusal)}</MessageBarBody>
    </MessageBar>
  ) : null;
  if (made)
    return (
      <div className={styles.form}>
        {refused}
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <Text
              id="delayAlternatives.transition.requested"
              values={{ date: format.date(made.deliveryBy) }}
            />
          </MessageBarBody>
        </MessageBar>
        <Terms terms={made} />
      </div>
    );
  if (!status.data.eligible)
    return (
      <div className={styles.form}>
        {refused}
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Text id="delayAlternatives.transition.notPossible" />
          </MessageBarBody>
        </MessageBar>
      </div>
    );
  // Core's terms for the choice: the BFF answers the same (the 7 days count from today for a signed deal).
  const terms = transitionVehicleTerms(null, { protection, tireAndWindshield }, clock.now());
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ protection, tireAndWindshield });
      }}
    >
      {refused}
      <p>
        <Text
          id="delayAlternatives.transition.intro"
          values={{
            days: TRANSITION_VEHICLE.deliveryDaysAfterSigning,
            km: TRANSITION_VEHICLE.kilometresPerMonth,
          }}
        />
      </p>
      <Field label={text('delayAlternatives.transition.protection')}>
        <RadioGroup
          value={protection}
          onChange={(_, data) => {
            request.reset();
            setProtection(data.value as TransitionProtection);
          }}
        >
          {TRANSITION_PROTECTIONS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={text(`delayAlternatives.transition.protection.${option}`, {
                full: format.money(TRANSITION_VEHICLE[option].fullCoverage),
                partial: format.money(TRANSITION_VEHICLE[option].partialCoverage),
              })}
            />
          ))}
        </RadioGroup>
      </Field>
      <Checkbox
        checked={tireAndWindshield}
        onChange={(_, data) => {
          request.reset();
          setTireAndWindshield(data.checked === true);
        }}
        label={text('delayAlternatives.transition.tireAndWindshield')}
      />
      <Terms terms={terms} />
      <div>
        <Button appearance="primary" type="submit" disabled={request.isPending}>
          <Text id="delayAlternatives.transition.submit" />
        </Button>
      </div>
    </form>
  );
};

/**
 * The consumer transition-vehicle modal (consumer spec §2; business spec §9 terms, core's
 * `transitionVehicleTerms`): the terms by the chosen protection, then the request; a deal that has
 * one shows it instead.
 */
export const TransitionVehicleModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal
      open={open}
      dealId={dealId}
      onClose={onClose}
      title={text('delayAlternatives.transition.title')}
    >
      {(deal) => <Request deal={deal} />}
    </DealModal>
  );
};
