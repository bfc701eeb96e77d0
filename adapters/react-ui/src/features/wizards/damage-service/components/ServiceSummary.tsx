import { makeStyles } from '@fluentui/react-components';
import type { ServiceType } from '../../../../../../../core/service/rules.ts';
import { useText } from '../../../../i18n/text.tsx';
import { SERVICE_LABELS } from './service-labels.ts';

const useStyles = makeStyles({
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    gap: '4px 16px',
  },
  term: { fontWeight: 600 },
  value: { margin: 0 },
});

export type ServiceSummaryData = {
  readonly car?: string;
  readonly services: readonly ServiceType[];
  readonly comment?: string;
  readonly address?: string;
};

/**
 * The summary of a service request (consumer spec §2: vehicle, services, address), as the wizard's
 * last step and the business confirmation page show it.
 */
export const ServiceSummary = ({ summary }: { summary: ServiceSummaryData }) => {
  const styles = useStyles();
  const text = useText();
  const row = (term: string, value: string | undefined) =>
    value ? (
      <>
        <dt className={styles.term}>{term}</dt>
        <dd className={styles.value}>{value}</dd>
      </>
    ) : null;
  return (
    <dl className={styles.list}>
      {row(text('damageService.summary.car'), summary.car)}
      {row(
        text('damageService.summary.services'),
        summary.services.map((service) => text(SERVICE_LABELS[service])).join(', '),
      )}
      {row(text('damageService.summary.comment'), summary.comment)}
      {row(text('damageService.summary.address'), summary.address)}
    </dl>
  );
};
