import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DownloadFailed } from '../../../components/DownloadFailed.tsx';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { type DownloadTexts, PdfDownloadButton } from '../../../components/PdfDownloadButton.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { dealInvoicesQuery, useDownloadDealInvoice } from '../api/car-details-queries.ts';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import { type ModuleProps, textProp } from './module-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' },
  number: { flexGrow: 1 },
  meta: { color: tokens.colorNeutralForeground3 },
});

const INVOICE_DOWNLOAD: DownloadTexts = {
  label: 'carDetails.invoices.download',
  name: 'carDetails.invoices.downloadOne',
};

/** The deal's invoices (consumer spec §2 "invoices list", §3 statuses), each a PDF to download. */
export const InvoicesModule = ({ module, deal }: ModuleProps) => {
  const styles = useStyles();
  const format = useFormat();
  const text = useText();
  const invoices = useQuery(dealInvoicesQuery(usePortalApi(), deal.id));
  const download = useDownloadDealInvoice();
  return (
    <ModuleCard title="carDetails.invoices.title">
      {download.isError ? <DownloadFailed text="carDetails.invoices.downloadFailed" /> : null}
      <QueryContent query={invoices} isEmpty={(data) => data.length === 0} empty="carDetails.invoices.empty">
        {(data) => (
          <ul className={styles.list}>
            {data.map((invoice) => (
              <li key={invoice.id} className={styles.item} data-invoice={invoice.id}>
                <span className={styles.number}>{invoice.invoice_number}</span>
                <span className={styles.meta}>{format.date(invoice.date)}</span>
                <span>{format.money(invoice.amount)}</span>
                <InvoiceStatusBadge
                  status={invoice.status}
                  label={text(`carDetails.invoices.status.${invoice.status}`)}
                />
                <PdfDownloadButton
                  download={download}
                  id={invoice.id}
                  number={invoice.invoice_number}
                  texts={INVOICE_DOWNLOAD}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
      <SmartLink href={textProp(module, 'link') ?? '/myaccount/invoices'}>
        <Text id="carDetails.invoices.all" />
      </SmartLink>
    </ModuleCard>
  );
};
