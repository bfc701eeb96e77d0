import { Button, makeStyles } from '@fluentui/react-components';
import { Text, useText } from '../../../i18n/text.tsx';
import type { OrderActionId } from '../api/fleet-queries.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
});

/**
 * Actions the portal can do (a dialog, the contract's signing page, the return wizard); any other
 * the BFF may name one day is listed for what it is.
 */
export const ACTIONS_WITH_DIALOG = [
  'assign_driver',
  'comment',
  'sign_contract',
  'coordinate_handover',
  'coordinate_swap',
  'choose_delivery_option',
  'request_transition_vehicle',
  'choose_company',
  'plan_return',
  'end_of_subscription',
] as const;
export type DialogAction = (typeof ACTIONS_WITH_DIALOG)[number];
const hasDialog = (action: OrderActionId): action is DialogAction =>
  (ACTIONS_WITH_DIALOG as readonly string[]).includes(action);

/** The actions panel: what this user may do with this order now (already filtered by role). */
export const OrderActions = ({
  actions,
  onOpen,
  busy = [],
}: {
  actions: readonly OrderActionId[];
  onOpen: (action: DialogAction) => void;
  busy?: readonly OrderActionId[];
}) => {
  const styles = useStyles();
  const text = useText();
  if (actions.length === 0)
    return (
      <p>
        <Text id="fleet.order.actions.none" />
      </p>
    );
  return (
    <ul className={styles.list} aria-label={text('fleet.order.panel.actions')}>
      {actions.map((action) => (
        <li key={action}>
          {hasDialog(action) ? (
            <Button onClick={() => onOpen(action)} disabled={busy.includes(action)}>
              <Text id={`fleet.order.action.${action}`} />
            </Button>
          ) : (
            <Text id={`fleet.order.action.${action}`} />
          )}
        </li>
      ))}
    </ul>
  );
};
