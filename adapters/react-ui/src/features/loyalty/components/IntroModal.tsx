import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { screenEntry, useLoyaltyList } from '../loyalty-texts.tsx';

/** Consumer spec §2 "Loyalty page": the four-screen intro (the catalogue's, unless content has its own). */
const SCREENS: readonly { readonly title: MessageId; readonly text: MessageId }[] = [
  { title: 'loyalty.intro.welcome.title', text: 'loyalty.intro.welcome.text' },
  { title: 'loyalty.intro.levels.title', text: 'loyalty.intro.levels.text' },
  { title: 'loyalty.intro.voucher.title', text: 'loyalty.intro.voucher.text' },
  { title: 'loyalty.intro.save.title', text: 'loyalty.intro.save.text' },
];

/** The intro's screens in the content's words where it has them. */
export const IntroModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const text = useText();
  const own = useLoyaltyList('intro', screenEntry);
  const screens = own ?? SCREENS.map((screen) => ({ title: text(screen.title), text: text(screen.text) }));
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const screen = screens[index] ?? screens[0];
  if (!screen) return null;
  const last = index === screens.length - 1;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={screen.title}
      actions={
        <>
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            <Text id="loyalty.intro.back" />
          </Button>
          <Button appearance="primary" onClick={last ? onClose : () => setIndex(index + 1)}>
            <Text id={last ? 'loyalty.intro.done' : 'loyalty.intro.next'} />
          </Button>
        </>
      }
    >
      <p>{screen.text}</p>
      <p>{text('loyalty.intro.step', { step: index + 1, count: screens.length })}</p>
    </Modal>
  );
};
