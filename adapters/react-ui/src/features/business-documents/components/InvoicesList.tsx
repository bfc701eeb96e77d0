import { Badge } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { type ListColumn, ListTable } from '../../../components/ListTable.tsx';
import { type DownloadTexts, pdfDownloadColumn } from '../../../components/PdfDownloadButton.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import {
  type BusinessInvoiceJson,
  fleetInvoicesQuery,
  useDownloadFleetInvoice,
} from '../api/business-documents-queries.ts';

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
  const columns: ListColumn<BusinessInvoiceJson>[] = [
    {
      header: 'documents.invoices.column.number',
      cell: (invoice) => (
        <>
          {invoice.invoice_number}
          {invoice.is_cancellation ? (
            <>
              {' '}
              <Badge appearance="tint" color="warning">
                {text('documents.invoices.cancellation')}
              </Badge>
            </>
          ) : null}
        </>
      ),
    },
    { header: 'documents.invoices.column.company', cell: (invoice) => invoice.company_name },
    {
      header: 'documents.invoices.column.type',
      cell: (invoice) => text(`documents.invoices.type.${invoice.invoice_type}`),
    },
    { header: 'documents.invoices.column.date', cell: (invoice) => format.date(invoice.invoice_date) },
    pdfDownloadColumn(
      'documents.column.actions',
      download,
      INVOICE_DOWNLOAD,
      (invoice) => invoice.invoice_number,
    ),
  ];
  return (
    <>
      {download.isError ? <DownloadFailed text="documents.downloadFailed" layout="multiline" /> : null}
      <ListTable
        list={invoices}
        label={text('documents.tab.invoices')}
        empty="documents.invoices.empty"
        columns={columns}
      />
    </>
  );
};
