import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';

/** Consumer spec §2 "Loyalty page": the four-screen intro. */
const SCREENS: readonly { readonly title: MessageId; readonly text: MessageId }[] = [
  { title: 'loyalty.intro.welcome.title', text: 'loyalty.intro.welcome.text' },
  { title: 'loyalty.intro.levels.title', text: 'loyalty.intro.levels.text' },
  { title: 'loyalty.intro.voucher.title', text: 'loyalty.intro.voucher.text' },
  { title: 'loyalty.intro.save.title', text: 'loyalty.intro.save.text' },
];

export const IntroModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const text = useText();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const screen = SCREENS[index] ?? SCREENS[0];
  if (!screen) return null;
  const last = index === SCREENS.length - 1;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text(screen.title)}
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
      <p>
        <Text id={screen.text} />
      </p>
      <p>{text('loyalty.intro.step', { step: index + 1, count: SCREENS.length })}</p>
    </Modal>
  );
};
