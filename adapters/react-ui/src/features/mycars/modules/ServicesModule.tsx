import { makeStyles } from '@fluentui/react-components';
import { ScheduleServiceLink } from '../../../components/ScheduleServiceLink.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import { fillDealLink, type ModuleProps, modalHref } from './module-types.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: '16px', margin: 0, padding: 0, listStyle: 'none' },
});

type ServiceAction = { id: string; label?: string; href: string };

/** The services content names ("report damage", "schedule service", …) and our texts for them. */
const SERVICE_LABELS: Readonly<Record<string, MessageId>> = {
  'report-damage': 'carDetails.services.reportDamage',
  'schedule-service': 'carDetails.services.scheduleService',
  'manage-kilometres': 'carDetails.services.manageKilometres',
  'power-of-attorney': 'attorney.services.link',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each action opens a modal of the deal page or follows its link; one with neither is left out. */
const actionsOf = ({ module, deal }: ModuleProps): ServiceAction[] => {
  const actions = module.props?.actions;
  if (!Array.isArray(actions)) return [];
  return actions.filter(isRecord).flatMap((action): ServiceAction[] => {
    const id = typeof action.id === 'string' ? action.id : '';
    const label = typeof action.label === 'string' ? action.label : undefined;
    const href =
      typeof action.modal === 'string'
        ? modalHref(deal.id, action.modal)
        : typeof action.to === 'string'
          ? fillDealLink(action.to, deal)
          : undefined;
    return href ? [{ id, href, ...(label ? { label } : {}) }] : [];
  });
};

/** Services (consumer spec §2): report damage, schedule a service, manage kilometres, power of attorney. */
export const ServicesModule = (props: ModuleProps) => {
  const styles = useStyles();
  const actions = actionsOf(props);
  return (
    <ModuleCard title="carDetails.services.title">
      {actions.length === 0 ? (
        <p>
          <Text id="carDetails.services.empty" />
        </p>
      ) : (
        <ul className={styles.list}>
          {actions.map((action) => {
            const label = SERVICE_LABELS[action.id];
            return (
              <li key={`${action.id}-${action.href}`}>
                {action.id === 'schedule-service' ? (
                  // The partner's booking link when the car has one, as everywhere else (consumer spec §2).
                  <ScheduleServiceLink deal={props.deal}>
                    {label ? <Text id={label} /> : action.label}
                  </ScheduleServiceLink>
                ) : (
                  <SmartLink href={action.href}>{label ? <Text id={label} /> : action.label}</SmartLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ModuleCard>
  );
};
