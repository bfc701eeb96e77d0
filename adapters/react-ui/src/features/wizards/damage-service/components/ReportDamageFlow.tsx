import { useQuery } from '@tanstack/react-query';
import type * as t from 'io-ts';
import { useNavigate } from 'react-router';
import type { DateTextBrand } from '../../../../../../../contracts/codecs.ts';
import type { FormStep, FormValues } from '../../../../../../../core/content/form-engine.ts';
import { damageDetailsKept, validateDamageOccurrenceDate } from '../../../../../../../core/damage/rules.ts';
import { parseDateInput } from '../../../../../../../core/shared/validation/date-input.ts';
import { useServices } from '../../../../app/ServicesContext.tsx';
import { DataError } from '../../../../components/DataError.tsx';
import { LoadingState } from '../../../../components/LoadingState.tsx';
import { useText } from '../../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../../lib/session.ts';
import { ContentForm } from '../../components/ContentForm.tsx';
import type { Upload, UploadedFileValue } from '../../components/FormWizard.tsx';
import { carsForServiceOf, dealsListQuery, flowPathOf, formIdFor } from '../api/damage-service-queries.ts';
import { CarSelector } from './CarSelector.tsx';
import { NoDealModal } from './NoDealModal.tsx';
import { WithDealDetails } from './WithDealDetails.tsx';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const locationsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((file) => (file as Partial<UploadedFileValue>).location)
        .filter((location): location is string => typeof location === 'string')
    : [];

/** The report as the BFF takes it (contracts reportDamage): unticked boxes are false, dates ISO. */
export const damageReportBody = (values: FormValues) => {
  const unknownDate = values.unknownDate === true;
  const sameAddress = values.sameAddress !== false;
  const date = unknownDate ? undefined : parseDateInput(textOf(values.damageOccurrenceDate));
  const technicalDefect = values.technicalDefect === true;
  const problemType = textOf(values.problemType);
  return {
    problemType,
    // Only what the dialog asked: a choice left from an earlier problem type is not sent.
    ...damageDetailsKept({
      technicalDefect,
      problemType,
      exteriorProblem: textOf(values.exteriorProblem),
      damageType: textOf(values.damageType),
    }),
    damageDescription: textOf(values.damageDescription),
    technicalDefect,
    unknownDate,
    damageOccurrenceDate: date?.isOk() ? (date.value as t.Branded<string, DateTextBrand>) : null,
    sameAddress,
    notDrivible: values.notDrivible === true,
    image_locations: locationsOf(values.image_locations),
    ...(sameAddress
      ? {}
      : {
          street: textOf(values.street),
          housenumber: textOf(values.housenumber),
          zip: textOf(values.zip),
          city: textOf(values.city),
        }),
  };
};

/**
 * The report-damage flow (consumer spec §2, §5), one for the page /mycars/{id}/report-damage and the
 * modal REPORT_DAMAGE_MODAL: the car selector, then the content form report-damage (category,
 * problem type, exterior problem, damage type, emergency, description, date, location, photos).
 * The content's schema checks each field; core adds the date rule (not after today in Berlin) and
 * the report goes through the typed reportDamage call with the photos' locations.
 */
export const ReportDamageFlow = ({
  dealId,
  onDealChange,
  onDone,
}: {
  dealId: string | undefined;
  /** Another car was chosen; without it, the flow goes to that car's report-damage page. */
  onDealChange?: (dealId: string) => void;
  onDone: () => void;
}) => {
  const text = useText();
  const api = usePortalApi();
  const navigate = useNavigate();
  const { clock } = useServices();
  const session = useSession();
  const kind = session.data?.kind;
  const deals = useQuery(dealsListQuery(api));
  // Which portal's pages the flow leads to (the fleet's or the consumer's) is known before it offers any.
  if (deals.isPending || session.isPending) return <LoadingState />;
  if (deals.isError) return <DataError onRetry={() => void deals.refetch()} />;
  const cars = carsForServiceOf(deals.data);
  if (cars.length === 0) return <NoDealModal kind={kind} />;
  const chosen = cars.find((car) => car.id === dealId);
  const choose = onDealChange ?? ((id: string) => void navigate(flowPathOf('report-damage', id, kind)));

  const upload: Upload = async (file, onProgress) =>
    await api
      .uploadDamageImage(
        { fields: { subscription_id: chosen?.id ?? '', timestamp: String(Date.now()) }, files: { file } },
        { onProgress },
      )
      .map((answer) => ({ name: file.name, size: file.size, location: answer.path.location }));

  // Core's rule the content's schema cannot say: the date is not after today (consumer §5).
  const checkStep = (step: FormStep, values: FormValues): Record<string, string> => {
    if (!step.fields.some((field) => field.name === 'damageOccurrenceDate')) return {};
    if (values.unknownDate === true || textOf(values.damageOccurrenceDate) === '') return {};
    const date = validateDamageOccurrenceDate(textOf(values.damageOccurrenceDate), clock.now());
    if (date.isOk()) return {};
    return {
      damageOccurrenceDate: text(
        date.error.code === 'date_in_future'
          ? 'damageService.validation.dateInFuture'
          : 'wizards.validation.invalidDate',
      ),
    };
  };

  return (
    <>
      <CarSelector cars={cars} value={chosen?.id} onChange={choose} />
      {chosen ? (
        <WithDealDetails dealId={chosen.id}>
          {(deal) => (
            <ContentForm
              key={deal.id}
              formId={formIdFor('report-damage', kind)}
              deal={deal}
              upload={upload}
              checkStep={checkStep}
              send={async (values, onProgress) =>
                await api.reportDamage(
                  { params: { id: deal.id }, body: damageReportBody(values) },
                  { onProgress },
                )
              }
              onDone={onDone}
            />
          )}
        </WithDealDetails>
      ) : (
        <p>
          {text(
            kind === 'business' ? 'damageService.car.business.chooseFirst' : 'damageService.car.chooseFirst',
          )}
        </p>
      )}
    </>
  );
};
