import { MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useResetPassword } from '../api/auth-calls.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { FormError } from '../components/FormError.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

/** /reset-password?token=… from the reset e-mail. */
export const ResetPasswordPage = () => {
  const text = useText();
  const [search] = useSearchParams();
  const token = search.get('token');
  const reset = useResetPassword();

  const serverError = apiErrorOf(reset.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="auth.reset.title" />
      </Title2>
      {!token ? <FormError message="auth.reset.missingToken" /> : null}
      {reset.isSuccess ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <Text id="auth.reset.success" /> <AppLink to="/login">{text('auth.toLogin')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      ) : token ? (
        <NewPasswordForm
          labels={{
            password: 'auth.fields.newPassword',
            confirmed: 'auth.fields.confirmedNewPassword',
            submit: 'auth.reset.submit',
          }}
          busy={reset.isPending}
          onSubmit={(password) => reset.mutate({ token, newPassword: password })}
        >
          {serverError ? <FormError message={authErrorMessage(serverError)} /> : null}
        </NewPasswordForm>
      ) : (
        <AppLink to="/forgot-password">{text('auth.login.forgotPassword')}</AppLink>
      )}
    </PageStack>
  );
};
