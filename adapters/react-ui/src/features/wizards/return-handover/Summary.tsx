import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import type { ApiError } from '../../../../../http/client/api-error.ts';
import { useText } from '../../../i18n/text.tsx';
import { useWording } from './wording.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    gap: '4px 16px',
    margin: 0,
  },
  term: { fontWeight: 600 },
  value: { margin: 0 },
});

/** The overview of a wizard: what will be sent, as label and value. */
export const Summary = ({ rows }: { rows: readonly { label: string; value: string }[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** A refusal the wizard explains in place: no appointment left, or the BFF's field messages. */
export type SubmitProblemKind =
  | { readonly kind: 'no_availabilities' }
  | { readonly kind: 'not_changeable' }
  | { readonly kind: 'fields'; readonly messages: readonly string[] };

export const submitProblemOf = (error: ApiError): SubmitProblemKind | undefined => {
  if (error.kind !== 'http') return undefined;
  if (error.code === 'no_availabilities') return { kind: 'no_availabilities' };
  // A handover that is delivered, picked up at the station or 2 days away can no longer change.
  if (error.code === 'offer_expired') return { kind: 'not_changeable' };
  // The BFF's field messages are the specification's German texts (core's validators).
  if (error.code === 'bad_request' && error.fields && Object.keys(error.fields).length > 0)
    return { kind: 'fields', messages: Object.values(error.fields) };
  return undefined;
};

export const SubmitProblem = ({ kind }: { kind: SubmitProblemKind }) => {
  const text = useText();
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {kind.kind === 'no_availabilities'
          ? text('wizards.calendar.none')
          : kind.kind === 'not_changeable'
            ? text('returnHandover.handover.notChangeable')
            : kind.messages.join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
};

/**
 * The overview step: asks to check what will be sent, the fee last (pending until known), and
 * explains the last refusal in place.
 */
export const WizardOverview = ({
  rows,
  fee,
  problem,
}: {
  rows: readonly { label: string; value: string }[];
  fee: string | undefined;
  problem: SubmitProblemKind | undefined;
}) => {
  const text = useText();
  const say = useWording();
  return (
    <>
      <p>{say('returnHandover.overview.check')}</p>
      <Summary
        rows={[
          ...rows,
          {
            label: text('returnHandover.overview.fee'),
            value: fee ?? say('returnHandover.overview.feePending'),
          },
        ]}
      />
      {problem ? <SubmitProblem kind={problem} /> : null}
    </>
  );
};
