import { Button } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';

// The footer of every page shows the button; the form loads when the modal opens.
const NewsletterForm = lazy(() =>
  import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })),
);

/** Consumer spec §2 "Modal names": the newsletter form modal in the footer. */
export const NewsletterSignup = () => {
  const text = useText();
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
      <Button
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
      >
        <Text id="newsletter.footer.open" />
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={text('newsletter.form.title')}>
        <Suspense fallback={<LoadingState />}>
          <NewsletterForm key={round} />
        </Suspense>
      </Modal>
    </section>
  );
};
