import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { lazyWithTexts } from '../../../i18n/page-texts.ts';
import { Text } from '../../../i18n/text.tsx';

// The footer of every page shows the button; the modal and its form load when it first opens.
const NewsletterModal = lazyWithTexts(() =>
  import('./NewsletterModal.tsx').then((m) => ({ default: m.NewsletterModal })),
);

/** Consumer spec §2 "Modal names": the newsletter form modal in the footer. */
export const NewsletterSignup = () => {
  const [open, setOpen] = useState(false);
  // A new form each time the modal opens: a finished sign-up does not stay on screen.
  const [round, setRound] = useState(0);
  return (
    <section>
      <h2>
        <Text id="newsletter.footer.title" />
      </h2>
      <p>
        <Text id="newsletter.footer.text" />
      </p>
      <WriteAction>
        <Button
          onClick={() => {
            setRound((n) => n + 1);
            setOpen(true);
          }}
        >
          <Text id="newsletter.footer.open" />
        </Button>
      </WriteAction>
      {round > 0 ? (
        <Suspense fallback={null}>
          <NewsletterModal open={open} round={round} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
};
