import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { GenericErrorToast } from '../../../components/GenericErrorToast.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { useCustomerView } from '../../../lib/customer-view.ts';
import { isHttpStatus } from '../../../lib/query.ts';
import { type CarPolicyJson, useUpdateCarPolicy } from '../api/settings-queries.ts';
import {
  type CarPolicyForm,
  type CarPolicyFormField,
  carPolicyFormOf,
  checkCarPolicyForm,
  POLICY_BRANDS,
  POLICY_FUELS,
} from '../car-policy-form.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  budget: { maxWidth: '280px' },
  choices: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
  buttons: { display: 'flex', gap: '8px' },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  error: { color: tokens.colorPaletteRedForeground1, margin: '4px 0 0' },
});

const toggled = <T,>(list: readonly T[], value: T, on: boolean): readonly T[] =>
  on ? [...list, value] : list.filter((entry) => entry !== value);

const Choices = <T extends string>({
  legend,
  all,
  chosen,
  error,
  disabled,
  onChange,
}: {
  legend: MessageId;
  all: readonly T[];
  chosen: readonly T[];
  error: string | undefined;
  disabled: boolean;
  onChange: (next: readonly T[]) => void;
}) => {
  const styles = useStyles();
  const text = useText();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{text(legend)}</legend>
      <Checkbox
        label={text('businessSettings.carPolicy.all')}
        checked={chosen.length === all.length ? true : chosen.length === 0 ? false : 'mixed'}
        onChange={(_, data) => onChange(data.checked === true ? all : [])}
      />
      <div className={styles.choices}>
        {all.map((value) => (
          <Checkbox
            key={value}
            label={value}
            checked={chosen.includes(value)}
            onChange={(_, data) => onChange(toggled(chosen, value, data.checked === true))}
          />
        ))}
      </div>
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
};

/**
 * The admin's car policy (business spec §3, §6): budget, fuels and the allowed makes of the 24. In
 * a support user's view of the admin it is shown, not changed: fields read-only, no save.
 */
export const CarPolicyEditor = ({ policy }: { policy: CarPolicyJson }) => {
  const styles = useStyles();
  const text = useText();
  const readOnly = useCustomerView() !== undefined;
  const update = useUpdateCarPolicy();
  const [form, setForm] = useState<CarPolicyForm>(() => carPolicyFormOf(policy));
  const [errors, setErrors] = useState<Partial<Record<CarPolicyFormField, MessageId>>>({});
  const errorOf = (field: CarPolicyFormField) => (errors[field] ? text(errors[field]) : undefined);
  const set = (change: Partial<CarPolicyForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCarPolicyForm(form, policy);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) update.mutate(checked.policy);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={text('businessSettings.carPolicy.title')}
    >
      <Subtitle2 as="h2">
        <Text id="businessSettings.carPolicy.title" />
      </Subtitle2>
      <p>
        <Text id="businessSettings.carPolicy.default" />
      </p>
      {update.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="businessSettings.carPolicy.saved" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {update.isError && isHttpStatus(update.error, 400) ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="businessSettings.company.checkEntries" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <GenericErrorToast error={update.isError && !isHttpStatus(update.error, 400) ? update.error : null} />
      <Field
        className={styles.budget}
        label={text('businessSettings.carPolicy.budget')}
        hint={text('businessSettings.carPolicy.budgetHint')}
        validationMessage={errorOf('budget')}
      >
        <Input
          value={form.budget}
          inputMode="decimal"
          readOnly={readOnly}
          contentAfter="€"
          onChange={(_, data) => set({ budget: data.value })}
        />
      </Field>
      <p>
        <Text id="businessSettings.carPolicy.vehicleTypes" />{' '}
        {policy.vehicleTypes === 'all'
          ? text('businessSettings.carPolicy.allVehicleTypes')
          : policy.vehicleTypes.join(', ')}
        <br />
        <Text id="businessSettings.carPolicy.assignedTo" />{' '}
        {policy.assignedTo === 'all_drivers'
          ? text('businessSettings.carPolicy.allDrivers')
          : text('businessSettings.carPolicy.someDrivers', { count: policy.assignedTo.length })}
      </p>
      <Choices
        legend="businessSettings.carPolicy.fuels"
        all={POLICY_FUELS}
        chosen={form.fuels}
        error={errorOf('fuels')}
        disabled={readOnly}
        onChange={(fuels) => set({ fuels })}
      />
      <Choices
        legend="businessSettings.carPolicy.brands"
        all={POLICY_BRANDS}
        chosen={form.brands}
        error={errorOf('brands')}
        disabled={readOnly}
        onChange={(brands) => set({ brands })}
      />
      <WriteAction>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" disabled={update.isPending}>
            <Text id="businessSettings.action.save" />
          </Button>
        </div>
      </WriteAction>
    </form>
  );
};
