import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useText } from '../../../i18n/text.tsx';
import type { ContactJson } from '../api/business-documents-queries.ts';

/**
 * The action column of a contact: deleting (which the account manager does, business spec §6),
 * and for an INVITED contact, when the user may, 'Einladung erneut senden' — both in one menu, as
 * the column is 64px wide (§9).
 */
export const ContactActions = ({
  contact,
  mayResend,
  onDelete,
  onResend,
}: {
  contact: ContactJson;
  mayResend: boolean;
  onDelete: () => void;
  onResend: () => void;
}) => {
  const text = useText();
  if (!mayResend || contact.status !== 'INVITED')
    return (
      <Button
        size="small"
        appearance="subtle"
        aria-label={text('contacts.delete.open', { name: contact.name })}
        onClick={onDelete}
      >
        …
      </Button>
    );
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          aria-label={text('contacts.resend.actions', { name: contact.name })}
        >
          …
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onResend}>{text('contacts.resend.open')}</MenuItem>
          <MenuItem onClick={onDelete}>{text('contacts.delete.title')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
