import { Badge, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { saveDownload } from '../../../lib/save-download.ts';
import { usePortalApi } from '../../../lib/session.ts';
import {
  type DealInvoiceJson,
  dealInvoicesQuery,
  useDownloadDealInvoice,
} from '../api/car-details-queries.ts';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import { type ModuleProps, textProp } from './module-types.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' },
  number: { flexGrow: 1 },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The same colours as the invoices page: settled, in between, needing action. */
const STATUS_COLOR: Record<DealInvoiceJson['status'], 'success' | 'danger' | 'warning' | 'informative'> = {
  paid: 'success',
  refunded: 'informative',
  partially_refunded: 'informative',
  cancelled: 'informative',
  pending: 'warning',
  open: 'warning',
  failed: 'danger',
  overdue: 'danger',
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
      {download.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="carDetails.invoices.downloadFailed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <QueryContent query={invoices} isEmpty={(data) => data.length === 0} empty="carDetails.invoices.empty">
        {(data) => (
          <ul className={styles.list}>
            {data.map((invoice) => (
              <li key={invoice.id} className={styles.item} data-invoice={invoice.id}>
                <span className={styles.number}>{invoice.invoice_number}</span>
                <span className={styles.meta}>{format.date(invoice.date)}</span>
                <span>{format.money(invoice.amount)}</span>
                <Badge appearance="tint" color={STATUS_COLOR[invoice.status]}>
                  <Text id={`carDetails.invoices.status.${invoice.status}`} />
                </Badge>
                <Button
                  size="small"
                  aria-label={text('carDetails.invoices.downloadOne', { number: invoice.invoice_number })}
                  disabled={download.isPending && download.variables === invoice.id}
                  onClick={() =>
                    download.mutate(invoice.id, {
                      onSuccess: (file) => saveDownload(file, `${invoice.invoice_number}.pdf`),
                    })
                  }
                >
                  <Text id="carDetails.invoices.download" />
                </Button>
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
