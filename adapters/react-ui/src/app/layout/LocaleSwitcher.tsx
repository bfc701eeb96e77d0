import { Select } from '@fluentui/react-components';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { isLocale, LOCALES } from '../../i18n/locales.ts';
import { useText } from '../../i18n/text.tsx';

export const LocaleSwitcher = () => {
  const { locale, setLocale } = useLocale();
  const text = useText();
  return (
    <Select
      aria-label={text('app.locale.label')}
      value={locale}
      onChange={(_, data) => {
        if (isLocale(data.value)) setLocale(data.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option}>
          {text(`app.locale.${option}`)}
        </option>
      ))}
    </Select>
  );
};
