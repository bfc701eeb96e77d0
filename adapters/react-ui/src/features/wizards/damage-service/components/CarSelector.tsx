import { Field, Select } from '@fluentui/react-components';
import { useText } from '../../../../i18n/text.tsx';
import type { DealJson } from '../../api/wizard-queries.ts';
import { carLabelOf } from './car-label.ts';

/**
 * The car selector of the report-damage and schedule-service flows (consumer spec §2): the cars
 * with the customer; choosing one opens its flow.
 */
export const CarSelector = ({
  cars,
  value,
  onChange,
}: {
  cars: readonly DealJson[];
  value: string | undefined;
  onChange: (dealId: string) => void;
}) => {
  const text = useText();
  return (
    <Field label={text('damageService.car.label')} required>
      <Select
        value={value ?? ''}
        onChange={(_, data) => {
          if (data.value) onChange(data.value);
        }}
      >
        {value ? null : <option value="">{text('damageService.car.choose')}</option>}
        {cars.map((deal) => (
          <option key={deal.id} value={deal.id}>
            {carLabelOf(deal)}
          </option>
        ))}
      </Select>
    </Field>
  );
};
