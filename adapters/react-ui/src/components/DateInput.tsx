import { Input, type InputProps } from '@fluentui/react-components';
import { useText } from '../i18n/text.tsx';
import { maskDate } from '../lib/date-mask.ts';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The date as typed, DD.MM.YYYY (or part of it). */
  readonly value: string;
  readonly onChange: (value: string) => void;
};

/**
 * The one date input of both portals: the mask DD.MM.YYYY (consumer and business spec §5, "Date
 * input mask DD.MM.YYYY") puts the dots in as one types, digits only, at most eight; the placeholder
 * says the format. Every typed date field uses it, so each behaves alike.
 */
export const DateInput = ({ value, onChange, placeholder, ...input }: Props) => {
  const text = useText();
  return (
    <Input
      {...input}
      type="text"
      inputMode="numeric"
      placeholder={placeholder ?? text('app.dateInput.placeholder')}
      value={value}
      onChange={(_, data) => onChange(maskDate(data.value))}
    />
  );
};
