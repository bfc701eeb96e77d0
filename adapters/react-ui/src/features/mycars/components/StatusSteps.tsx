import { Text as FluentText, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { RETURN_STATUS_STEPS } from '../../../../../../contracts/routes/content.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { orderStatusQuery, returnStatusQuery } from '../api/deal-queries.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  completed: { color: tokens.colorPaletteGreenForeground1 },
  current: { fontWeight: tokens.fontWeightSemibold },
  upcoming: { color: tokens.colorNeutralForeground3 },
});

export type Step<Id extends string> = {
  id: Id;
  progress: 'completed' | 'current' | 'upcoming';
  completed_at?: string | null;
};

/** Steps in order, each completed (with its date), current or upcoming; the heading is optional. */
export const StepList = <Id extends string>({
  title,
  steps,
  labelOf,
}: {
  title?: MessageId;
  steps: Step<Id>[];
  labelOf: (id: Id) => MessageId;
}) => {
  const styles = useStyles();
  const format = useFormat();
  return (
    <section>
      {title ? (
        <h3>
          <Text id={title} />
        </h3>
      ) : null}
      <ol className={styles.list}>
        {steps.map((step) => (
          <li
            key={step.id}
            className={styles[step.progress]}
            aria-current={step.progress === 'current' ? 'step' : undefined}
          >
            <Text id={labelOf(step.id)} />
            {step.progress === 'completed' && step.completed_at ? (
              <FluentText size={200}>
                {' · '}
                <Text id="mycars.steps.completed" values={{ date: format.date(step.completed_at) }} />
              </FluentText>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
};

/** "Return in progress" reads per return type (pickup or self-return); the other steps as they are. */
export const returnStepLabel =
  (returnType: 'PICKUP' | 'SELF_RETURN') =>
  (id: (typeof RETURN_STATUS_STEPS)[number]): MessageId =>
    id === 'return_in_progress'
      ? `mycars.returnStatus.return_in_progress.${returnType}`
      : `mycars.returnStatus.${id}`;

/** Consumer spec §4 order-status steps of a deal before handover. */
export const OrderStatusSteps = ({ dealId }: { dealId: string }) => {
  const status = useQuery(orderStatusQuery(usePortalApi(), dealId));
  if (status.isPending) return null;
  if (status.isError) return <Text id="mycars.steps.loadError" />;
  return (
    <StepList
      title="mycars.orderStatus.title"
      steps={status.data.steps}
      labelOf={(id) => `mycars.orderStatus.${id}` as const}
    />
  );
};

/** Consumer spec §4 return-status steps; "return in progress" reads per return type. */
export const ReturnStatusSteps = ({ dealId }: { dealId: string }) => {
  const status = useQuery(returnStatusQuery(usePortalApi(), dealId));
  if (status.isPending) return null;
  if (status.isError) return <Text id="mycars.steps.loadError" />;
  const returnType = status.data.return_type ?? 'PICKUP';
  return (
    <StepList
      title="mycars.returnStatus.title"
      steps={status.data.steps}
      labelOf={returnStepLabel(returnType)}
    />
  );
};
