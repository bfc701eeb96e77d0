import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/AppLink.tsx';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { ListTable } from '../../../components/ListTable.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { type DownloadTexts, pdfDownloadColumn } from '../../../components/PdfDownloadButton.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { useDownloadInvoice } from '../api/account-calls.ts';
import { type InvoiceJson, invoicesQuery } from '../api/account-queries.ts';

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
      {download.isError ? <DownloadFailed text="account.invoices.downloadFailed" /> : null}
      <ListTable
        list={invoices}
        label={text('account.invoices.title')}
        empty="account.invoices.empty"
        columns={[
          { header: 'account.invoices.number', cell: (invoice) => invoice.invoice_number },
          { header: 'account.invoices.date', cell: (invoice) => format.date(invoice.date) },
          {
            header: 'account.invoices.amount',
            cell: (invoice) => (
              <>
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
              </>
            ),
          },
          {
            header: 'account.invoices.status',
            cell: (invoice) => (
              <InvoiceStatusBadge
                status={invoice.status}
                label={text(`account.invoices.status.${invoice.status}`)}
              />
            ),
          },
          pdfDownloadColumn(
            'account.invoices.download',
            download,
            INVOICE_DOWNLOAD,
            (invoice: InvoiceJson) => invoice.invoice_number,
          ),
        ]}
      />
    </PageStack>
  );
};
