import { Button } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** A row's action button: its label, and an accessible name that names the row's item. */
export const RowAction = ({
  label,
  name,
  primary = false,
  disabled = false,
  onClick,
}: {
  label: MessageId;
  name: string;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) => (
  <Button
    size="small"
    appearance={primary ? 'primary' : 'secondary'}
    aria-label={name}
    disabled={disabled}
    onClick={onClick}
  >
    <Text id={label} />
  </Button>
);
