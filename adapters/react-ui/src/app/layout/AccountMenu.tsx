import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { Text, useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';
import { ACCOUNT_MENU } from './public-links.ts';

export const AccountMenu = ({ user }: { user: SessionUser }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const text = useText();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button aria-label={text('layout.accountMenu.label')}>{user.hs_first_name ?? user.name}</Button>
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
