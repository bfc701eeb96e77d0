import type { FormStep, FormValues } from '../../../../../../core/content/form-engine.ts';
import { extraMileagePrice, validateExtraMileage } from '../../../../../../core/mileage/rules.ts';
import { cents } from '../../../../../../core/shared/money.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { ContentForm } from './ContentForm.tsx';

/** The amount the BFF answers for a booking (`{ data: { kilometres, amount } }`, cents). */
const chargedAmountOf = (answer: unknown): number | undefined => {
  const data = (answer as { data?: { amount?: unknown } } | null)?.data;
  return typeof data?.amount === 'number' ? data.amount : undefined;
};

/** The typed field's text as whole kilometres, as the booking's body needs them (an integer). */
const kilometresOf = (values: FormValues): number => Number(String(values.kilometres ?? '').trim());

/**
 * One-time extra kilometres (the content form "extra-mileage"): the price, kilometres times the
 * deal's fee per kilometre (consumer spec §9 "Extra mileage fee per km from data"), shows as the
 * customer types, computed with core's own rule that the BFF charges by; the confirmation names the
 * amount the BFF charged. The booking goes through the typed call, which sends the kilometres as a
 * number (the content's mapping would send the field's text, which the BFF refuses).
 */
export const ExtraMileageForm = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const text = useText();
  const format = useFormat();
  const api = usePortalApi();
  const fee = deal.additional_mileage_fee;
  const feePerKm = typeof fee === 'number' && Number.isInteger(fee) && fee >= 0 ? cents(fee) : undefined;
  const price = (_step: FormStep, values: FormValues) => {
    if (feePerKm === undefined) return <p>{text('wizards.kilometres.extraNoPrice')}</p>;
    const km = validateExtraMileage(kilometresOf(values));
    if (values.kilometres === undefined || values.kilometres === '' || km.isErr())
      return <p>{text('wizards.kilometres.extraFee', { fee: format.money(feePerKm) })}</p>;
    return (
      <p>
        {text('wizards.kilometres.extraPrice', {
          km: km.value,
          fee: format.money(feePerKm),
          amount: format.money(extraMileagePrice(km.value, feePerKm)),
        })}
      </p>
    );
  };
  const charged = (values: FormValues, answer: unknown) => {
    const amount =
      chargedAmountOf(answer) ??
      (feePerKm === undefined ? undefined : extraMileagePrice(kilometresOf(values), feePerKm));
    return amount === undefined
      ? undefined
      : text('wizards.kilometres.extraCharged', { amount: format.money(amount) });
  };
  return (
    <ContentForm
      formId="extra-mileage"
      deal={deal}
      stepExtra={price}
      send={async (values) =>
        api.bookExtraMileage({
          params: { id: deal.id },
          body: { kilometres: kilometresOf(values) as never },
        })
      }
      confirmation={charged}
      onDone={onDone}
    />
  );
};
