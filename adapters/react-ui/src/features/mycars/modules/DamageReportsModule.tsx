import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import {
  DAMAGE_DESCRIPTION_LIST_LENGTH,
  repairStatusShown,
  truncateDescription,
} from '../../../../../../core/damage/rules.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import {
  damageReportsQuery,
  type IncidentDamageJson,
  incidentDamagesQuery,
} from '../api/car-details-queries.ts';
import { ModuleCard } from './ModuleCard.tsx';
import { type ModuleProps, numberProp } from './module-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  item: { display: 'flex', flexDirection: 'column', gap: '4px' },
  meta: { color: tokens.colorNeutralForeground3 },
  heading: { margin: 0 },
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
 * Damage reports (consumer spec §2): the customer's reports with where an exterior damage is and
 * its kind (the dialog's answers), the description cut after 40 characters (§9), and the damages recorded on the car with their repair status.
 */
export const DamageReportsModule = ({ module, deal }: ModuleProps) => {
  const styles = useStyles();
  const format = useFormat();
  const text = useText();
  const api = usePortalApi();
  const reports = useQuery(damageReportsQuery(api, deal.id));
  const incidents = useQuery(incidentDamagesQuery(api, deal.id));
  const length = numberProp(module, 'descriptionLength') ?? DAMAGE_DESCRIPTION_LIST_LENGTH;
  const body = (() => {
    if (reports.isPending || incidents.isPending) return <LoadingState />;
    if (reports.isError || incidents.isError)
      return (
        <DataError
          onRetry={() => {
            if (reports.isError) void reports.refetch();
            if (incidents.isError) void incidents.refetch();
          }}
        />
      );
    if (reports.data.length === 0 && incidents.data.length === 0)
      return (
        <p>
          <Text id="carDetails.damageReports.empty" />
        </p>
      );
    return (
      <>
        {reports.data.length > 0 ? (
          <section aria-labelledby={`${module.id}-reports`}>
            <h3 id={`${module.id}-reports`} className={styles.heading}>
              <Text id="carDetails.damageReports.reports" />
            </h3>
            <ul className={styles.list}>
              {reports.data.map((report) => (
                <li key={report.id} className={styles.item} data-damage-report={report.id}>
                  <span className={styles.meta}>
                    <Text
                      id="carDetails.damageReports.reportedOn"
                      values={{ date: format.date(report.created_date) }}
                    />
                  </span>
                  {report.exteriorProblem || report.damageType ? (
                    <span data-damage-details>
                      {[
                        report.exteriorProblem
                          ? text(`damage.report.exteriorProblem.${report.exteriorProblem}`)
                          : null,
                        report.damageType ? text(`damage.report.damageType.${report.damageType}`) : null,
                      ]
                        .filter((part) => part !== null)
                        .join(' · ')}
                    </span>
                  ) : null}
                  <span title={report.damageDescription}>
                    {report.damageDescription ? truncateDescription(report.damageDescription, length) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {incidents.data.length > 0 ? (
          <section aria-labelledby={`${module.id}-incidents`}>
            <h3 id={`${module.id}-incidents`} className={styles.heading}>
              <Text id="carDetails.damageReports.incidents" />
            </h3>
            <ul className={styles.list}>
              {incidents.data.map((incident) => {
                const status = shownStatus(incident);
                return (
                  <li key={incident.id} className={styles.item} data-incident={incident.id}>
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
                        <Text
                          id="carDetails.damageReports.repairOrder"
                          values={{ date: format.date(order.date) }}
                        />
                      </Link>
                    ))}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </>
    );
  })();
  return <ModuleCard title="carDetails.damageReports.title">{body}</ModuleCard>;
};
