import { useSearchParams } from 'react-router';
import { Modal } from '../../../components/Modal.tsx';
import { useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import { LoginForm } from './LoginForm.tsx';

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
      <LoginForm onSignedIn={close} />
    </Modal>
  );
};
