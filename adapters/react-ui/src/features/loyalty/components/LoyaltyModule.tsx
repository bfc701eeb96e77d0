import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { levelFor } from '../../../../../../core/loyalty/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import type { ContentModuleJson } from '../../../components/content/content-module.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Text } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type LoyaltyLevels, loyaltyLevelsQuery, loyaltyStatusQuery } from '../api/loyalty-queries.ts';
import { LoyaltyContentProvider, useLoyaltyText } from '../loyalty-texts.tsx';
import { HowToModal } from './HowToModal.tsx';
import { IntroModal } from './IntroModal.tsx';
import { LevelsOverview } from './LevelsOverview.tsx';
import { LoyaltyStatusCard } from './LoyaltyStatusCard.tsx';
import { RedeemableBenefits } from './RedeemableBenefits.tsx';

/** The intro is shown once by itself; it stays reachable from its button. */
export const INTRO_SEEN_KEY = 'portal.loyalty-intro-seen';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

/** The member's own part: status and redeemable benefits (loyalty is for private customers). */
const MemberArea = ({ content }: { content: LoyaltyLevels | undefined }) => {
  const status = useQuery(loyaltyStatusQuery(usePortalApi()));
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <DataError onRetry={() => void status.refetch()} />;
  return (
    <>
      <LoyaltyStatusCard
        points={status.data.points}
        memberSince={status.data.member_since}
        levelTexts={content?.levels ?? []}
      />
      {content ? <RedeemableBenefits points={status.data.points} content={content} /> : null}
    </>
  );
};

const LoyaltyProgramme = () => {
  const styles = useStyles();
  const session = useSession();
  const api = usePortalApi();
  const { locale } = useLocale();
  const { browser } = useServices();
  const loyaltyText = useLoyaltyText();
  const [, setSearch] = useSearchParams();
  const levels = useQuery(loyaltyLevelsQuery(api, locale));
  const [howToOpen, setHowToOpen] = useState(false);
  const [introOpen, setIntroOpen] = useState(false);
  const user = session.data;
  const member = user?.kind === 'consumer';
  const status = useQuery({ ...loyaltyStatusQuery(api), enabled: member });

  useEffect(() => {
    if (member && browser.localStorage.getItem(INTRO_SEEN_KEY) === null) setIntroOpen(true);
  }, [member, browser]);
  const closeIntro = () => {
    browser.localStorage.setItem(INTRO_SEEN_KEY, 'true');
    setIntroOpen(false);
  };

  return (
    <div className={styles.body}>
      <div className={styles.actions}>
        <Button onClick={() => setHowToOpen(true)}>{loyaltyText('howTo.title', 'loyalty.page.howTo')}</Button>
        <Button onClick={() => setIntroOpen(true)}>
          <Text id="loyalty.page.intro" />
        </Button>
      </div>
      {session.isPending ? <LoadingState /> : null}
      {session.isSuccess && !user ? (
        <MessageBar intent="info">
          <MessageBarBody>{loyaltyText('loginRequired', 'loyalty.page.loginRequired')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setSearch({ login: 'true' })}>
              <Text id="loyalty.page.login" />
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {user && !member ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <Text id="loyalty.page.consumersOnly" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {member ? <MemberArea content={levels.data} /> : null}
      {levels.isPending ? <LoadingState /> : null}
      {levels.isError ? <DataError onRetry={() => void levels.refetch()} /> : null}
      {levels.data && levels.data.levels.length === 0 ? (
        <p>
          <Text id="loyalty.levels.empty" />
        </p>
      ) : null}
      {levels.data && levels.data.levels.length > 0 ? (
        <LevelsOverview
          content={levels.data}
          {...(status.data ? { currentLevel: levelFor(status.data.points).id } : {})}
        />
      ) : null}
      <HowToModal open={howToOpen} onClose={() => setHowToOpen(false)} />
      <IntroModal open={introOpen} onClose={closeIntro} />
    </div>
  );
};

/**
 * The content's `loyalty` module (consumer spec §1, §2 "Loyalty page", §4, §6, §9): member since,
 * points, the level with the way to the next, the benefits per level, what can be redeemed, the
 * how-to and intro modals and the redemption — in the content's words where it has them. The
 * levels are public; rewards need a login.
 */
export const LoyaltyModule = ({ module }: { module: ContentModuleJson }) => (
  <LoyaltyContentProvider content={module.props ?? {}}>
    <LoyaltyProgramme />
  </LoyaltyContentProvider>
);
