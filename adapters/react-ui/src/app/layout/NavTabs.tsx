import { makeStyles, mergeClasses, Tab, TabList } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useScrollingTabsStyles } from '../../components/scrolling-tabs.ts';
import { Text, useText } from '../../i18n/text.tsx';
import { leadsToWrite } from '../../lib/customer-view.ts';
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
  // In a support user's view a tab to a page that writes (the cart) is not offered.
  const tabs = (user.kind === 'business' ? businessTabsFor(user) : CONSUMER_TABS).filter(
    (tab) => !(user.support_view && leadsToWrite(tab.to)),
  );
  const styles = useStyles();
  const scrolling = useScrollingTabsStyles();
  const selected = selectedTab(tabs, location.pathname);
  const nav = useRef<HTMLElement>(null);
  // The current page's tab is in sight on a narrow screen too, however far along the list it is.
  // The widths are read after the next frame, when the browser has laid the page out anyway: read
  // in the effect, right after a commit (the hydration's), they made the browser lay out the whole
  // page there, inside the commit's task (docs/ui/hydration.md "The hydration's commit").
  useEffect(() => {
    if (!selected) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const tab = nav.current?.querySelector<HTMLElement>('[aria-selected="true"]');
        if (tab && nav.current && nav.current.scrollWidth > nav.current.clientWidth)
          tab.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [selected]);
  return (
    <nav
      aria-label={text('layout.nav.label')}
      className={mergeClasses(scrolling.scroller, styles.tabs)}
      ref={nav}
    >
      <TabList
        className={scrolling.list}
        selectedValue={selected ?? null}
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
