import { Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../../../../http/client/api-error.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useConfirmNewsletter } from '../api/confirm-newsletter.ts';

/** What the page says when the BFF does not confirm: a used link, an unknown one, too many tries. */
const refusalOf = (error: ApiError | undefined): MessageId => {
  if (error?.kind !== 'http') return 'newsletter.confirm.failure';
  if (error.code === 'conflict') return 'newsletter.confirm.used';
  if (error.code === 'token_invalid') return 'newsletter.confirm.invalid';
  if (error.code === 'rate_limited') return 'newsletter.confirm.rateLimited';
  return 'newsletter.confirm.failure';
};

/**
 * /newsletter/confirm?token=… from the newsletter's confirmation mail (double opt-in). The
 * confirmation is the reader's click, not the page's opening: mail scanners open links (some run
 * the page's script), and must not sign an address up on its owner's behalf.
 */
export const NewsletterConfirmPage = () => {
  const [search] = useSearchParams();
  const token = search.get('token');
  const confirm = useConfirmNewsletter();
  const text = useText();
  const refused = confirm.isError ? refusalOf(apiErrorOf(confirm.error)) : undefined;
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="newsletter.confirm.title" />
      </Title2>
      {!token ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="newsletter.confirm.invalid" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {token && !confirm.isSuccess && !refused ? (
        <>
          <Text id="newsletter.confirm.intro" />
          <div>
            <Button appearance="primary" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
              <Text id="newsletter.confirm.submit" />
            </Button>
          </div>
        </>
      ) : null}
      {confirm.isSuccess ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            <Text id="newsletter.confirm.success" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {refused ? (
        <MessageBar intent={refused === 'newsletter.confirm.used' ? 'info' : 'error'} role="alert">
          <MessageBarBody>
            <Text id={refused} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {confirm.isSuccess || refused || !token ? (
        <AppLink to="/">{text('newsletter.confirm.toHome')}</AppLink>
      ) : null}
    </PageStack>
  );
};
