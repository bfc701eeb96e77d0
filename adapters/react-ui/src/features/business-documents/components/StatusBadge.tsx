import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
    <Badge appearance="tint" color={color}>
      {label}
    </Badge>
    {note ? <div>{note}</div> : null}
  </>
);
