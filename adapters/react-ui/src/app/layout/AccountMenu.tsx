import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { lazyWithTexts } from '../../i18n/page-texts.ts';
import { useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';

// The menu's popover, list and positioning are not needed for the first paint: they load right
// after it, and until then the button looks the same and opens the menu once it is here.
const AccountMenuPopover = lazyWithTexts(() =>
  import('./AccountMenuPopover.tsx').then((m) => ({ default: m.AccountMenuPopover })),
);

export const AccountMenu = ({ user }: { user: SessionUser }) => {
  const text = useText();
  const [clicked, setClicked] = useState(false);
  const firstName = user.hs_first_name ?? user.name;
  const placeholder = (
    <Button
      aria-label={text('layout.accountMenu.label', { name: firstName })}
      onClick={() => setClicked(true)}
    >
      {firstName}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuPopover user={user} defaultOpen={clicked} />
    </Suspense>
  );
};
