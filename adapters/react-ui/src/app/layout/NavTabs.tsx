import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { Text, useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { BUSINESS_TABS, CONSUMER_TABS, type NavTab } from './public-links.ts';

const useStyles = makeStyles({ tabs: { padding: '0 16px' } });

/** The tab of the current page: the longest tab path the location starts with. */
export const selectedTab = (tabs: readonly NavTab[], pathname: string): string | undefined =>
  tabs
    .filter((tab) => [tab.to, ...(tab.also ?? [])].some((path) => matchPath({ path, end: false }, pathname)))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;

/** The business tabs the user's role sees (a tab without roles is everyone's). */
export const businessTabsFor = (user: SessionUser): readonly NavTab[] =>
  BUSINESS_TABS.filter((tab) => !tab.roles || tab.roles.includes(user.role ?? 'unknown'));

export const NavTabs = ({ user }: { user: SessionUser }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useText();
  const tabs = user.kind === 'business' ? businessTabsFor(user) : CONSUMER_TABS;
  return (
    <nav aria-label={text('layout.nav.label')} className={useStyles().tabs}>
      <TabList
        selectedValue={selectedTab(tabs, location.pathname) ?? null}
        onTabSelect={(_, data) => navigate(String(data.value), { state: { from: location.pathname } })}
      >
        {tabs.map((tab) => (
          <Tab key={tab.to} value={tab.to}>
            <Text id={tab.label} />
          </Tab>
        ))}
      </TabList>
    </nav>
  );
};
