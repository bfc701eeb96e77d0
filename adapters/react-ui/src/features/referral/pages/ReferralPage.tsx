import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title1,
  Toast,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { type SessionUser, usePortalApi, useSession } from '../../../lib/session.ts';
import { referralLinkQuery } from '../api/referral-queries.ts';
import { InviteLink } from '../components/InviteLink.tsx';
import { VoucherTexts } from '../components/VoucherTexts.tsx';

/** The signed-in customer's link: loading, failed (a toast and an inline message), none yet, or shown. */
const MemberLink = ({ user, toasterId }: { user: SessionUser; toasterId: string }) => {
  const text = useText();
  const link = useQuery(referralLinkQuery(usePortalApi(), user.email));
  const { dispatchToast } = useToastController(toasterId);
  const failed = link.isError && !isHttpStatus(link.error, 403);
  useEffect(() => {
    if (failed)
      dispatchToast(
        <Toast>
          <ToastTitle>{text('referral.link.loadFailedToast')}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      );
  }, [failed, dispatchToast, text]);
  if (link.isPending) return <LoadingState />;
  if (link.isError && !failed)
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          <Text id="referral.page.consumersOnly" />
        </MessageBarBody>
      </MessageBar>
    );
  if (link.isError)
    return <DataError message="referral.link.loadFailed" onRetry={() => void link.refetch()} />;
  if (link.data.trim() === '')
    return (
      <p>
        <Text id="referral.link.none" />
      </p>
    );
  return <InviteLink link={link.data} />;
};

/**
 * /referral (consumer spec §2, §7, §8 "Referral", §9): the invite link with copy and share, the
 * voucher texts and the limit of five friends. Without a session it says that a login is needed and
 * opens the login (the `login=true` dialog), after which the link shows in place.
 */
export const ReferralPage = () => {
  const session = useSession();
  const [, setSearch] = useSearchParams();
  const toasterId = useId('referral-toaster');
  const user = session.data;
  const askedToLogin = useRef(false);
  const signedOut = session.isSuccess && !user;
  useEffect(() => {
    if (signedOut && !askedToLogin.current) {
      askedToLogin.current = true;
      setSearch({ login: 'true' }, { replace: true });
    }
  }, [signedOut, setSearch]);
  return (
    <PageStack>
      <Toaster toasterId={toasterId} />
      <Title1 as="h1">
        <Text id="referral.page.title" />
      </Title1>
      <VoucherTexts />
      {session.isPending ? <LoadingState /> : null}
      {session.isError ? <DataError onRetry={() => void session.refetch()} /> : null}
      {signedOut ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <Text id="referral.page.loginRequired" />
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setSearch({ login: 'true' })}>
              <Text id="referral.page.login" />
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {user ? <MemberLink user={user} toasterId={toasterId} /> : null}
    </PageStack>
  );
};
