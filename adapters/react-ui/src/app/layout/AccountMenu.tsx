import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useWideScreen } from '../../components/use-wide-screen.ts';
import { lazyWithTexts } from '../../i18n/page-texts.ts';
import { useText } from '../../i18n/text.tsx';
import type { SessionUser } from '../../lib/session.ts';

// The menu's popover, list and positioning are not needed for the first paint: on a wide screen they
// load right after it, and until then the button looks the same and opens the menu once it is here.
// A compact screen hides this menu (its account links are in the header's menu, CompactMenu.tsx), so
// there they load only if the button is used.
const AccountMenuPopover = lazyWithTexts(() =>
  import('./AccountMenuPopover.tsx').then((m) => ({ default: m.AccountMenuPopover })),
);

export const AccountMenu = ({ user }: { user: SessionUser }) => {
  const text = useText();
  const [clicked, setClicked] = useState(false);
  const wide = useWideScreen();
  const firstName = user.hs_first_name ?? user.name;
  const placeholder = (
    <Button
      aria-label={text('layout.accountMenu.label', { name: firstName })}
      onClick={() => setClicked(true)}
    >
      {firstName}
    </Button>
  );
  if (!wide && !clicked) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuPopover user={user} defaultOpen={clicked} />
    </Suspense>
  );
};
