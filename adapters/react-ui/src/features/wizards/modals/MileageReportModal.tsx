import { LineChart } from '@fluentui/react-charts';
import {
  Button,
  Field,
  Input,
  makeStyles,
  Toast,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useState } from 'react';
import {
  canChangeMileagePackage,
  includedKilometres,
  validateMileageReport,
} from '../../../../../../core/mileage/rules.ts';
import { useChartFormat } from '../../../components/chart-format.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, mileagePackagesQuery } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: '12px' },
  chart: { minHeight: '220px' },
});

/** A chart that cannot draw leaves its place empty: the table beside it carries the same numbers. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The mileage chart could not be drawn.', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Core's error codes of the reading as catalogue texts. */
const MESSAGES: Readonly<Record<string, MessageId>> = {
  required: 'wizards.validation.required',
  not_whole_number: 'mileageReport.error.wholeNumber',
  mileage_too_high: 'mileageReport.error.tooHigh',
};

type Row = { readonly day: string; readonly mileage: number | null; readonly included: number };

const Report = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const styles = useStyles();
  const api = usePortalApi();
  const text = useText();
  const format = useFormat();
  const chartFormat = useChartFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const packages = useQuery(mileagePackagesQuery(api, deal.id));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (packages.isPending) return <LoadingState />;
  if (packages.isError) return <DataError onRetry={() => void packages.refetch()} />;
  const report = packages.data.report;
  const readings = report?.readings ?? [];
  const packageKm = deal.mileage_package ?? 0;
  // The term runs from the handover (else the first reading) to the return date.
  const start = deal.actual_handover_date?.slice(0, 10) ?? readings[0]?.day;
  const end = (deal.return_date ?? deal.computed_end_date ?? deal.end_date)?.slice(0, 10);
  const base = readings[0]?.mileage ?? 0;
  const rows: Row[] =
    start && readings.length > 0
      ? [
          ...readings.map((reading) => ({
            day: reading.day,
            mileage: reading.mileage,
            included: base + includedKilometres(packageKm, start, reading.day),
          })),
          ...(end
            ? [{ day: end, mileage: null, included: base + includedKilometres(packageKm, start, end) }]
            : []),
        ]
      : [];
  const recommendation = report?.package_recommendation ?? null;
  const raise = recommendation !== null && recommendation > packageKm && canChangeMileagePackage(deal);

  const check = (input: string) => {
    const checked = validateMileageReport(input);
    return checked.isErr() ? text(MESSAGES[checked.error.code] ?? 'wizards.validation.required') : undefined;
  };
  const submit = async () => {
    const problem = check(value);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await api.reportMileage({
      params: { subscription_id: deal.id },
      body: { dealId: deal.id, mileage: Number(value.trim()) as never },
    });
    setBusy(false);
    if (answer.isErr()) {
      if (answer.error.kind === 'http' && answer.error.code === 'bad_request')
        return setError(text('mileageReport.error.belowLast'));
      dispatchToast(
        <Toast>
          <ToastTitle>{text('wizards.mileage.failed')}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      );
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{text('mileageReport.sent')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

  return (
    <div className={styles.stack}>
      {report?.mileage != null ? (
        <p>{text('mileageReport.last', { km: report.mileage })}</p>
      ) : (
        <p>{text('mileageReport.none')}</p>
      )}
      {report?.monthly_usage != null ? (
        <p>{text('mileageReport.usage', { km: report.monthly_usage })}</p>
      ) : null}
      {recommendation !== null ? (
        <p>
          {raise
            ? text('mileageReport.recommendRaise', { km: recommendation })
            : text('mileageReport.recommendKeep', { km: packageKm })}{' '}
          {raise ? (
            <SmartLink href={`/mycars/${encodeURIComponent(deal.id)}?modalName=edit-mileage`}>
              {text('mileageReport.raiseLink')}
            </SmartLink>
          ) : null}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <figure>
          <figcaption>{text('mileageReport.chart.title', { km: packageKm })}</figcaption>
          <div className={styles.chart}>
            <ChartBoundary>
              <LineChart
                data={{
                  chartTitle: text('mileageReport.chart.title', { km: packageKm }),
                  lineChartData: [
                    {
                      legend: text('mileageReport.chart.reported'),
                      data: rows
                        .filter((row) => row.mileage !== null)
                        .map((row) => ({ x: new Date(row.day), y: row.mileage as number })),
                    },
                    {
                      legend: text('mileageReport.chart.included'),
                      data: [
                        { x: new Date(start as string), y: base },
                        ...rows.slice(-1).map((row) => ({ x: new Date(row.day), y: row.included })),
                      ],
                    },
                  ],
                }}
                height={220}
                width={440}
                {...chartFormat}
              />
            </ChartBoundary>
          </div>
          <table>
            <caption>{text('mileageReport.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('mileageReport.table.date')}</th>
                <th scope="col">{text('mileageReport.table.reported')}</th>
                <th scope="col">{text('mileageReport.table.included')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day}-${row.mileage ?? 'end'}`}>
                  <td>
                    {row.mileage === null
                      ? text('mileageReport.table.end', { date: format.date(row.day) })
                      : format.date(row.day)}
                  </td>
                  <td>{row.mileage === null ? '–' : text('mileageReport.km', { km: row.mileage })}</td>
                  <td>{text('mileageReport.km', { km: row.included })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ) : null}
      <Field
        label={text('mileageReport.field')}
        required
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          inputMode="numeric"
          value={value}
          onChange={(_, data) => {
            setValue(data.value);
            // Validation on change (consumer §5).
            setError(check(data.value));
          }}
        />
      </Field>
      <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
        {text('mileageReport.submit')}
      </Button>
    </div>
  );
};

/**
 * mileage-report (consumer spec §2, §3 "Mileage", §5, §7): the last reading, the monthly usage and
 * the recommended package; the readings charted against what the package includes over the term
 * (@fluentui/react-charts, with the same numbers in a table beside it); and the new reading in whole
 * kilometres (core's validateMileageReport).
 */
export const MileageReportModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('mileageReport.title')}>
      {(deal) => <Report deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
