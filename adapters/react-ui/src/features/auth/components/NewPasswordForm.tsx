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
 */
export const NewPasswordForm = ({
  labels,
  busy,
  onSubmit,
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
  /** Shown above the fields: an introduction, the server's refusal. */
  readonly children?: ReactNode;
}) => {
  const styles = useFormStyles();
  const text = useText();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmed?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <Field
        label={text(labels.password)}
        validationMessage={errors.password}
        hint={text('auth.fields.passwordHint')}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Field label={text(labels.confirmed)} validationMessage={errors.confirmed} required>
        <Input
          type="password"
          autoComplete="new-password"
          value={confirmed}
          onChange={(_, data) => setConfirmed(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        <Text id={labels.submit} />
      </Button>
    </form>
  );
};
