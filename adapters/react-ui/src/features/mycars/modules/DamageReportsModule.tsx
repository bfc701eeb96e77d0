import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DAMAGE_DESCRIPTION_LIST_LENGTH, truncateDescription } from '../../../../../../core/damage/rules.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { damageReportsQuery, incidentDamagesQuery } from '../api/car-details-queries.ts';
import { IncidentItem } from '../components/IncidentItem.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import { type ModuleProps, numberProp } from './module-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  item: { display: 'flex', flexDirection: 'column', gap: '4px' },
  meta: { color: tokens.colorNeutralForeground3 },
  heading: { margin: 0 },
  // Apart from the list's last link, so that each is a target of its own (WCAG 2.5.8).
  more: { margin: '12px 0 0' },
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
              {incidents.data.map((incident) => (
                <IncidentItem key={incident.id} incident={incident} />
              ))}
            </ul>
            <p className={styles.more}>
              <AppLink to={`/incidents?dealId=${encodeURIComponent(deal.id)}`}>
                <Text id="carDetails.damageReports.allIncidents" />
              </AppLink>
            </p>
          </section>
        ) : null}
      </>
    );
  })();
  return <ModuleCard title="carDetails.damageReports.title">{body}</ModuleCard>;
};
