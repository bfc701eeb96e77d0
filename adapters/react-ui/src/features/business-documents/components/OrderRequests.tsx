import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Title3,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROUTES } from '../../../../../../contracts/route-table.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { mayCall } from '../../../lib/access.ts';
import { apiErrorOf } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type OrderRequestJson,
  orderRequestsQuery,
  useApproveOrderRequest,
  useRejectOrderRequest,
} from '../api/business-documents-queries.ts';

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
  const decides = mayCall(ROUTES.approveOrderRequest.access, user);

  const closeRejection = () => {
    setRejecting(null);
    setReason('');
    reject.reset();
  };

  return (
    <section aria-labelledby="order-requests-title">
      <Title3 as="h2" id="order-requests-title">
        {text('orderRequests.title')}
      </Title3>
      <p>
        <Text id="orderRequests.intro" />
      </p>
      {approve.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id={approvalFailureOf(approve.error)} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {done ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id={done} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {requests.isPending ? <LoadingState /> : null}
      {requests.isError ? <DataError onRetry={() => void requests.refetch()} /> : null}
      {requests.data?.length === 0 ? (
        <p>
          <Text id="orderRequests.empty" />
        </p>
      ) : null}
      {requests.data && requests.data.length > 0 ? (
        <Table aria-label={text('orderRequests.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{text('orderRequests.column.employee')}</TableHeaderCell>
              <TableHeaderCell>{text('orderRequests.column.car')}</TableHeaderCell>
              <TableHeaderCell>{text('orderRequests.column.term')}</TableHeaderCell>
              <TableHeaderCell>{text('orderRequests.column.rate')}</TableHeaderCell>
              <TableHeaderCell>{text('orderRequests.column.submitted')}</TableHeaderCell>
              <TableHeaderCell>{text('orderRequests.column.status')}</TableHeaderCell>
              {decides ? <TableHeaderCell>{text('orderRequests.column.actions')}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.data.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{request.employee.name}</TableCell>
                <TableCell>{request.model}</TableCell>
                <TableCell>{format.months(request.term)}</TableCell>
                <TableCell>{format.money(request.monthlyPrice)}</TableCell>
                <TableCell>{format.date(request.submittedAt)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[request.status]}>
                    {text(`orderRequests.status.${request.status}`)}
                  </Badge>
                  {request.status === 'reserved' && request.reservedUntil ? (
                    <div>
                      <Text
                        id="orderRequests.reservedUntil"
                        values={{ date: format.date(request.reservedUntil) }}
                      />
                    </div>
                  ) : null}
                  {request.status === 'rejected' && request.rejectionReason ? (
                    <div>{request.rejectionReason}</div>
                  ) : null}
                </TableCell>
                {decides ? (
                  <TableCell>
                    {isOpen(request) ? (
                      <>
                        <Button
                          size="small"
                          appearance="primary"
                          aria-label={text('orderRequests.approve.one', {
                            name: request.employee.name,
                            car: request.model,
                          })}
                          disabled={approve.isPending}
                          onClick={() =>
                            approve.mutate(request.id, {
                              onSuccess: () => setDone('orderRequests.approve.done'),
                            })
                          }
                        >
                          <Text id="orderRequests.approve.button" />
                        </Button>{' '}
                        <Button
                          size="small"
                          aria-label={text('orderRequests.reject.one', {
                            name: request.employee.name,
                            car: request.model,
                          })}
                          onClick={() => {
                            approve.reset();
                            setDone(null);
                            setRejecting(request);
                          }}
                        >
                          <Text id="orderRequests.reject.button" />
                        </Button>
                      </>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
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
        {reject.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id="orderRequests.reject.failed" />
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </Modal>
    </section>
  );
};
