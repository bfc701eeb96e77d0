import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Title2 } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useAcceptInvitation } from '../api/invitation-calls.ts';
import { FormError } from '../components/FormError.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

/** What the page says for the server's refusal code, whether the call or the plain form was refused. */
const failureOfCode = (code: string): MessageId | 'link_invalid' => {
  switch (code) {
    case 'token_invalid':
      return 'link_invalid';
    case 'conflict':
      return 'invitation.accountExists';
    case 'weak_password':
      return 'validation.passwordWeak';
    case 'rate_limited':
      return 'invitation.rateLimited';
    case 'mismatch':
      return 'validation.passwordMismatch';
    default:
      return 'invitation.generalError';
  }
};

/** What the page says for a refused acceptance; an unusable link replaces the form. */
const failureOf = (error: unknown): MessageId | 'link_invalid' | undefined => {
  const apiError = apiErrorOf(error);
  if (!apiError) return error ? 'invitation.generalError' : undefined;
  return apiError.kind === 'http' ? failureOfCode(apiError.code) : 'invitation.generalError';
};

/**
 * The reason the server gave for a form sent before the portal's scripts had run
 * (adapters/http/server/invitation-form.ts sends the page back with `error`).
 */
const formFailureOf = (code: string | null): MessageId | 'link_invalid' | undefined =>
  code === null ? undefined : failureOfCode(code);

/**
 * /invitation?token=… from the invitation mail of a business contact: the invited person sets a
 * password and is then signed in to the business portal (docs/ui/business.md "Invited contacts").
 */
export const AcceptInvitationPage = () => {
  const text = useText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const accept = useAcceptInvitation();

  // Rendered on the server, the page's form works before the scripts have run: a real form, posted
  // to /invitation, whose refusal comes back in the address.
  const failure = accept.isIdle ? formFailureOf(search.get('error')) : failureOf(accept.error);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="invitation.title" />
      </Title2>
      {!token ? (
        <FormError message="invitation.missingToken" />
      ) : failure === 'link_invalid' ? (
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Text id="invitation.invalid.title" />
            </MessageBarTitle>
            <Text id="invitation.invalid.text" />
          </MessageBarBody>
        </MessageBar>
      ) : (
        <NewPasswordForm
          labels={{
            password: 'invitation.password',
            confirmed: 'invitation.confirmed',
            submit: 'invitation.submit',
          }}
          busy={accept.isPending || accept.isSuccess}
          action="/invitation"
          hidden={{ token }}
          onSubmit={(password) =>
            accept.mutate({ token, password }, { onSuccess: () => navigate('/', { replace: true }) })
          }
        >
          <Body1>
            <Text id="invitation.intro" />
          </Body1>
          {failure ? <FormError message={failure} /> : null}
        </NewPasswordForm>
      )}
      {!token || failure === 'link_invalid' || failure === 'invitation.accountExists' ? (
        <Body1>
          <Text id="invitation.toLogin" /> <AppLink to="/login">{text('auth.toLogin')}</AppLink>
        </Body1>
      ) : null}
    </PageStack>
  );
};
