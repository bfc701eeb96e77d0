import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { Text, useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { ACCOUNT_MENU } from './public-links.ts';

/** The account menu itself (consumer spec §2); AccountMenu.tsx loads it after the first paint. */
export const AccountMenuPopover = ({ user, defaultOpen }: { user: SessionUser; defaultOpen: boolean }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useText();
  const firstName = user.hs_first_name ?? user.name;
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>
        {/* The name a screen reader announces holds the visible first name (WCAG 2.5.3, label in name). */}
        <Button aria-label={text('layout.accountMenu.label', { name: firstName })}>{firstName}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ACCOUNT_MENU.map((item) => (
            <MenuItem
              key={item.label}
              onClick={() => navigate(item.to, { state: { from: location.pathname } })}
            >
              <Text id={item.label} />
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
