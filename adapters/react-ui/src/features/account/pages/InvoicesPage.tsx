import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { saveDownload } from '../../../lib/save-download.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { useDownloadInvoice } from '../api/account-calls.ts';
import { type InvoiceJson, invoicesQuery } from '../api/account-queries.ts';

type Status = InvoiceJson['status'];

/** Which badge colour a status shows (our design): settled, needs action, in between. */
const STATUS_COLOR: Record<Status, 'success' | 'danger' | 'warning' | 'informative'> = {
  paid: 'success',
  refunded: 'informative',
  partially_refunded: 'informative',
  cancelled: 'informative',
  pending: 'warning',
  open: 'warning',
  failed: 'danger',
  overdue: 'danger',
};

/** /myaccount/invoices: the customer's invoices with status and a PDF download each. */
export const InvoicesPage = () => {
  const invoices = useQuery(invoicesQuery(usePortalApi()));
  const download = useDownloadInvoice();
  const format = useFormat();
  const text = useText();
  return (
    <PageStack>
      <AppLink to="/myaccount">{text('account.back')}</AppLink>
      <Title2 as="h1">{text('account.invoices.title')}</Title2>
      {invoices.isPending ? <LoadingState /> : null}
      {invoices.isError ? <DataError onRetry={() => void invoices.refetch()} /> : null}
      {invoices.data?.length === 0 ? (
        <p>
          <Text id="account.invoices.empty" />
        </p>
      ) : null}
      {download.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="account.invoices.downloadFailed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {invoices.data && invoices.data.length > 0 ? (
        <Table aria-label={text('account.invoices.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{text('account.invoices.number')}</TableHeaderCell>
              <TableHeaderCell>{text('account.invoices.date')}</TableHeaderCell>
              <TableHeaderCell>{text('account.invoices.amount')}</TableHeaderCell>
              <TableHeaderCell>{text('account.invoices.status')}</TableHeaderCell>
              <TableHeaderCell>{text('account.invoices.download')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.invoice_number}</TableCell>
                <TableCell>{format.date(invoice.date)}</TableCell>
                <TableCell>
                  {format.money(invoice.amount)}
                  {invoice.refunded_amount ? (
                    <>
                      {' '}
                      <Text
                        id="account.invoices.refunded"
                        values={{ amount: format.money(invoice.refunded_amount) }}
                      />
                    </>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[invoice.status]}>
                    {text(`account.invoices.status.${invoice.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={text('account.invoices.downloadOne', { number: invoice.invoice_number })}
                    disabled={download.isPending && download.variables === invoice.id}
                    onClick={() =>
                      download.mutate(invoice.id, {
                        onSuccess: (file) => saveDownload(file, `${invoice.invoice_number}.pdf`),
                      })
                    }
                  >
                    <Text id="account.invoices.download" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </PageStack>
  );
};
