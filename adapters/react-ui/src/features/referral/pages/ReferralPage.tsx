import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPageView } from '../../../components/content/ContentPageView.tsx';
import type { ContentModuleJson } from '../../../components/content/content-module.ts';
import { useSession } from '../../../lib/session.ts';

/** The content page /referral is assembled from (adapters/sql/seed/content/pages.ts). */
export const REFERRAL_PAGE = 'referral';

const NONE = {};
const ESSENTIALS: readonly ContentModuleJson[] = [
  { id: 'referral-promo', type: 'referral-promo', props: {} },
];

/**
 * /referral (consumer spec §2, §7, §8 "Referral", §9): the content page `referral`, whose referral
 * promo shows the voucher texts and the invite link with copy and share. Without a session the
 * page opens the login (the `login=true` dialog), after which the link shows in place.
 */
export const ReferralPage = () => {
  const session = useSession();
  const [, setSearch] = useSearchParams();
  const askedToLogin = useRef(false);
  const signedOut = session.isSuccess && !session.data;
  useEffect(() => {
    if (signedOut && !askedToLogin.current) {
      askedToLogin.current = true;
      setSearch({ login: 'true' }, { replace: true });
    }
  }, [signedOut, setSearch]);
  const kind = session.data?.kind;
  const data = useMemo(() => ({ customer: { kind } }), [kind]);
  return (
    <ContentPageView
      slug={REFERRAL_PAGE}
      title="referral.page.title"
      placed={NONE}
      essentials={ESSENTIALS}
      data={data}
    />
  );
};
