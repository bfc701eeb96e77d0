import { Badge, type BadgeProps, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// A long status ('Wartet auf Genehmigung') wraps inside its badge on a narrow column instead of
// running out of the badge's one-line height over the note below.
const useStyles = makeStyles({ badge: { height: 'auto', minHeight: '20px', whiteSpace: 'normal' } });

/** A row's status as a badge, with the note its status carries (a deadline, a reason) below. */
export const StatusBadge = ({
  color,
  label,
  note,
}: {
  color: BadgeProps['color'];
  label: string;
  note?: ReactNode;
}) => (
  <>
    <Badge appearance="tint" color={color} className={useStyles().badge}>
      {label}
    </Badge>
    {note ? <div>{note}</div> : null}
  </>
);
