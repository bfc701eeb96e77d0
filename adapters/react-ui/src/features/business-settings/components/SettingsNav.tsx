import { makeStyles, mergeClasses, Tab, TabList } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useScrollingTabsStyles } from '../../../components/scrolling-tabs.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';

const SETTINGS_PAGES: readonly { readonly to: string; readonly label: MessageId }[] = [
  { to: '/settings/company', label: 'businessSettings.nav.company' },
  { to: '/settings/roles-management', label: 'businessSettings.nav.roles' },
  { to: '/settings/car-policy', label: 'businessSettings.nav.carPolicy' },
];

const useStyles = makeStyles({ nav: { marginBottom: '8px' } });

/**
 * The three settings pages side by side; every role sees all three, so a driver learns that roles
 * and car policy exist and who manages them (the pages say so), rather than missing them.
 */
export const SettingsNav = ({ current }: { current: string }) => {
  const navigate = useNavigate();
  const text = useText();
  const styles = useStyles();
  const scrolling = useScrollingTabsStyles();
  return (
    <nav
      aria-label={text('businessSettings.nav.label')}
      className={mergeClasses(scrolling.scroller, styles.nav)}
    >
      <TabList
        className={scrolling.list}
        selectedValue={current}
        onTabSelect={(_, data) => navigate(String(data.value))}
      >
        {SETTINGS_PAGES.map((page) => (
          <Tab key={page.to} value={page.to}>
            <Text id={page.label} />
          </Tab>
        ))}
      </TabList>
    </nav>
  );
};
