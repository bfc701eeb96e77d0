import { Caption1 } from '@fluentui/react-components';
import { alternativeCarDiscountOf } from '../../../../../../core/service/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';

/**
 * The alternative car's discount beside its offer (consumer spec §9: 50 EUR off the first rate if
 * booked by a date; the date is core's alternativeCarDiscountOf).
 */
export const AlternativeCarDiscount = () => {
  const text = useText();
  const format = useFormat();
  const { clock } = useServices();
  const discount = alternativeCarDiscountOf(clock.now());
  return (
    <Caption1 as="p" block data-alternative-car-discount="">
      {text('wizards.alternativeCar.discount', {
        amount: format.money(discount.amount),
        date: format.date(discount.bookBy),
      })}
    </Caption1>
  );
};
