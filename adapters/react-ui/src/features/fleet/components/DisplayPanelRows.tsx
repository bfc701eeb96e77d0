import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import type { OrderDetailJson } from '../api/fleet-queries.ts';
import { FactList } from './FactList.tsx';

type DisplayPanel = NonNullable<OrderDetailJson['handover']>;

const DATE_FIELDS = ['preliminaryDate', 'date', 'subscriptionStartDate', 'subscriptionEndDate'] as const;
const FIELDS = [
  'contactPerson',
  'preliminaryDate',
  'date',
  'timePeriod',
  'address',
  'subscriptionStartDate',
  'subscriptionEndDate',
  'returnType',
  'invoiceAddress',
] as const;
/** The other car of a vehicle swap, a link to its page. */
const SWAP_LINKS = ['replacesSubscriptionId', 'replacedByOrderId'] as const;

/** The handover, return and swap display fields (business spec §3) that have a value. */
export const DisplayPanelRows = ({ panel }: { panel: DisplayPanel | null | undefined }) => {
  const text = useText();
  const format = useFormat();
  const rows: { field: (typeof FIELDS)[number] | (typeof SWAP_LINKS)[number]; shown: ReactNode }[] =
    FIELDS.flatMap((field) => {
      const value = panel?.[field];
      if (value == null || value === '') return [];
      const shown =
        field === 'returnType'
          ? text(`fleet.order.returnType.${value as 'PICKUP' | 'SELF_RETURN'}`)
          : (DATE_FIELDS as readonly string[]).includes(field)
            ? format.date(value)
            : value;
      return [{ field, shown }];
    });
  for (const field of SWAP_LINKS) {
    const id = panel?.[field];
    if (id) rows.push({ field, shown: <AppLink to={`/orders/${encodeURIComponent(id)}`}>{id}</AppLink> });
  }
  if (rows.length === 0) return <p>{text('fleet.order.panel.none')}</p>;
  return (
    <FactList
      facts={rows.map(({ field, shown }) => ({
        key: field,
        label: text(`fleet.order.field.${field}`),
        value: shown,
      }))}
    />
  );
};
