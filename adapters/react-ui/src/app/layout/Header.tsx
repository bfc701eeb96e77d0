import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SmartLink } from '../../components/SmartLink.tsx';
import { COMPACT, WIDE } from '../../components/screen-sizes.ts';
import { Text, useText } from '../../i18n/text.tsx';
import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CompactMenu } from './CompactMenu.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { HEADER_LINKS } from './public-links.ts';

const useStyles = makeStyles({
  header: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    flexWrap: 'wrap',
    padding: '12px 24px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    [COMPACT]: { flexWrap: 'nowrap', gap: '8px', padding: '8px 16px' },
  },
  links: { display: 'flex', gap: '16px', flexWrap: 'wrap', flexGrow: 1 },
  home: { fontWeight: tokens.fontWeightSemibold, [COMPACT]: { flexGrow: 1 } },
  // On a compact screen the links, the language and the account live in the header's menu.
  wideOnly: { [COMPACT]: { display: 'none' } },
  compactOnly: { [WIDE]: { display: 'none' } },
});

export const Header = () => {
  const styles = useStyles();
  const text = useText();
  const { data: user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loginSearch = new URLSearchParams(search);
  loginSearch.set('login', 'true');
  return (
    <header className={styles.header}>
      {/* Each portal's home: a fleet user's is the fleet, not the consumer's /mycars. */}
      <RouterLink
        to={user?.kind === 'business' ? '/cars/all' : '/mycars'}
        className={styles.home}
        aria-label={text('layout.header.home')}
      >
        <Text id="app.title" />
      </RouterLink>
      <nav className={mergeClasses(styles.links, styles.wideOnly)}>
        {HEADER_LINKS.map((link) => (
          <SmartLink key={link.href} href={link.href}>
            <Text id={link.label} />
          </SmartLink>
        ))}
      </nav>
      <div className={styles.wideOnly}>
        <LocaleSwitcher />
      </div>
      {user ? (
        <div className={styles.wideOnly}>
          <AccountMenu user={user} />
        </div>
      ) : null}
      {!user && !isPending && location.pathname !== '/login' ? (
        <Button
          appearance="primary"
          onClick={() => navigate({ pathname: location.pathname, search: loginSearch.toString() })}
        >
          <Text id="layout.header.login" />
        </Button>
      ) : null}
      <div className={styles.compactOnly}>
        <CompactMenu user={user ?? null} />
      </div>
    </header>
  );
};
