import { Button, Field, Input, Title2 } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { validateEmail } from '../../../../../../core/shared/validation/email.ts';
import { checkPasswordStrength } from '../../../../../../core/shared/validation/password.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useRegister } from '../api/auth-calls.ts';
import { authErrorMessage, fieldErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';
import { useFormStyles } from '../components/form-styles.ts';

type Form = { firstname: string; lastname: string; email: string; password: string };
type Errors = Partial<Record<keyof Form, string>>;

export const RegisterPage = () => {
  const styles = useFormStyles();
  const text = useText();
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState<Form>({ firstname: '', lastname: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Form) => (_: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [field]: data.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (form.firstname.trim() === '') next.firstname = text('validation.required');
    if (form.lastname.trim() === '') next.lastname = text('validation.required');
    const email = validateEmail(form.email);
    if (email.isErr()) next.email = text(fieldErrorMessage(email.error.code));
    const password = checkPasswordStrength(form.password);
    if (password.isErr()) next.password = text(fieldErrorMessage(password.error.code));
    setErrors(next);
    if (Object.keys(next).length > 0 || email.isErr()) return;
    register.mutate({
      email: email.value,
      password: form.password,
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
    });
  };

  const serverError = apiErrorOf(register.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.register.title" />
      </Title2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError ? <FormError message={authErrorMessage(serverError)} /> : null}
        <Field label={text('auth.fields.firstname')} validationMessage={errors.firstname} required>
          <Input autoComplete="given-name" value={form.firstname} onChange={set('firstname')} />
        </Field>
        <Field label={text('auth.fields.lastname')} validationMessage={errors.lastname} required>
          <Input autoComplete="family-name" value={form.lastname} onChange={set('lastname')} />
        </Field>
        <Field label={text('auth.fields.email')} validationMessage={errors.email} required>
          <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field
          label={text('auth.fields.password')}
          validationMessage={errors.password}
          hint={text('auth.fields.passwordHint')}
          required
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={register.isPending}>
          <Text id="auth.register.submit" />
        </Button>
        <span>
          <Text id="auth.register.hasAccount" /> <AppLink to="/login">{text('auth.register.login')}</AppLink>
        </span>
      </form>
      <Modal
        open={register.isSuccess}
        onClose={() => navigate('/login')}
        title={text('auth.verificationModal.title')}
        actions={
          <Button appearance="primary" onClick={() => navigate('/login')}>
            <Text id="auth.toLogin" />
          </Button>
        }
      >
        <Text id="auth.verificationModal.text" values={{ email: register.data?.data.email ?? form.email }} />
      </Modal>
    </PageStack>
  );
};
