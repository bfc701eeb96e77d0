import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPageView } from '../../../components/content/ContentPageView.tsx';
import { type ContentModuleJson, contentPageQuery } from '../../../components/content/content-module.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';

/** The content page /referral is assembled from (adapters/sql/seed/content/pages.ts). */
export const REFERRAL_PAGE = 'referral';

const NONE = {};
const ESSENTIALS: readonly ContentModuleJson[] = [
  { id: 'referral-promo', type: 'referral-promo', props: {} },
];

/** A toast once per page visit while `when` holds (consumer spec §8 "Referral"). */
const useToastOnce = (toasterId: string, when: boolean, message: MessageId, intent: 'error' | 'warning') => {
  const { dispatchToast } = useToastController(toasterId);
  const text = useText();
  const shown = useRef(false);
  useEffect(() => {
    if (!when || shown.current) return;
    shown.current = true;
    dispatchToast(
      <Toast>
        <ToastTitle>{text(message)}</ToastTitle>
      </Toast>,
      { intent },
    );
  }, [when, message, intent, dispatchToast, text]);
};

/**
 * /referral (consumer spec §2, §7, §8 "Referral", §9): the content page `referral`, whose referral
 * promo shows the voucher texts and the invite link with copy and share. Without a session the
 * page says so in a toast and opens the login (the `login=true` dialog), after which the link shows
 * in place. When the page's content, which holds the voucher texts, cannot be loaded, a toast says
 * so and the promo shows the portal's own voucher texts.
 */
export const ReferralPage = () => {
  const session = useSession();
  const api = usePortalApi();
  const { locale } = useLocale();
  const [, setSearch] = useSearchParams();
  const askedToLogin = useRef(false);
  const signedOut = session.isSuccess && !session.data;
  useEffect(() => {
    if (signedOut && !askedToLogin.current) {
      askedToLogin.current = true;
      setSearch({ login: 'true' }, { replace: true });
    }
  }, [signedOut, setSearch]);
  // The page's own toaster, there from its first render (the layout's comes after the first paint).
  const toasterId = useId('referral-page-toaster');
  useToastOnce(toasterId, signedOut, 'referral.toast.loginRequired', 'warning');
  // The same cached answer the page view reads: nothing is fetched twice.
  const content = useQuery(contentPageQuery(api, REFERRAL_PAGE, locale));
  useToastOnce(toasterId, content.isError, 'referral.toast.voucherFailed', 'error');
  const kind = session.data?.kind;
  const data = useMemo(() => ({ customer: { kind } }), [kind]);
  return (
    <ContentPageView
      slug={REFERRAL_PAGE}
      title="referral.page.title"
      placed={NONE}
      essentials={ESSENTIALS}
      data={data}
    >
      <Toaster toasterId={toasterId} />
    </ContentPageView>
  );
};
