import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { checkPasswordStrength } from '../../../../../../core/shared/validation/password.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { fieldErrorMessage } from '../auth-errors.ts';
import { useFormStyles } from './form-styles.ts';

/**
 * The form that sets a new password (the reset link's page, the invitation link's page): the
 * password under the portal's rules (core/shared/validation/password.ts, the hint names them) and
 * its repetition, both checked before anything is sent. Only a password that passes reaches
 * `onSubmit`; the server checks it again.
 *
 * The fields are the form's own (read from it when it is sent, not kept in React's state), so what
 * was typed into a page rendered on the server before the portal took it over is kept. With an
 * `action`, the form is a real one: sent before the scripts have run, the browser posts the fields
 * (`password`, `confirmed` and the `hidden` ones) to that address, which the server answers.
 */
export const NewPasswordForm = ({
  labels,
  busy,
  onSubmit,
  action,
  hidden = {},
  children,
}: {
  /** The two fields' labels and the button's, in the page's own words. */
  readonly labels: {
    readonly password: MessageId;
    readonly confirmed: MessageId;
    readonly submit: MessageId;
  };
  /** The button is disabled while the password is being sent (or once it was taken). */
  readonly busy: boolean;
  readonly onSubmit: (password: string) => void;
  /** Where the form is posted when it is sent before the portal's scripts have run. */
  readonly action?: string;
  /** Fields sent with the form as it is (the invitation's token). */
  readonly hidden?: Readonly<Record<string, string>>;
  /** Shown above the fields: an introduction, the server's refusal. */
  readonly children?: ReactNode;
}) => {
  const styles = useFormStyles();
  const text = useText();
  const [errors, setErrors] = useState<{ password?: string; confirmed?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    const confirmed = String(fields.get('confirmed') ?? '');
    const strength = checkPasswordStrength(password);
    const next = {
      ...(strength.isErr() ? { password: text(fieldErrorMessage(strength.error.code)) } : {}),
      ...(confirmed === ''
        ? { confirmed: text('validation.required') }
        : confirmed !== password
          ? { confirmed: text('validation.passwordMismatch') }
          : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(password);
  };

  return (
    <form className={styles.form} onSubmit={submit} method="post" action={action} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Field
        label={text(labels.password)}
        validationMessage={errors.password}
        hint={text('auth.fields.passwordHint')}
        required
      >
        <Input type="password" name="password" autoComplete="new-password" />
      </Field>
      <Field label={text(labels.confirmed)} validationMessage={errors.confirmed} required>
        <Input type="password" name="confirmed" autoComplete="new-password" />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        <Text id={labels.submit} />
      </Button>
    </form>
  );
};
