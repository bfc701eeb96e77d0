import type { ChatToken, ChatVendor } from './chat-environment.ts';

export type ChatState = 'idle' | 'loading' | 'ready' | 'failed';

type Dependencies = {
  /** Loads the vendor's widget (its script). */
  readonly load: () => Promise<ChatVendor>;
  /** The signed-in user's chat token; null when nobody is signed in. */
  readonly token: () => Promise<ChatToken | null>;
  readonly log: (message: string, error?: unknown) => void;
};

export type ChatSession = {
  readonly state: () => ChatState;
  /** Opens the chat; an open asked for before the widget is ready waits for it (consumer spec §2). */
  readonly open: () => void;
  readonly subscribe: (listener: () => void) => () => void;
};

/**
 * Consumer spec §2 "Chat widget" and §7: the widget loads only when first wanted, the user is
 * authenticated before it opens, and opens asked for meanwhile are queued until it is ready. A
 * failed token is only logged: the chat then opens without the user's identity. A widget that does
 * not load is logged too and leaves the session `failed`, so the portal offers the hotline instead.
 */
export const createChatSession = ({ load, token, log }: Dependencies): ChatSession => {
  let state: ChatState = 'idle';
  let vendor: ChatVendor | undefined;
  let queuedOpens = 0;
  const listeners = new Set<() => void>();
  const setState = (next: ChatState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const signedToken = () =>
    token().catch((error: unknown) => {
      log('the chat token could not be fetched; the chat opens without the user', error);
      return null;
    });

  const start = async () => {
    setState('loading');
    const [widget, chatToken] = await Promise.all([
      load().catch((error: unknown) => {
        log('the chat widget did not load', error);
        return undefined;
      }),
      signedToken(),
    ]);
    if (!widget) {
      queuedOpens = 0;
      setState('failed');
      return;
    }
    if (chatToken) widget.authenticate(chatToken);
    vendor = widget;
    const opens = queuedOpens;
    queuedOpens = 0;
    setState('ready');
    // However often it was asked for meanwhile, the chat opens once.
    if (opens > 0) widget.open();
  };

  return {
    state: () => state,
    open: () => {
      if (state === 'ready' && vendor) {
        vendor.open();
        return;
      }
      queuedOpens += 1;
      if (state === 'idle' || state === 'failed') void start();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
