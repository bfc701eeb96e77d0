import { Button, Field, Input, Title2 } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { validateEmail } from '../../../../../../core/shared/validation/email.ts';
import { Modal } from '../../../components/Modal.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useRequestPasswordReset } from '../api/auth-calls.ts';
import { authErrorMessage, fieldErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';
import { useFormStyles } from '../components/form-styles.ts';

export const ForgotPasswordPage = () => {
  const styles = useFormStyles();
  const text = useText();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    setError(checked.isErr() ? text(fieldErrorMessage(checked.error.code)) : undefined);
    if (checked.isOk()) request.mutate(checked.value);
  };

  const serverError = apiErrorOf(request.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.forgot.title" />
      </Title2>
      <p>
        <Text id="auth.forgot.text" />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError ? <FormError message={authErrorMessage(serverError)} /> : null}
        <Field label={text('auth.fields.email')} validationMessage={error} required>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(_, data) => setEmail(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={request.isPending}>
          <Text id="auth.forgot.submit" />
        </Button>
      </form>
      <Modal
        open={request.isSuccess}
        onClose={() => navigate('/login')}
        title={text('auth.resetModal.title')}
        actions={
          <Button appearance="primary" onClick={() => navigate('/login')}>
            <Text id="auth.toLogin" />
          </Button>
        }
      >
        <Text id="auth.resetModal.text" values={{ email: email.trim() }} />
      </Modal>
    </PageStack>
  );
};
