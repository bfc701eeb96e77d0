import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Toast,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Text, useText } from '../../i18n/text.tsx';
import { isHttpStatus } from '../../lib/query.ts';
import { type SessionUser, usePortalApi, useSession } from '../../lib/session.ts';
import { DataError } from '../DataError.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { SmartLink } from '../SmartLink.tsx';
import { type ContentModuleJson, isRecord, textProp } from './content-module.ts';
import { useContentText } from './content-text.tsx';
import { InviteLink } from './InviteLink.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';
import { referralLinkQuery, useCreateReferralLink } from './referral-link-query.ts';
import { VoucherTexts } from './VoucherTexts.tsx';

/** The signed-in customer's link: loading, failed (a toast and an inline message), none yet, or shown. */
const MemberLink = ({
  module,
  user,
  toasterId,
}: {
  module: ContentModuleJson;
  user: SessionUser;
  toasterId: string;
}) => {
  const text = useText();
  const contentText = useContentText();
  const api = usePortalApi();
  const link = useQuery(referralLinkQuery(api, user.email));
  const create = useCreateReferralLink(api, user.email);
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
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          {contentText(textProp(module, 'linkError'), 'referral.link.loadFailed')}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void link.refetch()}>
            <Text id="app.dataError.retry" />
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (link.data.trim() === '')
    return (
      <>
        <p>
          <Text id="referral.link.none" />
        </p>
        {create.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id="referral.link.createFailed" />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <div>
          <Button appearance="primary" disabled={create.isPending} onClick={() => create.mutate()}>
            <Text id="referral.link.create" />
          </Button>
        </div>
      </>
    );
  return (
    <InviteLink
      link={link.data}
      copyLabel={contentText(
        textProp(module, 'copyButton') ?? textProp(module, 'button'),
        'referral.link.copy',
      )}
      shareLabel={contentText(textProp(module, 'shareButton'), 'referral.link.share')}
    />
  );
};

/**
 * The referral promo (consumer spec §2 "referral promo (invite link with copy or share button)",
 * §8 "Referral", §9): the content's title and text or the voucher texts, then the customer's invite
 * link with copy and share. Signed out, it says a login is needed and offers the login dialog.
 */
export const ReferralPromoModule = ({ module }: { module: ContentModuleJson }) => {
  const session = useSession();
  const [, setSearch] = useSearchParams();
  const contentText = useContentText();
  const toasterId = useId('referral-toaster');
  const description = textProp(module, 'description');
  const to = textProp(module, 'to');
  const voucherTexts = module.props?.voucherTexts;
  const user = session.data;
  return (
    <ModuleFrame title={textProp(module, 'title')}>
      <Toaster toasterId={toasterId} />
      {description ? <p>{description}</p> : null}
      {isRecord(voucherTexts) || !description ? (
        <VoucherTexts texts={isRecord(voucherTexts) ? voucherTexts : {}} />
      ) : null}
      {session.isPending ? <LoadingState /> : null}
      {session.isError ? <DataError onRetry={() => void session.refetch()} /> : null}
      {session.isSuccess && !user ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {contentText(textProp(module, 'loginRequired'), 'referral.page.loginRequired')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setSearch({ login: 'true' })}>
              <Text id="referral.page.login" />
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {user ? <MemberLink module={module} user={user} toasterId={toasterId} /> : null}
      {to ? (
        <div>
          <SmartLink href={to}>
            <Text id="content.referralPromo.more" />
          </SmartLink>
        </div>
      ) : null}
    </ModuleFrame>
  );
};
