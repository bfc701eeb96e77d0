import {
  Checkbox,
  Field,
  FieldContextProvider,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Textarea,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import type { FieldOption, FieldValue, FormField } from '../../../../../../core/content/form-engine.ts';
import { DateInput } from '../../../components/DateInput.tsx';
import { DayChoice } from '../../../components/DayChoice.tsx';
import { useText } from '../../../i18n/text.tsx';

/** A chosen image, shown small beside its field before the form is sent. */
export type ImagePreview = { readonly url: string; readonly name: string };

const useStyles = makeStyles({
  previews: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
  preview: { width: '96px', height: '72px', objectFit: 'cover', borderRadius: '4px' },
});

type Props = {
  readonly field: FormField;
  readonly value: FieldValue;
  readonly options: readonly FieldOption[];
  readonly error: string | undefined;
  /** Upload progress 0 to 100 of this field's files, while they upload. */
  readonly progress?: number;
  /** A date field that picks among available dates (its options); none available says so. */
  readonly calendar?: boolean;
  readonly onChange: (value: FieldValue) => void;
  readonly onFiles: (files: readonly File[]) => void;
  /** The images chosen for this field, with the alt text each is given. */
  readonly previews?: readonly ImagePreview[];
  readonly imageAlt?: (fileName: string) => string;
  /** How a radio choice reads, where its text alone is not enough; the option's label otherwise. */
  readonly optionLabel?: (option: FieldOption) => ReactElement | string;
};

const INPUT_TYPES: Partial<Record<FormField['kind'], 'text' | 'email' | 'tel'>> = {
  email: 'email',
  phone: 'tel',
};

const optionOf = (options: readonly FieldOption[], raw: string): FieldOption['value'] | undefined =>
  options.find((option) => String(option.value) === raw)?.value;

/** One field of a content form, by its kind (core/content/form-engine.ts FIELD_KINDS). */
/**
 * An upload's failure reads as a title and a description (consumer spec §5, business spec §5: the
 * error title 'Einige Dateien sind zu groß.' and a description naming the 6 MB maximum): the
 * content's message is one text, its first sentence is the title.
 */
const titledMessage = (message: string | undefined) => {
  const end = message?.indexOf('. ') ?? -1;
  if (message === undefined || end < 0) return message;
  return (
    <>
      <strong>{message.slice(0, end + 1)}</strong> {message.slice(end + 2)}
    </>
  );
};

export const FormFieldInput = ({
  field,
  value,
  options,
  error,
  progress,
  calendar,
  onChange,
  onFiles,
  previews = [],
  imageAlt = (fileName) => fileName,
  optionLabel = (option) => option.label,
}: Props) => {
  const text = useText();
  const styles = useStyles();
  const label = field.label ?? field.name;
  const fieldProps = {
    label,
    required: field.validation?.required === true,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
    hint: field.description,
  };
  const textValue = typeof value === 'string' || typeof value === 'number' ? String(value) : '';

  switch (field.kind) {
    case 'info':
      return (
        <section>
          {field.label ? <strong>{field.label}</strong> : null}
          {field.description ? <p>{field.description}</p> : null}
          {options.map((option) => (
            <p key={String(option.value)}>{option.label}</p>
          ))}
        </section>
      );
    case 'textarea':
      return (
        <Field {...fieldProps}>
          <Textarea value={textValue} onChange={(_, data) => onChange(data.value)} />
        </Field>
      );
    case 'date':
      if (calendar)
        return (
          <Field {...fieldProps}>
            {options.length === 0 ? (
              <MessageBar intent="warning">
                <MessageBarBody>{text('wizards.calendar.none')}</MessageBarBody>
              </MessageBar>
            ) : (
              <DayChoice
                value={typeof value === 'string' ? value : ''}
                days={options.map((option) => ({ value: String(option.value), label: option.label }))}
                onChange={onChange}
              />
            )}
          </Field>
        );
      return (
        <Field {...fieldProps} hint={field.description ?? text('wizards.field.datePlaceholder')}>
          <DateInput
            value={textValue}
            placeholder={text('wizards.field.datePlaceholder')}
            onChange={(typed) => onChange(typed)}
          />
        </Field>
      );
    case 'checkbox':
      return (
        <Field validationMessage={error} validationState={fieldProps.validationState}>
          <Checkbox
            label={label}
            required={fieldProps.required}
            checked={value === true}
            onChange={(_, data) => onChange(data.checked === true)}
          />
        </Field>
      );
    case 'radio':
      return (
        <Field {...fieldProps}>
          <RadioGroup
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(_, data) => onChange(optionOf(options, data.value))}
          >
            {options.map((option) => (
              <Radio key={String(option.value)} value={String(option.value)} label={optionLabel(option)} />
            ))}
          </RadioGroup>
        </Field>
      );
    case 'select': {
      if (field.multiple) {
        const chosen = Array.isArray(value) ? (value as unknown[]) : [];
        return (
          <Field {...fieldProps}>
            <fieldset aria-label={label} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              {/* Each box is named by its own label, not by the field's (the fieldset carries that). */}
              <FieldContextProvider value={undefined}>
                {options.map((option) => (
                  <Checkbox
                    key={String(option.value)}
                    label={option.label}
                    checked={chosen.includes(option.value)}
                    onChange={(_, data) =>
                      onChange(
                        (data.checked
                          ? [...chosen, option.value]
                          : chosen.filter((item) => item !== option.value)) as unknown as FieldValue,
                      )
                    }
                  />
                ))}
              </FieldContextProvider>
            </fieldset>
          </Field>
        );
      }
      return (
        <Field {...fieldProps}>
          <Select value={textValue} onChange={(_, data) => onChange(optionOf(options, data.value))}>
            <option value="">{text('wizards.field.choose')}</option>
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      );
    }
    case 'file':
      return (
        <Field {...fieldProps} validationMessage={titledMessage(error)}>
          <input
            type="file"
            aria-label={label}
            multiple={field.multiple === true}
            onChange={(event) => onFiles([...(event.target.files ?? [])])}
          />
          {progress === undefined ? null : (
            <ProgressBar value={progress / 100} aria-label={text('wizards.upload.progress')} />
          )}
          {previews.length > 0 ? (
            <ul className={styles.previews}>
              {previews.map((preview) => (
                <li key={preview.url}>
                  <img
                    className={styles.preview}
                    src={preview.url}
                    alt={imageAlt(preview.name)}
                    width={96}
                    height={72}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
      );
    default:
      return (
        <Field {...fieldProps}>
          <Input
            type={INPUT_TYPES[field.kind] ?? 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            value={textValue}
            placeholder={field.placeholder}
            onChange={(_, data) => onChange(data.value)}
          />
        </Field>
      );
  }
};
