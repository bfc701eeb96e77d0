import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/AppLink.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { Text, useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { ACCOUNT_MENU, HEADER_LINKS } from './public-links.ts';

const useStyles = makeStyles({
  panel: {
    display: 'none',
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 10,
    flexDirection: 'column',
    gap: '16px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  open: { display: 'flex' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  account: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The header of a compact screen: one button that opens the public links, the language and the
 * account's pages below the header. The focus moves to the first link when it opens and back to the
 * button when Escape closes it; following a link closes it too.
 */
export const CompactMenu = ({ user }: { user: SessionUser | null }) => {
  const styles = useStyles();
  const text = useText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A new page closes the menu (the links navigate inside the portal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not read
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button, select')?.focus();
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  const firstName = user ? (user.hs_first_name ?? user.name) : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the menu closes it
    <div onKeyDown={closeOnEscape}>
      <Button
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Text id="layout.compactMenu.button" />
      </Button>
      <div id={panelId} ref={panel} className={mergeClasses(styles.panel, open && styles.open)}>
        {open ? (
          <>
            <nav aria-label={text('layout.compactMenu.links')}>
              <ul className={styles.list}>
                {HEADER_LINKS.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>
                      <Text id={link.label} />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LocaleSwitcher />
            {user && firstName ? (
              <nav aria-label={text('layout.accountMenu.label', { name: firstName })}>
                <p className={styles.account}>{firstName}</p>
                <ul className={styles.list}>
                  {ACCOUNT_MENU.map((item) => (
                    <li key={item.label}>
                      <AppLink to={item.to}>
                        <Text id={item.label} />
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
};
