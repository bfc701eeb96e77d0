import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { lazyWithTexts } from '../../../i18n/page-texts.ts';
import { useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';

// Every page carries the host, few open the dialog: the form and its fields load when it opens.
const LoginForm = lazyWithTexts(() => import('./LoginForm.tsx').then((m) => ({ default: m.LoginForm })));

/** Business spec §2: any page opened with login=true while signed out opens the login dialog. */
export const LoginDialogHost = () => {
  const [search, setSearch] = useSearchParams();
  const { data: user, isPending } = useSession();
  const text = useText();
  const open = search.get('login') === 'true' && !isPending && !user;
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('login');
        return next;
      },
      { replace: true },
    );
  return (
    <Modal open={open} onClose={close} title={text('auth.login.title')}>
      <Suspense fallback={<LoadingState />}>
        <LoginForm onSignedIn={close} />
      </Suspense>
    </Modal>
  );
};
