import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DataError } from '../../../components/DataError.tsx';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { type DownloadTexts, PdfDownloadButton } from '../../../components/PdfDownloadButton.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { fleetInvoicesQuery, useDownloadFleetInvoice } from '../api/business-documents-queries.ts';

const INVOICE_DOWNLOAD: DownloadTexts = {
  label: 'documents.download',
  name: 'documents.invoices.downloadOne',
};

/** The invoices tab: number (cancellation invoices flagged), company, type, date and a PDF each (§3). */
export const InvoicesList = () => {
  const invoices = useQuery(fleetInvoicesQuery(usePortalApi()));
  const download = useDownloadFleetInvoice();
  const text = useText();
  const format = useFormat();
  return (
    <>
      {download.isError ? <DownloadFailed text="documents.downloadFailed" layout="multiline" /> : null}
      {invoices.isPending ? <LoadingState /> : null}
      {invoices.isError ? <DataError onRetry={() => void invoices.refetch()} /> : null}
      {invoices.data?.length === 0 ? (
        <p>
          <Text id="documents.invoices.empty" />
        </p>
      ) : null}
      {invoices.data && invoices.data.length > 0 ? (
        <Table aria-label={text('documents.tab.invoices')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{text('documents.invoices.column.number')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.invoices.column.company')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.invoices.column.type')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.invoices.column.date')}</TableHeaderCell>
              <TableHeaderCell>{text('documents.column.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>
                  {invoice.invoice_number}
                  {invoice.is_cancellation ? (
                    <>
                      {' '}
                      <Badge appearance="tint" color="warning">
                        {text('documents.invoices.cancellation')}
                      </Badge>
                    </>
                  ) : null}
                </TableCell>
                <TableCell>{invoice.company_name}</TableCell>
                <TableCell>{text(`documents.invoices.type.${invoice.invoice_type}`)}</TableCell>
                <TableCell>{format.date(invoice.invoice_date)}</TableCell>
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
    </>
  );
};
