import { Button, Field, Textarea, Title3 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cartRoutes } from '../../../../../../contracts/routes/cart.ts';
import { type ListColumn, ListTable } from '../../../components/ListTable.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { mayWrite } from '../../../lib/access.ts';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type OrderRequestJson,
  orderRequestsQuery,
  useApproveOrderRequest,
  useRejectOrderRequest,
} from '../api/business-documents-queries.ts';
import { Notice } from './Notice.tsx';
import { RowAction } from './RowAction.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const STATUS_COLOR: Record<OrderRequestJson['status'], 'informative' | 'warning' | 'success' | 'subtle'> = {
  submitted: 'informative',
  reserved: 'warning',
  approved: 'success',
  rejected: 'subtle',
};

/** Submitted and reserved requests still wait for the fleet manager (business spec §4). */
const isOpen = (request: OrderRequestJson): boolean =>
  request.status === 'submitted' || request.status === 'reserved';

const approvalFailureOf = (error: unknown): MessageId => {
  const apiError = apiErrorOf(error);
  if (apiError?.kind === 'http' && apiError.code === 'vehicle_unavailable')
    return 'orderRequests.approve.unavailable';
  if (apiError?.kind === 'http' && apiError.status === 409) return 'orderRequests.approve.conflict';
  return 'orderRequests.error.generic';
};

/**
 * Employees' order requests (business spec §4): submitted, reserved for 3 days awaiting approval,
 * then approved or rejected ('Anfrage ablehnen' notifies the employee). Admins decide; the BFF
 * shows a driver their own requests.
 */
export const OrderRequests = () => {
  const requests = useQuery(orderRequestsQuery(usePortalApi()));
  const { data: user } = useSession();
  const text = useText();
  const format = useFormat();
  const approve = useApproveOrderRequest();
  const reject = useRejectOrderRequest();
  const [rejecting, setRejecting] = useState<OrderRequestJson | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<MessageId | null>(null);
  const decides = mayWrite(cartRoutes.approveOrderRequest.access, user);

  const closeRejection = () => {
    setRejecting(null);
    setReason('');
    reject.reset();
  };

  const columns: ListColumn<OrderRequestJson>[] = [
    { header: 'orderRequests.column.employee', cell: (request) => request.employee.name },
    { header: 'orderRequests.column.car', cell: (request) => request.model },
    { header: 'orderRequests.column.term', cell: (request) => format.months(request.term) },
    { header: 'orderRequests.column.rate', cell: (request) => format.money(request.monthlyPrice) },
    { header: 'orderRequests.column.submitted', cell: (request) => format.date(request.submittedAt) },
    {
      header: 'orderRequests.column.status',
      cell: (request) => (
        <StatusBadge
          color={STATUS_COLOR[request.status]}
          label={text(`orderRequests.status.${request.status}`)}
          note={
            request.status === 'reserved' && request.reservedUntil ? (
              <Text id="orderRequests.reservedUntil" values={{ date: format.date(request.reservedUntil) }} />
            ) : request.status === 'rejected' && request.rejectionReason ? (
              request.rejectionReason
            ) : null
          }
        />
      ),
    },
  ];
  const actions: ListColumn<OrderRequestJson> = {
    header: 'orderRequests.column.actions',
    cell: (request) =>
      isOpen(request) ? (
        <>
          <RowAction
            primary
            label="orderRequests.approve.button"
            name={text('orderRequests.approve.one', { name: request.employee.name, car: request.model })}
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(request.id, { onSuccess: () => setDone('orderRequests.approve.done') })
            }
          />{' '}
          <RowAction
            label="orderRequests.reject.button"
            name={text('orderRequests.reject.one', { name: request.employee.name, car: request.model })}
            onClick={() => {
              approve.reset();
              setDone(null);
              setRejecting(request);
            }}
          />
        </>
      ) : null,
  };

  return (
    <section aria-labelledby="order-requests-title">
      <Title3 as="h2" id="order-requests-title">
        {text('orderRequests.title')}
      </Title3>
      <p>
        <Text id="orderRequests.intro" />
      </p>
      {approve.isError ? <Notice intent="error" text={approvalFailureOf(approve.error)} /> : null}
      {done ? <Notice intent="success" text={done} /> : null}
      <ListTable
        list={requests}
        label={text('orderRequests.title')}
        empty="orderRequests.empty"
        columns={decides ? [...columns, actions] : columns}
      />
      <Modal
        open={rejecting !== null}
        onClose={closeRejection}
        title={text('orderRequests.reject.title')}
        actions={
          <>
            <Button onClick={closeRejection}>
              <Text id="contacts.dialog.cancel" />
            </Button>
            <Button
              appearance="primary"
              disabled={reject.isPending}
              onClick={() => {
                if (!rejecting) return;
                reject.mutate(
                  { id: rejecting.id, reason },
                  {
                    onSuccess: () => {
                      closeRejection();
                      setDone('orderRequests.reject.done');
                    },
                  },
                );
              }}
            >
              <Text id="orderRequests.reject.submit" />
            </Button>
          </>
        }
      >
        <p>
          <Text
            id="orderRequests.reject.text"
            values={{ name: rejecting?.employee.name ?? '', car: rejecting?.model ?? '' }}
          />
        </p>
        <Field label={text('orderRequests.reject.reason')}>
          <Textarea value={reason} maxLength={1000} onChange={(_, data) => setReason(data.value)} />
        </Field>
        {reject.isError ? <Notice intent="error" text="orderRequests.reject.failed" /> : null}
      </Modal>
    </section>
  );
};
