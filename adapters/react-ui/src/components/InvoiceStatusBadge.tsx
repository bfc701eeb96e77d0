import { Badge } from '@fluentui/react-components';
import type { InvoiceStatus } from '../../../../core/documents/types.ts';

/** Which colour a status shows (our design): settled, in between, needing action. */
const STATUS_COLOR: Record<InvoiceStatus, 'success' | 'danger' | 'warning' | 'informative'> = {
  paid: 'success',
  refunded: 'informative',
  partially_refunded: 'informative',
  cancelled: 'informative',
  pending: 'warning',
  open: 'warning',
  failed: 'danger',
  overdue: 'danger',
};

/** A consumer invoice's status (consumer spec §3) as a badge; the label is the caller's text. */
export const InvoiceStatusBadge = ({ status, label }: { status: InvoiceStatus; label: string }) => (
  <Badge appearance="tint" color={STATUS_COLOR[status]}>
    {label}
  </Badge>
);
