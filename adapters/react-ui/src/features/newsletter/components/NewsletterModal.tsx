import { Suspense } from 'react';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { lazyWithTexts } from '../../../i18n/page-texts.ts';
import { useText } from '../../../i18n/text.tsx';

const NewsletterForm = lazyWithTexts(() =>
  import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })),
);

/** Consumer spec §2 "Modal names": the newsletter form modal; `round` gives each opening a new form. */
export const NewsletterModal = ({
  open,
  round,
  onClose,
}: {
  open: boolean;
  round: number;
  onClose: () => void;
}) => (
  <Modal open={open} onClose={onClose} title={useText()('newsletter.form.title')}>
    <Suspense fallback={<LoadingState />}>
      <NewsletterForm key={round} />
    </Suspense>
  </Modal>
);
