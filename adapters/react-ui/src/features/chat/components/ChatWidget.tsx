import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../../app/ServicesContext.tsx';
import { LAUNCHER_OFFSET_PX } from '../../../components/floating-launcher.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { unwrap } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { createChatSession } from '../chat-session.ts';
import { ContactChat } from './ContactChat.tsx';

const useStyles = makeStyles({
  launcher: {
    position: 'fixed',
    right: `${LAUNCHER_OFFSET_PX}px`,
    bottom: `${LAUNCHER_OFFSET_PX}px`,
    zIndex: 10,
    boxShadow: tokens.shadow16,
  },
  help: { display: 'flex', flexDirection: 'column', gap: '16px' },
});

/**
 * The chat launcher (consumer spec §2 "Chat widget"). The vendor's script loads on the first open;
 * with no chat configured, or when it cannot load, the button offers the hotline and the contact
 * form as a chat with customer service instead (ContactChat), so it is never a button that does
 * nothing.
 */
export const ChatWidget = () => {
  const { chat } = useServices();
  const api = usePortalApi();
  const { data: user } = useSession();
  const text = useText();
  const styles = useStyles();
  const [helpOpen, setHelpOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const scriptUrl = chat?.scriptUrl;
  const signedIn = Boolean(user);

  const session = useMemo(
    () =>
      chat && scriptUrl
        ? createChatSession({
            load: () => chat.load(scriptUrl),
            token: async () =>
              signedIn ? (await unwrap(api.generateDecagonToken())).token : Promise.resolve(null),
            log: chat.log,
          })
        : undefined,
    [chat, scriptUrl, api, signedIn],
  );
  const state = useSyncExternalStore(
    (listener) => session?.subscribe(listener) ?? (() => {}),
    () => session?.state() ?? 'failed',
  );

  // An open that could not be served by the chat is served by the hotline.
  useEffect(() => {
    if (requested && state === 'failed') {
      setRequested(false);
      setHelpOpen(true);
    }
    if (state === 'ready') setRequested(false);
  }, [requested, state]);

  const offersHelp = !session || state === 'failed';
  const onClick = () => {
    if (offersHelp || !session) {
      setHelpOpen(true);
      return;
    }
    setRequested(true);
    session.open();
  };

  return (
    <>
      <Button
        className={styles.launcher}
        appearance="primary"
        shape="circular"
        onClick={onClick}
        icon={state === 'loading' ? <Spinner size="tiny" /> : undefined}
        aria-busy={state === 'loading'}
      >
        {offersHelp ? text('chat.launcher.help') : text('chat.launcher.open')}
      </Button>
      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={text('chat.help.title')}>
        <div className={styles.help}>
          <Text id="chat.help.text" />
          <ContactChat />
        </div>
      </Modal>
    </>
  );
};
