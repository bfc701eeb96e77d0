import {
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
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { type DownloadTexts, PdfDownloadButton } from '../../../components/PdfDownloadButton.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { useDownloadInvoice } from '../api/account-calls.ts';
import { invoicesQuery } from '../api/account-queries.ts';

const INVOICE_DOWNLOAD: DownloadTexts = {
  label: 'account.invoices.download',
  name: 'account.invoices.downloadOne',
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
      {download.isError ? <DownloadFailed text="account.invoices.downloadFailed" /> : null}
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
                  <InvoiceStatusBadge
                    status={invoice.status}
                    label={text(`account.invoices.status.${invoice.status}`)}
                  />
                </TableCell>
                <TableCell>
                  <PdfDownloadButton
                    download={download}
                    id={invoice.id}
                    number={invoice.invoice_number}
                    texts={INVOICE_DOWNLOAD}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </PageStack>
  );
};
