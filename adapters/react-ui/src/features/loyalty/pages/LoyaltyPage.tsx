import { useMemo } from 'react';
import { ContentPageView } from '../../../components/content/ContentPageView.tsx';
import type { ContentModuleJson } from '../../../components/content/content-module.ts';
import type { PlacedModules } from '../../../components/content/content-modules.tsx';
import { useSession } from '../../../lib/session.ts';
import { LoyaltyModule } from '../components/LoyaltyModule.tsx';

export { INTRO_SEEN_KEY } from '../components/LoyaltyModule.tsx';

/** The content page /loyalty is assembled from (adapters/sql/seed/content/pages.ts). */
export const LOYALTY_PAGE = 'loyalty';

const PLACED: PlacedModules = { loyalty: LoyaltyModule };
const ESSENTIALS: readonly ContentModuleJson[] = [{ id: 'loyalty', type: 'loyalty', props: {} }];

/** /loyalty: the loyalty programme among the modules of the content page `loyalty`. */
export const LoyaltyPage = () => {
  const kind = useSession().data?.kind;
  const data = useMemo(() => ({ customer: { kind } }), [kind]);
  return (
    <ContentPageView
      slug={LOYALTY_PAGE}
      title="loyalty.page.title"
      placed={PLACED}
      essentials={ESSENTIALS}
      data={data}
    />
  );
};
