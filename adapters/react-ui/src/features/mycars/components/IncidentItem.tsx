import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import { repairStatusShown } from '../../../../../../core/damage/rules.ts';
import { Text, useFormat } from '../../../i18n/text.tsx';
import type { IncidentDamageJson } from '../api/car-details-queries.ts';

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: '4px' },
  meta: { color: tokens.colorNeutralForeground3 },
});

type RepairStatus = IncidentDamageJson['repair_status'];

/** Settled, in the works, or waiting (our colours). */
const STATUS_COLOR: Record<RepairStatus, 'success' | 'informative' | 'warning' | 'subtle'> = {
  conducted: 'success',
  ordered: 'informative',
  in_progress: 'informative',
  open: 'warning',
  pending: 'warning',
  canceled: 'subtle',
};

/** "An open report without repair shows as pending" (consumer §3), as core decides it. */
const shownStatus = (incident: IncidentDamageJson): RepairStatus =>
  incident.repair_status === 'pending'
    ? 'pending'
    : repairStatusShown({
        repair_status: incident.repair_status,
        appointment_date: incident.appointment_date ?? null,
        repair_orders: incident.repair_orders,
      });

/**
 * One damage recorded on a car (consumer spec §3 "Incident damages"): its date and kinds, the repair
 * status, the repair appointment and the repair orders to download. The car page's damage reports
 * and the incidents page show it alike.
 */
export const IncidentItem = ({ incident }: { incident: IncidentDamageJson }) => {
  const styles = useStyles();
  const format = useFormat();
  const status = shownStatus(incident);
  return (
    <li className={styles.item} data-incident={incident.id}>
      <span>
        {format.date(incident.date)}
        {' · '}
        {incident.damages.map((damage) => damage.type.german_name).join(', ')}
      </span>
      <span>
        <Badge appearance="tint" color={STATUS_COLOR[status]}>
          <Text id={`carDetails.damageReports.status.${status}`} />
        </Badge>
      </span>
      {incident.appointment_date ? (
        <span className={styles.meta}>
          <Text
            id="carDetails.damageReports.appointment"
            values={{ date: format.date(incident.appointment_date) }}
          />
        </span>
      ) : null}
      {incident.repair_orders.map((order) => (
        <Link key={`${order.date}-${order.download_url}`} href={order.download_url} download>
          <Text id="carDetails.damageReports.repairOrder" values={{ date: format.date(order.date) }} />
        </Link>
      ))}
    </li>
  );
};
